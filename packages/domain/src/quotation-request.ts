import { type Minor, minor, sumMoney } from './money.js';

/** A line of a quotation request as the rule reads it: whether the product can be supplied, and what it comes to. */
export type RequestLine = { exist: boolean; subtotal: Minor };

/**
 * Why a quotation cannot be requested: nothing chosen; sold-out lines (which); or a total under the minimum order,
 * with the amount still missing.
 */
export type RequestBlock<Line extends RequestLine = RequestLine> =
  | { reason: 'empty' }
  | { reason: 'soldOut'; lines: Line[] }
  | { reason: 'minimum'; total: Minor; missing: Minor };

/**
 * What stands in the way of requesting a quotation for `lines` (PRODUCT.md: the checked subtotal reaches the minimum
 * and no line is sold out), or null when nothing does. The basket page asks it to enable its button; the server asks
 * it again and refuses.
 */
export function requestBlock<Line extends RequestLine>(
  lines: readonly Line[],
  minimum: Minor,
): RequestBlock<Line> | null {
  if (lines.length === 0) return { reason: 'empty' };
  const soldOut = lines.filter((line) => !line.exist);
  if (soldOut.length > 0) return { reason: 'soldOut', lines: soldOut };
  const total = sumMoney(lines.map((line) => line.subtotal));
  return total < minimum ? { reason: 'minimum', total, missing: minor(minimum - total) } : null;
}
