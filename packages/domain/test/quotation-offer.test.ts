import { describe, expect, it } from 'vitest';
import { minor } from '../src/money.js';
import {
  defaultValidUntil,
  isValidUntilAllowed,
  marketplaceDate,
  offerLineSubtotal,
  offerTotals,
  parseMoneyInput,
  validUntilEnd,
} from '../src/quotation-offer.js';

describe('offer totals', () => {
  const line = (unitPrice: number, moq: number, quantity: number, available = true) => ({
    unitPrice: minor(unitPrice),
    moq,
    quantity,
    available,
  });

  it('adds moq × quantity × unit price over the lines that can be supplied', () => {
    const lines = [line(1250, 12, 2), line(990, 6, 1), line(5000, 1, 3, false), line(700, 10, 0)];
    expect(offerLineSubtotal(lines[0]!)).toBe(30_000);
    expect(offerLineSubtotal(lines[2]!)).toBe(0);
    expect(offerTotals(lines)).toEqual({ sku: 2, units: 30, amount: 30_000 + 5_940 });
  });

  it('is zero for an offer with nothing to supply', () => {
    expect(offerTotals([line(100, 1, 1, false)])).toEqual({ sku: 0, units: 0, amount: 0 });
  });
});

describe('valid-until dates, on the Seoul calendar', () => {
  // 07:30 on 11 March in Seoul.
  const now = new Date('2026-03-10T22:30:00Z');

  it('reads an instant as the day in Seoul', () => {
    expect(marketplaceDate(now)).toBe('2026-03-11');
    expect(marketplaceDate(new Date('2026-03-10T14:59:59Z'))).toBe('2026-03-10');
  });

  it('defaults to thirty days ahead', () => {
    expect(defaultValidUntil(now)).toBe('2026-04-10');
  });

  it('runs through the whole day in Seoul', () => {
    expect(validUntilEnd('2026-04-09').toISOString()).toBe('2026-04-09T14:59:59.999Z');
    expect(marketplaceDate(validUntilEnd('2026-04-09'))).toBe('2026-04-09');
    expect(() => validUntilEnd('09/04/2026')).toThrow(RangeError);
    expect(() => validUntilEnd('2026-02-30')).toThrow(RangeError);
  });

  it('may be today, up to a year ahead, never in the past', () => {
    expect(isValidUntilAllowed('2026-03-11', now)).toBe(true);
    expect(isValidUntilAllowed('2026-03-10', now)).toBe(false);
    expect(isValidUntilAllowed('2027-03-11', now)).toBe(true);
    expect(isValidUntilAllowed('2027-03-12', now)).toBe(false);
    expect(isValidUntilAllowed('2026-02-30', now)).toBe(false);
    expect(isValidUntilAllowed('soon', now)).toBe(false);
  });
});

describe('prices typed by an operator', () => {
  it('reads dollars and cents, and whole won', () => {
    expect(parseMoneyInput('12.5', 'USD')).toBe(1250);
    expect(parseMoneyInput(' 1,250.05 ', 'USD')).toBe(125_005);
    expect(parseMoneyInput('7', 'USD')).toBe(700);
    expect(parseMoneyInput('12,340', 'KRW')).toBe(12_340);
    expect(parseMoneyInput('0', 'KRW')).toBe(0);
  });

  it('refuses what is not a price in that currency', () => {
    for (const text of ['', '1.234', '-5', '12a', '1e3', '.5']) expect(parseMoneyInput(text, 'USD'), text).toBeNull();
    expect(parseMoneyInput('12.5', 'KRW')).toBeNull();
  });
});
