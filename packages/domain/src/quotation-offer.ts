import { type Currency, lineSubtotal, lineUnits, type Minor, minor, sumMoney } from './money.js';

/** The Incoterms 2020 rules an offer may name. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const DEFAULT_INCOTERM: Incoterm = 'FOB';

/** An offer is valid this many days unless the operator says otherwise (PRODUCT.md). */
export const OFFER_VALID_DAYS = 30;
/** How far ahead an operator may set an offer's valid-until date. */
export const OFFER_MAX_VALID_DAYS = 365;

export type OfferLine = { unitPrice: Minor; moq: number; quantity: number; available: boolean };

/** An offer line's subtotal; a line the operators cannot supply counts for nothing. */
export function offerLineSubtotal(line: OfferLine): Minor {
  return line.available ? lineSubtotal(line.unitPrice, line.moq, line.quantity) : minor(0);
}

/** What an offer adds up to: the lines that can be supplied, their units and their amount. */
export function offerTotals(lines: readonly OfferLine[]): { sku: number; units: number; amount: Minor } {
  const supplied = lines.filter((line) => line.available && line.quantity > 0);
  return {
    sku: supplied.length,
    units: supplied.reduce((units, line) => units + lineUnits(line.moq, line.quantity), 0),
    amount: sumMoney(supplied.map(offerLineSubtotal)),
  };
}

const DAY_MS = 86_400_000;
/**
 * Trade documents and offers keep the marketplace's calendar: Korea's, nine hours ahead of UTC all year (no summer
 * time). An offer "valid until 2026-04-09" is valid through that day in Seoul, as its PDF says.
 */
export const MARKETPLACE_TIME_ZONE = 'Asia/Seoul';
const OFFSET_MS = 9 * 3_600_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The marketplace's calendar day of an instant, as YYYY-MM-DD. */
export function marketplaceDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

function isCalendarDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The default valid-until date of a new offer: `OFFER_VALID_DAYS` after today, on the marketplace's calendar. */
export function defaultValidUntil(now: Date): string {
  return marketplaceDate(new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS));
}

/** An offer is valid through the whole of its valid-until date: it ends at the next midnight in Seoul. */
export function validUntilEnd(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Bad date ${date}`);
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - OFFSET_MS + DAY_MS - 1);
}

/** Whether an operator may give `date` as an offer's valid-until date on `now`: today up to a year ahead. */
export function isValidUntilAllowed(date: string, now: Date): boolean {
  if (!isCalendarDate(date)) return false;
  return (
    date >= marketplaceDate(now) && date <= marketplaceDate(new Date(now.getTime() + OFFER_MAX_VALID_DAYS * DAY_MS))
  );
}

/**
 * What an operator types as a price, in major units ("12.5", "1,250.00" for USD; "12,340" for KRW), as minor units;
 * null when it is not a price in that currency (a third decimal, a KRW fraction, a letter, a negative amount).
 */
export function parseMoneyInput(text: string, currency: Currency): Minor | null {
  const plain = text.trim().replace(/[,\s]/g, '');
  const pattern = currency === 'USD' ? /^(\d{1,10})(?:\.(\d{1,2}))?$/ : /^(\d{1,12})$/;
  const match = pattern.exec(plain);
  if (!match) return null;
  const whole = Number(match[1]);
  const value = currency === 'USD' ? whole * 100 + Number((match[2] ?? '').padEnd(2, '0')) : whole;
  return Number.isSafeInteger(value) ? minor(value) : null;
}
