import { describe, expect, it } from 'vitest';
import { buyerActions, canPostMessage, isOfferExpired, operatorActions } from '../src/quotation-actions.js';
import { QUOTATION_STATES } from '../src/quotation-state.js';

const now = new Date('2026-04-09T12:00:00Z');
const tomorrow = new Date('2026-04-10T12:00:00Z');

describe("the buyer's actions on a quotation", () => {
  it('accepts, declines, asks for changes or cancels a current offer', () => {
    expect(buyerActions('QUOTED', tomorrow, now).sort()).toEqual(['accept', 'cancel', 'decline', 'negotiate']);
  });

  it('cannot accept without an offer, nor an offer past its date (the expiry job is late)', () => {
    expect(buyerActions('QUOTED', undefined, now)).not.toContain('accept');
    expect(buyerActions('QUOTED', now, now)).not.toContain('accept');
    expect(buyerActions('QUOTED', '2026-04-01T00:00:00Z', now)).toEqual(['decline', 'negotiate', 'cancel']);
  });

  it('only cancels a request still waiting, and nothing once accepted (placing the order is not a button here)', () => {
    expect(buyerActions('REQUESTED', undefined, now)).toEqual(['cancel']);
    expect(buyerActions('ACCEPTED', tomorrow, now)).toEqual([]);
    expect(buyerActions('EXPIRED', now, now)).toEqual(['negotiate', 'cancel']);
  });
});

describe("the operators' actions", () => {
  it('sends offers and cancels while the quotation is open; cancels an accepted one', () => {
    expect(operatorActions('REQUESTED').sort()).toEqual(['cancel', 'offer']);
    expect(operatorActions('ACCEPTED')).toEqual(['cancel']);
    for (const state of ['ORDERED', 'DECLINED', 'CANCELLED'] as const) expect(operatorActions(state)).toEqual([]);
  });
});

describe("who may post on a quotation's thread", () => {
  it('everyone until it is declined, cancelled or ordered', () => {
    const open = QUOTATION_STATES.filter(canPostMessage);
    expect(open).toEqual(['REQUESTED', 'QUOTED', 'NEGOTIATING', 'ACCEPTED', 'EXPIRED']);
  });
});

describe('an offer past its date', () => {
  it('has expired from its valid-until instant on', () => {
    expect(isOfferExpired(tomorrow, now)).toBe(false);
    expect(isOfferExpired(now, now)).toBe(true);
    expect(isOfferExpired('2026-04-09T11:59:59Z', now)).toBe(true);
  });
});
