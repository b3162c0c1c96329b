import { type Minor, minor, sumMoney } from './money.js';
import { type AvailabilityFacts, isAvailable } from './product-availability.js';
import { marketplaceDate } from './quotation-offer.js';

/** A line of a quotation request as the rule reads it: whether the product can be supplied, and what it comes to. */
export type RequestLine = AvailabilityFacts & { subtotal: Minor };

/**
 * Why a quotation cannot be requested: nothing chosen; lines sold out or withdrawn (which); or a total under the
 * minimum order, with the amount still missing.
 */
export type RequestBlock<Line extends RequestLine = RequestLine> =
  | { reason: 'empty' }
  | { reason: 'soldOut'; lines: Line[] }
  | { reason: 'minimum'; total: Minor; missing: Minor };

/**
 * What stands in the way of requesting a quotation for `lines` (PRODUCT.md: the checked subtotal reaches the minimum
 * and no line is sold out or withdrawn), or null when nothing does. The basket page asks it to enable its button; the server asks
 * it again and refuses.
 */
export function requestBlock<Line extends RequestLine>(
  lines: readonly Line[],
  minimum: Minor,
): RequestBlock<Line> | null {
  if (lines.length === 0) return { reason: 'empty' };
  const soldOut = lines.filter((line) => !isAvailable(line));
  if (soldOut.length > 0) return { reason: 'soldOut', lines: soldOut };
  const total = sumMoney(lines.map((line) => line.subtotal));
  return total < minimum ? { reason: 'minimum', total, missing: minor(minimum - total) } : null;
}

/** How far ahead a buyer may ask for goods: a target date up to this many days after today. */
export const TARGET_DATE_MAX_DAYS = 730;
/** The longest note a buyer may add to a request. */
export const REQUEST_NOTE_MAX = 2000;
/** The longest destination port or place. */
export const REQUEST_PORT_MAX = 100;

/**
 * Whether `date` (YYYY-MM-DD) may be a request's target date on `now`: from today, on the marketplace's (Seoul)
 * calendar, up to `TARGET_DATE_MAX_DAYS` ahead. The request step offers only these; the server refuses the others.
 */
export function isTargetDateAllowed(date: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false;
  return (
    date >= marketplaceDate(now) && date <= marketplaceDate(new Date(now.getTime() + TARGET_DATE_MAX_DAYS * 86_400_000))
  );
}
