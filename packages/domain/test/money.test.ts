import { describe, expect, it } from 'vitest';
import {
  buyerPrices,
  formatMoney,
  gradeUnitPrice,
  lineSubtotal,
  lineUnits,
  minor,
  parseAmount,
  progressPercent,
  toDecimalString,
} from '../src/money.js';

describe('gradeUnitPrice', () => {
  it('takes the discount off a USD price and rounds half up to the cent', () => {
    expect(gradeUnitPrice(minor(1000), 1000, 'USD')).toBe(900);
    // 12.35 × 0.95 = 11.7325 → 11.73
    expect(gradeUnitPrice(minor(1235), 500, 'USD')).toBe(1173);
    // 0.10 × 0.95 = 0.095 → 0.10 (half up)
    expect(gradeUnitPrice(minor(10), 500, 'USD')).toBe(10);
    // 0.30 × 0.85 = 0.255 → 0.26, where binary floating point would give 0.25
    expect(gradeUnitPrice(minor(30), 1500, 'USD')).toBe(26);
  });

  it('rounds a KRW price down to the ten won', () => {
    expect(gradeUnitPrice(minor(12_345), 0, 'KRW')).toBe(12_340);
    // 9,999 × 0.9 = 8,999.1 → 8,990
    expect(gradeUnitPrice(minor(9_999), 1000, 'KRW')).toBe(8_990);
    expect(gradeUnitPrice(minor(9), 0, 'KRW')).toBe(0);
  });

  it('keeps the base price at no discount and reaches zero at a full one', () => {
    expect(gradeUnitPrice(minor(4999), 0, 'USD')).toBe(4999);
    expect(gradeUnitPrice(minor(4999), 10_000, 'USD')).toBe(0);
  });

  it('refuses a discount outside 0–100 %', () => {
    expect(() => gradeUnitPrice(minor(100), -1, 'USD')).toThrow(RangeError);
    expect(() => gradeUnitPrice(minor(100), 10_001, 'KRW')).toThrow(RangeError);
    expect(() => gradeUnitPrice(minor(100), 12.5, 'KRW')).toThrow(RangeError);
  });
});

describe('money', () => {
  it('refuses fractions of a minor unit', () => {
    expect(() => minor(1.5)).toThrow(RangeError);
  });

  it('computes line subtotals and units from MOQ packs', () => {
    expect(lineSubtotal(minor(250), 12, 3)).toBe(9000);
    expect(lineUnits(12, 3)).toBe(36);
  });

  it('shows progress toward the minimum as a capped whole percentage', () => {
    expect(progressPercent(minor(25_000), minor(50_000))).toBe(50);
    expect(progressPercent(minor(49_999), minor(50_000))).toBe(99);
    expect(progressPercent(minor(90_000), minor(50_000))).toBe(100);
  });

  it('formats amounts with symbol and separators', () => {
    expect(formatMoney(minor(123_450), 'USD')).toBe('$1,234.50');
    expect(formatMoney(minor(5), 'USD')).toBe('$0.05');
    expect(formatMoney(minor(1_234_560), 'KRW')).toBe('₩1,234,560');
    expect(formatMoney(minor(-1999), 'USD')).toBe('-$19.99');
    expect(toDecimalString(minor(100), 'USD')).toBe('1.00');
  });
});

describe('buyerPrices', () => {
  const grades = [
    { id: '01', discountBp: 500 },
    { id: '02', discountBp: 1_000 },
    { id: '03', discountBp: 1_500 },
    { id: '04', discountBp: 2_000 },
  ];

  it.each(grades)(
    'grade $id in USD: unit price to the cent, a MOQ pack, the retail price untouched',
    ({ discountBp }) => {
      const base = { supply: minor(1_999), retail: minor(3_500), moq: 12 };
      const prices = buyerPrices(base, { currency: 'USD', discountBp });
      // The exact value, rounded half up, computed independently with decimals of a cent.
      const exactTenthsOfCent = 1_999 * (10_000 - discountBp);
      const expected = Math.floor((exactTenthsOfCent + 5_000) / 10_000);
      expect(prices.unitPrice).toBe(expected);
      expect(prices.moqPrice).toBe(expected * 12);
      expect(prices.retailPrice).toBe(3_500);
    },
  );

  it.each(grades)('grade $id in KRW: unit price down to the ten won', ({ discountBp }) => {
    const prices = buyerPrices(
      { supply: minor(23_456), retail: minor(40_000), moq: 6 },
      { currency: 'KRW', discountBp },
    );
    expect(prices.unitPrice % 10).toBe(0);
    expect(prices.unitPrice).toBeLessThanOrEqual((23_456 * (10_000 - discountBp)) / 10_000);
    expect(prices.unitPrice).toBeGreaterThan((23_456 * (10_000 - discountBp)) / 10_000 - 10);
    expect(prices.moqPrice).toBe(prices.unitPrice * 6);
  });

  it('rounds the edge cases of each currency', () => {
    // $0.01 at 5 % off is $0.0095 → $0.01; at 20 % off $0.008 → $0.01; $0.02 at 20 % off is $0.016 → $0.02.
    expect(
      buyerPrices({ supply: minor(1), retail: minor(1), moq: 1 }, { currency: 'USD', discountBp: 500 }).unitPrice,
    ).toBe(1);
    expect(
      buyerPrices({ supply: minor(1), retail: minor(1), moq: 1 }, { currency: 'USD', discountBp: 2_000 }).unitPrice,
    ).toBe(1);
    // $0.05 at 10 % off = $0.045 exactly → half up → $0.05 (floating point would say 0.045 → 0.04).
    expect(
      buyerPrices({ supply: minor(5), retail: minor(5), moq: 1 }, { currency: 'USD', discountBp: 1_000 }).unitPrice,
    ).toBe(5);
    // ₩10 at 5 % off = ₩9.5 → ₩0; ₩1,000 at 15 % off = ₩850 exactly stays; ₩1,009 at 0 % → ₩1,000.
    expect(
      buyerPrices({ supply: minor(10), retail: minor(10), moq: 1 }, { currency: 'KRW', discountBp: 500 }).unitPrice,
    ).toBe(0);
    expect(
      buyerPrices({ supply: minor(1_000), retail: minor(1), moq: 1 }, { currency: 'KRW', discountBp: 1_500 }).unitPrice,
    ).toBe(850);
    expect(
      buyerPrices({ supply: minor(1_009), retail: minor(1), moq: 1 }, { currency: 'KRW', discountBp: 0 }).unitPrice,
    ).toBe(1_000);
  });
});

describe('parseAmount', () => {
  it('turns an amount typed in currency units into exact minor units', () => {
    expect(parseAmount('12.5', 'USD')).toBe(1250);
    expect(parseAmount('0.07', 'USD')).toBe(7);
    expect(parseAmount('19.99', 'USD')).toBe(1999);
    expect(parseAmount('1234', 'USD')).toBe(123_400);
    expect(parseAmount('15000', 'KRW')).toBe(15_000);
    expect(toDecimalString(parseAmount('4.10', 'USD'), 'USD')).toBe('4.10');
  });

  it('refuses what is not an amount of the currency', () => {
    for (const [text, currency] of [
      ['12.345', 'USD'],
      ['1,50', 'USD'],
      ['-1', 'USD'],
      ['', 'USD'],
      ['100.5', 'KRW'],
      ['1e5', 'KRW'],
    ] as const) {
      expect(() => parseAmount(text, currency), text).toThrow(RangeError);
    }
  });
});
