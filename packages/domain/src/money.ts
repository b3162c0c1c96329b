/** Money is always an integer count of the currency's minor unit: US cents or Korean won. */
declare const minorBrand: unique symbol;
export type Minor = number & { readonly [minorBrand]: 'Minor' };

export const CURRENCIES = ['USD', 'KRW'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const CURRENCY_SYMBOL: Record<Currency, string> = { USD: '$', KRW: '₩' };
/** Minor units per major unit. */
const SCALE: Record<Currency, number> = { USD: 100, KRW: 1 };

export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be a whole number of minor units, got ${value}`);
  return value as Minor;
}

/** Discounts are basis points (1/100 of a percent): 1,250 = 12.5 %. */
export type BasisPoints = number;

/**
 * A grade's unit price: base less the discount. USD rounds half up to the cent, KRW rounds down to the ten won.
 * Integer arithmetic only: base × (10,000 − bp) is exact for any price below 9 × 10^11 minor units.
 */
export function gradeUnitPrice(base: Minor, discountBp: BasisPoints, currency: Currency): Minor {
  if (!Number.isInteger(discountBp) || discountBp < 0 || discountBp > 10_000) {
    throw new RangeError(`Discount must be 0–10000 basis points, got ${discountBp}`);
  }
  const scaled = base * (10_000 - discountBp);
  if (currency === 'USD') return minor(Math.floor((scaled + 5_000) / 10_000));
  return minor(Math.floor(scaled / 100_000) * 10);
}

/** Subtotal of a line: moq × quantity (in MOQ packs) × unit price. */
export function lineSubtotal(unitPrice: Minor, moq: number, quantity: number): Minor {
  return minor(unitPrice * moq * quantity);
}

/** Units in a line: quantity counts MOQ packs. */
export function lineUnits(moq: number, quantity: number): number {
  return moq * quantity;
}

export function sumMoney(amounts: readonly Minor[]): Minor {
  return minor(amounts.reduce((total, amount) => total + amount, 0));
}

/** Progress toward a minimum as a whole percentage, capped at 100. */
export function progressPercent(subtotal: Minor, minimum: Minor): number {
  if (minimum <= 0) return 100;
  return Math.min(100, Math.floor((subtotal * 100) / minimum));
}

/** "1234.50" for USD, "12340" for KRW: the exact decimal string of an amount. */
export function toDecimalString(amount: Minor, currency: Currency): string {
  if (currency === 'KRW') return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${Math.floor(abs / SCALE.USD)}.${String(abs % SCALE.USD).padStart(2, '0')}`;
}

/** "$1,234.50" or "₩12,340". */
export function formatMoney(amount: Minor, currency: Currency): string {
  const [whole = '', cents] = toDecimalString(amount, currency).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${CURRENCY_SYMBOL[currency]}${grouped}${cents === undefined ? '' : `.${cents}`}`;
}

/** What prices a signed-in, approved buyer: their currency and their grade's discount. */
export type Pricing = { currency: Currency; discountBp: BasisPoints };

/** A product's base prices in the buyer's currency, as stored. */
export type BasePrices = { supply: Minor; retail: Minor; moq: number };

/** The buyer's unit price at their grade, the price of one MOQ pack, and the retail price, all in minor units. */
export function buyerPrices(base: BasePrices, pricing: Pricing) {
  const unitPrice = gradeUnitPrice(base.supply, pricing.discountBp, pricing.currency);
  return { unitPrice, moqPrice: lineSubtotal(unitPrice, base.moq, 1), retailPrice: base.retail };
}

/** The pattern of an amount an operator types in currency units: dollars with up to two decimals, whole won. */
export const AMOUNT_PATTERN: Record<Currency, RegExp> = { USD: /^\d{1,8}(\.\d{1,2})?$/, KRW: /^\d{1,11}$/ };

/** "12.3" dollars → 1230 cents, "15000" won → 15000: the exact minor units of a typed amount, without floating point. */
export function parseAmount(text: string, currency: Currency): Minor {
  if (!AMOUNT_PATTERN[currency].test(text)) throw new RangeError(`Not an amount in ${currency}: ${text}`);
  if (currency === 'KRW') return minor(Number(text));
  const [whole = '0', cents = ''] = text.split('.');
  return minor(Number(whole) * SCALE.USD + Number(cents.padEnd(2, '0')));
}
