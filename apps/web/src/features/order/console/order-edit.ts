import type { ConsoleOrderDetail, Currency, EditOrderBody } from '@hive/domain';
import {
  COST_FIELDS,
  type CostField,
  dealTotal,
  INCOTERM_RULES,
  lineSubtotal,
  minor,
  parseMoneyInput,
  toDecimalString,
} from '@hive/domain/rules';

/** What the edit dialog holds: each line's packs (as typed) and whether it is removed, the costs, discount, reason. */
export type EditValues = {
  lines: { productId: number; quantity: string; removed: boolean }[];
  freight: string;
  insurance: string;
  duties: string;
  discount: string;
  reason: string;
};

const decimal = (amount: number | null, currency: Currency) =>
  amount === null ? '' : toDecimalString(minor(amount), currency);

/** The dialog's start: the order as it is (a cost to be quoted left empty for the operator to fill). */
export function editStart(order: ConsoleOrderDetail): EditValues {
  return {
    lines: order.lines.map((line) => ({ productId: line.productId, quantity: String(line.quantity), removed: false })),
    freight: decimal(order.freight, order.currency),
    insurance: decimal(order.insurance, order.currency),
    duties: decimal(order.duties, order.currency),
    discount: order.discount ? decimal(order.discount, order.currency) : '',
    reason: '',
  };
}

/** A typed quantity in packs, when it is a whole number from 1 to what was ordered. */
export function packsOf(text: string, ordered: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const packs = Number(text);
  return packs >= 1 && packs <= ordered ? packs : null;
}

/** Which problem each field has; keys are the field names (a line's is `qty-<productId>`), '' none. */
export type EditProblem = 'quantity' | 'allRemoved' | 'money' | 'required' | 'discount' | 'reason';

/**
 * The request the values make, with what they get wrong: a quantity outside 1..ordered, every line removed, a cost
 * the rule carries left empty or not an amount, a discount larger than the goods, no reason. Costs the rule leaves to
 * the buyer are sent as null.
 */
export function editRequest(order: ConsoleOrderDetail, values: EditValues) {
  const rule = INCOTERM_RULES[order.incoterm];
  const problems: Record<string, EditProblem> = {};
  const lines: EditOrderBody['lines'] = [];
  let goods = 0;
  for (const line of order.lines) {
    const value = values.lines.find((item) => item.productId === line.productId);
    if (!value || value.removed) continue;
    const packs = packsOf(value.quantity, line.quantity);
    if (packs === null) problems[`qty-${line.productId}`] = 'quantity';
    else {
      lines.push({ productId: line.productId, quantity: packs });
      goods += lineSubtotal(minor(line.unitPrice), line.moq, packs);
    }
  }
  if (lines.length === 0 && Object.keys(problems).length === 0) problems.lines = 'allRemoved';
  const costs = {} as Record<CostField, number | null>;
  for (const field of COST_FIELDS) {
    costs[field] = null;
    if (!rule[field]) continue;
    const text = values[field].trim();
    if (text === '') problems[field] = 'required';
    else {
      costs[field] = parseMoneyInput(text, order.currency);
      if (costs[field] === null) problems[field] = 'money';
    }
  }
  const discount = values.discount.trim() === '' ? 0 : parseMoneyInput(values.discount, order.currency);
  if (discount === null) problems.discount = 'money';
  else if (discount > goods) problems.discount = 'discount';
  if (values.reason.trim() === '') problems.reason = 'reason';
  const body = { lines, ...costs, discount: discount ?? 0, reason: values.reason.trim() };
  const total = dealTotal(
    minor(goods),
    { freight: minor(costs.freight ?? 0), insurance: minor(costs.insurance ?? 0), duties: minor(costs.duties ?? 0) },
    minor(discount ?? 0),
    minor(order.credit),
  );
  return { body, problems, goods, total };
}
