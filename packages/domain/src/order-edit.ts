import { DomainError } from './errors.js';
import { costsProblem, costsProblemText, type DeliveryCosts, dealTotal } from './incoterms.js';
import { lineSubtotal, type Minor, minor, sumMoney } from './money.js';
import type { Incoterm } from './quotation-offer.js';

/**
 * What operators may change in a placed order before confirming it (PRODUCT.md): a quantity down, a line removed, the
 * costs its incoterm puts on the seller, a discount off the goods — never a price, never more than the buyer ordered.
 */

export type OrderedLine = { productId: number; quantity: number; moq: number; unitPrice: number };
export type WantedLine = { productId: number; quantity: number };
export type EditedOrder = DeliveryCosts & {
  /** The lines kept, with their new quantities, in the order's order. */
  lines: OrderedLine[];
  /** The products whose lines are removed. */
  removed: number[];
  goods: Minor;
  discount: Minor;
  total: Minor;
};

const refused = (field: string, message: string) => new DomainError('BAD_REQUEST', `body.${field}: ${message}`);

/**
 * The order as an edit makes it, or a 400 naming the field: each wanted line a line of the order, once, at most its
 * ordered quantity; the costs as the rule asks (`costsProblem`); a discount no greater than the goods.
 */
export function editOrder(
  incoterm: Incoterm,
  ordered: readonly OrderedLine[],
  wanted: readonly WantedLine[],
  costs: DeliveryCosts & { discount: Minor },
): EditedOrder {
  const byProduct = new Map(ordered.map((line) => [line.productId, line]));
  const quantities = new Map<number, number>();
  wanted.forEach((line, index) => {
    const line0 = byProduct.get(line.productId);
    if (!line0) throw refused(`lines.${index}.productId`, `product ${line.productId} is not a line of this order`);
    if (quantities.has(line.productId)) throw refused(`lines.${index}.productId`, 'is given twice');
    if (line.quantity > line0.quantity)
      throw refused(
        `lines.${index}.quantity`,
        `at most the ${line0.quantity} packs ordered (a quantity only goes down)`,
      );
    quantities.set(line.productId, line.quantity);
  });
  const lines = ordered
    .filter((line) => quantities.has(line.productId))
    .map((line) => ({ ...line, quantity: quantities.get(line.productId)! }));
  const removed = ordered.filter((line) => !quantities.has(line.productId)).map((line) => line.productId);
  const problem = costsProblem(incoterm, costs);
  if (problem) throw refused(problem.field, costsProblemText(incoterm, problem));
  const goods = sumMoney(lines.map((line) => lineSubtotal(minor(line.unitPrice), line.moq, line.quantity)));
  if (costs.discount > goods) throw refused('discount', 'cannot be more than the goods');
  const { freight, insurance, duties, discount } = costs;
  return { lines, removed, goods, freight, insurance, duties, discount, total: dealTotal(goods, costs, discount) };
}
