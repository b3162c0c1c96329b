import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.js';
import {
  allowedActions,
  isOpenQuotation,
  nextQuotationState,
  OPEN_QUOTATION_STATES,
  QUOTATION_STATES,
  type QuotationAction,
  quotationNumber,
} from '../src/quotation-state.js';

describe('quotation states', () => {
  it('follows the happy path: requested, quoted, negotiated, quoted again, accepted, ordered', () => {
    let state = nextQuotationState('REQUESTED', 'offer', 'operator');
    expect(state).toBe('QUOTED');
    state = nextQuotationState(state, 'negotiate', 'buyer');
    expect(state).toBe('NEGOTIATING');
    state = nextQuotationState(state, 'offer', 'operator');
    expect(state).toBe('QUOTED');
    state = nextQuotationState(state, 'accept', 'buyer');
    expect(state).toBe('ACCEPTED');
    expect(nextQuotationState(state, 'order', 'system')).toBe('ORDERED');
  });

  it('accepts an offer only once: an accepted quotation cannot be accepted, declined or re-offered', () => {
    for (const action of ['accept', 'decline', 'negotiate', 'offer', 'expire'] as QuotationAction[]) {
      expect(() => nextQuotationState('ACCEPTED', action, action === 'offer' ? 'operator' : 'buyer')).toThrow(
        DomainError,
      );
    }
  });

  it('lets only the right actor act: buyers accept, operators offer, the job expires', () => {
    expect(() => nextQuotationState('QUOTED', 'accept', 'operator')).toThrow(/cannot/);
    expect(() => nextQuotationState('REQUESTED', 'offer', 'buyer')).toThrow(/cannot/);
    expect(() => nextQuotationState('QUOTED', 'expire', 'buyer')).toThrow(/cannot/);
    expect(nextQuotationState('QUOTED', 'expire', 'system')).toBe('EXPIRED');
  });

  it('lets a buyer cancel before acceptance and only an operator after it', () => {
    expect(nextQuotationState('REQUESTED', 'cancel', 'buyer')).toBe('CANCELLED');
    expect(() => nextQuotationState('ACCEPTED', 'cancel', 'buyer')).toThrow(DomainError);
    expect(nextQuotationState('ACCEPTED', 'cancel', 'operator')).toBe('CANCELLED');
  });

  it('revives an expired quotation with a new offer or a request for one', () => {
    expect(nextQuotationState('EXPIRED', 'offer', 'operator')).toBe('QUOTED');
    expect(nextQuotationState('EXPIRED', 'negotiate', 'buyer')).toBe('NEGOTIATING');
    expect(() => nextQuotationState('EXPIRED', 'accept', 'buyer')).toThrow(DomainError);
  });

  it('ends for good when ordered, declined or cancelled', () => {
    for (const state of ['ORDERED', 'DECLINED', 'CANCELLED'] as const) {
      expect(allowedActions(state, 'buyer')).toEqual([]);
      expect(allowedActions(state, 'operator')).toEqual([]);
    }
  });

  it('offers each actor exactly the actions the machine would take', () => {
    for (const state of QUOTATION_STATES) {
      for (const actor of ['buyer', 'operator', 'system'] as const) {
        for (const action of allowedActions(state, actor)) {
          expect(() => nextQuotationState(state, action, actor)).not.toThrow();
        }
      }
    }
    expect(allowedActions('QUOTED', 'buyer').sort()).toEqual(['accept', 'cancel', 'decline', 'negotiate']);
    expect(allowedActions('NEGOTIATING', 'operator').sort()).toEqual(['cancel', 'offer']);
  });
});

describe('quotation numbers', () => {
  it('reads Q-year-sequence with six digits', () => {
    expect(quotationNumber(123, new Date('2026-11-23T10:00:00Z'))).toBe('Q-2026-000123');
    expect(quotationNumber(1_234_567, new Date('2027-01-01T00:00:00Z'))).toBe('Q-2027-1234567');
    expect(() => quotationNumber(0, new Date())).toThrow(RangeError);
  });
});

describe('open quotations', () => {
  it('are the ones anything can still happen to: an expired one can be offered again', () => {
    expect(OPEN_QUOTATION_STATES).toEqual(['REQUESTED', 'QUOTED', 'NEGOTIATING', 'ACCEPTED', 'EXPIRED']);
    for (const state of ['ORDERED', 'DECLINED', 'CANCELLED'] as const) expect(isOpenQuotation(state)).toBe(false);
  });
});
