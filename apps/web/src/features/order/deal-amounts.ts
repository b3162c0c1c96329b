import type { DealAmountsView, Incoterm, ShippingMethod } from '@hive/domain';
import { INCOTERM_RULES, SHIPPING_METHODS } from '@hive/domain/rules';

/** A cost or a deduction of a deal, as a page lists it between the goods and the total. */
export type AmountKey = 'goods' | 'freight' | 'insurance' | 'duties' | 'discount' | 'credit';

/**
 * One row of a deal's amounts: its amount (negative for a deduction), or null while the operators have it to quote
 * (`pending`: a cost the rule puts on the seller with no figure yet).
 */
export type AmountRow = { key: AmountKey; amount: number | null };

type Amounts = Pick<DealAmountsView, 'goods' | 'freight' | 'insurance' | 'duties'> & {
  discount?: number;
  credit?: number;
};

/**
 * The rows a deal's amounts show: the goods, then each cost the incoterm puts on the seller (only those: the others
 * are the buyer's, not ours to show), then a discount and a credit taken off when there is one. A cost the rule
 * carries that has no figure yet stays, as to be quoted.
 */
export function amountRows(incoterm: Incoterm, amounts: Amounts): AmountRow[] {
  const rule = INCOTERM_RULES[incoterm];
  const rows: AmountRow[] = [{ key: 'goods', amount: amounts.goods }];
  for (const key of ['freight', 'insurance', 'duties'] as const)
    if (rule[key] || amounts[key] !== null) rows.push({ key, amount: amounts[key] });
  if (amounts.discount) rows.push({ key: 'discount', amount: -amounts.discount });
  if (amounts.credit) rows.push({ key: 'credit', amount: -amounts.credit });
  return rows;
}

/**
 * What is still to be set by the operators, said as notices: the freight (no rate for the destination and the
 * method), and under DDP the duties.
 */
export function pendingCosts(incoterm: Incoterm, amounts: Amounts & { freightToBeQuoted: boolean }) {
  const rule = INCOTERM_RULES[incoterm];
  return {
    freight: amounts.freightToBeQuoted && rule.freight && amounts.freight === null,
    duties: amounts.freightToBeQuoted && rule.duties && amounts.duties === null,
  };
}

/** The shipping methods a rule may be used with: FAS, FOB, CFR and CIF by sea alone. */
export const methodsFor = (incoterm: Incoterm): readonly ShippingMethod[] =>
  INCOTERM_RULES[incoterm].seaOnly ? ['SEA'] : SHIPPING_METHODS;

/** The method kept when the rule changes: the chosen one when the rule allows it, else sea. */
export const methodUnder = (incoterm: Incoterm, method: ShippingMethod): ShippingMethod =>
  methodsFor(incoterm).includes(method) ? method : 'SEA';
