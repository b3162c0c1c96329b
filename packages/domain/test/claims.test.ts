import { describe, expect, it } from 'vitest';
import { type ClaimFacts, claimRefusal, creditToApply, resolutionRefusal } from '../src/claims.js';

const DAY = 86_400_000;
const deliveredAt = new Date('2026-03-01T10:00:00Z');
const facts = (change: Partial<ClaimFacts> = {}): ClaimFacts => ({
  state: 'DELIVERED',
  deliveredAt,
  delivered: new Map([
    [11, 120],
    [12, 24],
  ]),
  windowDays: 7,
  now: new Date(deliveredAt.getTime() + 2 * DAY),
  ...change,
});

describe('claimRefusal', () => {
  it('lets a delivered order be claimed within the window, up to the units delivered', () => {
    expect(claimRefusal(facts())).toBeUndefined();
    expect(
      claimRefusal(facts(), [
        { productId: 11, quantity: 120 },
        { productId: 12, quantity: 1 },
      ]),
    ).toBeUndefined();
  });

  it('refuses an order that is not delivered', () => {
    for (const state of ['PLACED', 'CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'CANCELLED'] as const)
      expect(claimRefusal(facts({ state, deliveredAt: null }))?.code).toBe('ORDER_STATE');
  });

  it('counts the window from the delivery: its last moment is in, a moment later is out', () => {
    const last = new Date(deliveredAt.getTime() + 7 * DAY);
    expect(claimRefusal(facts({ now: last }))).toBeUndefined();
    const late = claimRefusal(facts({ now: new Date(last.getTime() + 1) }));
    expect(late?.code).toBe('ORDER_STATE');
    expect(late?.message).toMatch(/within 7 days/);
    expect(claimRefusal(facts({ now: new Date(last.getTime() + 1), windowDays: 14 }))).toBeUndefined();
  });

  it('refuses more units than delivered, none, a product not ordered, or one product twice', () => {
    expect(claimRefusal(facts(), [{ productId: 12, quantity: 25 }])?.message).toMatch(/lines\.0\.quantity/);
    expect(claimRefusal(facts(), [{ productId: 12, quantity: 0 }])?.code).toBe('BAD_REQUEST');
    expect(claimRefusal(facts(), [{ productId: 99, quantity: 1 }])?.message).toMatch(/not a line of this order/);
    expect(
      claimRefusal(facts(), [
        { productId: 11, quantity: 1 },
        { productId: 11, quantity: 1 },
      ])?.message,
    ).toMatch(/lines\.1\.productId: is claimed twice/);
    expect(claimRefusal(facts(), [])?.code).toBe('BAD_REQUEST');
  });
});

describe('resolutionRefusal', () => {
  it('wants a credit note above zero and within the claimed value, and no amount otherwise', () => {
    expect(resolutionRefusal('CREDIT_NOTE', 5000, 5000)).toBeUndefined();
    expect(resolutionRefusal('CREDIT_NOTE', 5001, 5000)?.code).toBe('BAD_REQUEST');
    expect(resolutionRefusal('CREDIT_NOTE', 0, 5000)?.code).toBe('BAD_REQUEST');
    expect(resolutionRefusal('CREDIT_NOTE', undefined, 5000)?.message).toMatch(/needs its amount/);
    expect(resolutionRefusal('REFUSED', undefined, 5000)).toBeUndefined();
    expect(resolutionRefusal('REPLACEMENT', 100, 5000)?.code).toBe('BAD_REQUEST');
  });
});

describe('creditToApply', () => {
  it('takes whole notes, oldest first, while the total holds them', () => {
    expect(
      creditToApply(10_000, [
        { id: 1, amount: 3000 },
        { id: 2, amount: 8000 },
        { id: 3, amount: 2000 },
      ]),
    ).toEqual({
      ids: [1, 3],
      amount: 5000,
    });
    expect(creditToApply(0, [{ id: 1, amount: 1 }])).toEqual({ ids: [], amount: 0 });
  });
});
