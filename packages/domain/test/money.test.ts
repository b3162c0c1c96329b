import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  gradeUnitPrice,
  lineSubtotal,
  lineUnits,
  minor,
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
