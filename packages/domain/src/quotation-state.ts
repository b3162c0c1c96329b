import { DomainError } from './errors.js';

/**
 * A quotation's states as the buyer sees them (PRODUCT.md): requested, answered with an offer, negotiated, accepted,
 * turned into an order; or declined by the buyer, cancelled, or expired past the offer's valid-until date.
 */
export const QUOTATION_STATES = [
  'REQUESTED',
  'QUOTED',
  'NEGOTIATING',
  'ACCEPTED',
  'ORDERED',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** What can happen to a quotation, and who may make it happen. */
export const QUOTATION_ACTIONS = {
  /** Operators send an offer: a new, unchangeable version. */
  offer: 'operator',
  /** The buyer accepts the current offer. */
  accept: 'buyer',
  /** The buyer declines the current offer. */
  decline: 'buyer',
  /** The buyer asks for changes, with a message. */
  negotiate: 'buyer',
  /** The scheduled job, once the current offer's valid-until date has passed. */
  expire: 'system',
  /** The buyer withdraws the request, or an operator closes it. */
  cancel: 'buyer or operator',
  /** An order is placed from the accepted offer. */
  order: 'system',
} as const;
export type QuotationAction = keyof typeof QUOTATION_ACTIONS;
export type QuotationActor = 'buyer' | 'operator' | 'system';

const NEXT: Record<QuotationState, Partial<Record<QuotationAction, QuotationState>>> = {
  REQUESTED: { offer: 'QUOTED', cancel: 'CANCELLED' },
  QUOTED: {
    offer: 'QUOTED',
    accept: 'ACCEPTED',
    decline: 'DECLINED',
    negotiate: 'NEGOTIATING',
    expire: 'EXPIRED',
    cancel: 'CANCELLED',
  },
  NEGOTIATING: { offer: 'QUOTED', decline: 'DECLINED', cancel: 'CANCELLED' },
  EXPIRED: { offer: 'QUOTED', negotiate: 'NEGOTIATING', cancel: 'CANCELLED' },
  ACCEPTED: { order: 'ORDERED', cancel: 'CANCELLED' },
  ORDERED: {},
  DECLINED: {},
  CANCELLED: {},
};

/**
 * Whether a quotation is still under way: anything can still happen to it (an offer, an answer, a cancellation).
 * Ordered, declined and cancelled ones are finished; an expired one can be offered again, so it is open.
 */
export const isOpenQuotation = (state: QuotationState): boolean => Object.keys(NEXT[state]).length > 0;
/** The states the buyer can still act on or wait for (what keeps an account from being closed). */
export const OPEN_QUOTATION_STATES: readonly QuotationState[] = QUOTATION_STATES.filter(isOpenQuotation);

const ALLOWED_ACTOR: Record<QuotationAction, readonly QuotationActor[]> = {
  offer: ['operator'],
  accept: ['buyer'],
  decline: ['buyer'],
  negotiate: ['buyer'],
  expire: ['system'],
  cancel: ['buyer', 'operator'],
  order: ['system', 'buyer', 'operator'],
};

/** Once accepted, only an operator may cancel (the order is being prepared); a buyer cancels before that. */
const BUYER_CANCELS_FROM: readonly QuotationState[] = ['REQUESTED', 'QUOTED', 'NEGOTIATING', 'EXPIRED'];

/** The actions `actor` may take on a quotation in `state`, for buttons and for the server's checks alike. */
export function allowedActions(state: QuotationState, actor: QuotationActor): QuotationAction[] {
  return (Object.keys(NEXT[state]) as QuotationAction[]).filter((action) => mayAct(state, action, actor));
}

function mayAct(state: QuotationState, action: QuotationAction, actor: QuotationActor): boolean {
  if (!(action in NEXT[state]) || !ALLOWED_ACTOR[action].includes(actor)) return false;
  return !(action === 'cancel' && actor === 'buyer' && !BUYER_CANCELS_FROM.includes(state));
}

/** The state after `action`, or a CONFLICT naming why it cannot happen now. */
export function nextQuotationState(
  state: QuotationState,
  action: QuotationAction,
  actor: QuotationActor,
): QuotationState {
  const next = NEXT[state][action];
  if (next === undefined || !mayAct(state, action, actor)) {
    throw new DomainError(
      'QUOTATION_STATE',
      `A quotation that is ${state} cannot be changed by "${action}" (${actor}).`,
    );
  }
  return next;
}

/** Human-readable numbers, e.g. Q-2026-000123: the year of the request and the quotation's sequence number. */
export function quotationNumber(sequence: number, requestedAt: Date): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Bad quotation sequence ${sequence}`);
  return `Q-${requestedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}
