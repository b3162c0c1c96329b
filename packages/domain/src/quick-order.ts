import { MAX_PACKS } from './constants.js';
import { type AvailabilityFacts, isAvailable } from './product-availability.js';

/** A quick order takes at most this many lines, as one cart request does. */
export const QUICK_ORDER_MAX_LINES = 200;
export const SKU_MAX_LENGTH = 64;

/** One line as typed: its number (from 1), the SKU, and the units asked for (none: one MOQ pack). */
export type QuickOrderLine = { line: number; sku: string; units: number | null };
export type QuickOrderParse = {
  lines: QuickOrderLine[];
  /** Lines that are neither empty nor "SKU", "SKU qty", "SKU,qty", "SKU;qty" or "SKU<tab>qty". */
  unreadable: { line: number; text: string }[];
  /** More lines than `QUICK_ORDER_MAX_LINES` were given: the rest are left out. */
  truncated: boolean;
};

const LINE = /^([^\s,;]{1,64})(?:[\s,;]+([0-9][0-9\s.,]*))?[\s,;]*$/u;

/**
 * The text a buyer pasted or typed (from a spreadsheet: tab separated), one product a line. Quantities are in units;
 * thousands separators are allowed ("1,200" after a tab or a space). A SKU given twice is one line with both
 * quantities.
 */
export function parseQuickOrder(text: string): QuickOrderParse {
  const lines: QuickOrderLine[] = [];
  const unreadable: QuickOrderParse['unreadable'] = [];
  const bySku = new Map<string, QuickOrderLine>();
  let truncated = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!trimmed) return;
    const match = LINE.exec(trimmed);
    const units = match?.[2] === undefined ? null : quantityOf(match[2]);
    if (!match || units === undefined) {
      unreadable.push({ line: index + 1, text: trimmed.slice(0, 80) });
      return;
    }
    const sku = match[1]!;
    const same = bySku.get(sku.toLowerCase());
    if (same) {
      same.units = same.units === null && units === null ? null : (same.units ?? 0) + (units ?? 0);
      return;
    }
    if (lines.length >= QUICK_ORDER_MAX_LINES) {
      truncated = true;
      return;
    }
    const line = { line: index + 1, sku, units };
    bySku.set(sku.toLowerCase(), line);
    lines.push(line);
  });
  return { lines, unreadable, truncated };
}

/** "12", "1,200", "1 200", "1.200": a whole positive number; undefined when it is not one. */
function quantityOf(text: string): number | undefined {
  const digits = text.trim();
  if (!/^[0-9]{1,3}(?:[ ,.]?[0-9]{3})*$/.test(digits) && !/^[0-9]+$/.test(digits)) return undefined;
  const units = Number(digits.replace(/[ ,.]/g, ''));
  return Number.isSafeInteger(units) && units > 0 ? units : undefined;
}

export type QuickOrderProblem = 'unknown' | 'soldOut' | 'belowMoq' | 'tooMany';
/** A line against its product: how many MOQ packs go to the cart, or why it cannot. */
export type QuickOrderCheck =
  | { ok: true; packs: number; units: number; rounded: boolean }
  | { ok: false; problem: QuickOrderProblem };

/**
 * The cart counts MOQ packs: units that are not a whole number of packs are rounded up to the next pack (and said so);
 * fewer units than one MOQ are refused, as is a sold-out product.
 */
export function checkQuickOrderLine(
  line: Pick<QuickOrderLine, 'units'>,
  product: (AvailabilityFacts & { moq: number }) | undefined,
): QuickOrderCheck {
  if (!product) return { ok: false, problem: 'unknown' };
  if (!isAvailable(product)) return { ok: false, problem: 'soldOut' };
  const units = line.units ?? product.moq;
  if (units < product.moq) return { ok: false, problem: 'belowMoq' };
  const packs = Math.ceil(units / product.moq);
  if (packs > MAX_PACKS) return { ok: false, problem: 'tooMany' };
  return { ok: true, packs, units: packs * product.moq, rounded: packs * product.moq !== units };
}
