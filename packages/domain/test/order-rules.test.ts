import { describe, expect, it } from 'vitest';
import { minor } from '../src/money.js';
import {
  cubicMetres,
  installments,
  kilograms,
  mergeOrderProducts,
  nextInstallment,
  orderTotals,
  packingTotals,
  packLine,
  reorderStatus,
  trackingLink,
} from '../src/order-rules.js';

describe('order lines', () => {
  it('sums the lines of one product, keeping the order products first appear in', () => {
    expect(
      mergeOrderProducts([
        { productId: 7, qty: 2 },
        { productId: 3, qty: 1 },
        { productId: 7, qty: 5 },
      ]),
    ).toEqual([
      { productId: 7, qty: 7 },
      { productId: 3, qty: 1 },
    ]);
  });

  it('refuses a product summed past the largest quantity', () => {
    expect(() =>
      mergeOrderProducts([
        { productId: 7, qty: 9000 },
        { productId: 7, qty: 1000 },
      ]),
    ).toThrow(/at most 9999 packs of product 7/);
  });

  it('totals products, units and amount in minor units', () => {
    expect(
      orderTotals([
        { unitPrice: minor(1250), moq: 12, quantity: 3 },
        { unitPrice: minor(99), moq: 1, quantity: 1 },
      ]),
    ).toEqual({ sku: 2, units: 37, amount: 1250 * 36 + 99 });
  });
});

describe('payment terms', () => {
  it('asks for the whole amount in advance', () => {
    expect(installments(minor(123_45), { kind: 'ADVANCE' }, 'USD')).toEqual([{ kind: 'full', amount: 123_45 }]);
  });

  it('splits a deposit rounded down to the whole unit, and the balance makes up the total', () => {
    expect(installments(minor(1_001_99), { kind: 'DEPOSIT', depositPercent: 30 }, 'USD')).toEqual([
      { kind: 'deposit', amount: 300_00 },
      { kind: 'balance', amount: 701_99 },
    ]);
    const krw = installments(minor(1_234_567), { kind: 'DEPOSIT', depositPercent: 50 }, 'KRW');
    expect(krw).toEqual([
      { kind: 'deposit', amount: 617_280 },
      { kind: 'balance', amount: 617_287 },
    ]);
    expect(() => installments(minor(100), { kind: 'DEPOSIT', depositPercent: 5 }, 'USD')).toThrow(RangeError);
  });

  it('tells which installment comes next', () => {
    const terms = { kind: 'DEPOSIT', depositPercent: 30 } as const;
    expect(nextInstallment(minor(1000_00), terms, 'USD', [])?.kind).toBe('deposit');
    expect(nextInstallment(minor(1000_00), terms, 'USD', ['deposit'])?.kind).toBe('balance');
    expect(nextInstallment(minor(1000_00), terms, 'USD', ['deposit', 'balance'])).toBeNull();
  });
});

describe('packing', () => {
  const packing = { unitWeightG: 150, unitsPerCarton: 40, cartonWeightG: 6_800, cartonVolumeCm3: 36_000 };

  it('packs whole cartons, the last one part-filled', () => {
    expect(packLine(100, packing)).toEqual({
      cartons: 3,
      netWeightG: 15_000,
      grossWeightG: 15_000 + 3 * 800,
      volumeCm3: 108_000,
    });
  });

  it('packs a line into the cartons the operators counted, when they say so', () => {
    // Two cartons instead of the rule's three: the same goods, two empty cartons' weight and volume.
    expect(packLine(100, packing, 2)).toEqual({
      cartons: 2,
      netWeightG: 15_000,
      grossWeightG: 15_000 + 2 * 800,
      volumeCm3: 72_000,
    });
    expect(() => packLine(100, packing, 0)).toThrow(RangeError);
  });

  it('adds lines into totals that agree with them', () => {
    const lines = [packLine(100, packing), packLine(40, packing)];
    expect(packingTotals(lines)).toEqual({
      cartons: 4,
      netWeightG: 21_000,
      grossWeightG: 24_200,
      volumeCm3: 144_000,
    });
    expect(kilograms(24_200)).toBe('24.20');
    expect(cubicMetres(144_000)).toBe('0.144');
  });
});

describe('reorder', () => {
  const today = { exist: true, unitPrice: minor(500), moq: 10, stockQty: null };
  it('tells available, price changed, sold out and unavailable apart', () => {
    expect(reorderStatus({ unitPrice: minor(500) }, today)).toBe('available');
    expect(reorderStatus({ unitPrice: minor(450) }, today)).toBe('priceChanged');
    expect(reorderStatus({ unitPrice: minor(500) }, { ...today, exist: false })).toBe('soldOut');
    expect(reorderStatus({ unitPrice: minor(500) }, { ...today, stockQty: 9 })).toBe('soldOut');
    expect(reorderStatus({ unitPrice: minor(500) }, null)).toBe('unavailable');
    // Withdrawn (it or its brand hidden): no longer sold, whether or not it was sold out too.
    expect(reorderStatus({ unitPrice: minor(500) }, { ...today, withdrawn: true })).toBe('unavailable');
    expect(reorderStatus({ unitPrice: minor(500) }, { ...today, exist: false, withdrawn: true })).toBe('unavailable');
  });
});

describe('tracking', () => {
  it("keeps the operators' link, else builds the known carrier's page for the number, else none", () => {
    expect(trackingLink('DHL Express', '1234567890', 'https://track.example/1')).toBe('https://track.example/1');
    expect(trackingLink('DHL Express', '12 34', null)).toBe(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=12%2034',
    );
    expect(trackingLink('Korea Post EMS', 'EE123456789KR', null)).toContain('EE123456789KR');
    expect(trackingLink('Hanjin Shipping', 'HJ-1', null)).toBeNull();
  });
});
