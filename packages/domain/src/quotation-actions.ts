import { allowedActions, type QuotationAction, type QuotationState } from './quotation-state.js';

/** The actions a buyer takes on a quotation's page; placing the order from an accepted offer belongs to the order flow. */
const BUYER_ACTIONS: readonly QuotationAction[] = ['accept', 'decline', 'negotiate', 'cancel'];
/** What the operators do in the console: send an offer, or close the quotation. */
const OPERATOR_ACTIONS: readonly QuotationAction[] = ['offer', 'cancel'];
/** Once declined, cancelled or ordered, the thread is closed. */
const CLOSED_THREAD: readonly QuotationState[] = ['DECLINED', 'CANCELLED', 'ORDERED'];

/** Whether an offer valid until `validUntil` has expired at `now`. */
export const isOfferExpired = (validUntil: Date | string, now: Date): boolean =>
  new Date(validUntil).getTime() <= now.getTime();

/**
 * The buyer's actions now: the state machine's, less accepting without a current offer or one whose date has passed
 * (the expiry job is late). `currentValidUntil` is the current offer's valid-until date, if there is an offer.
 */
export function buyerActions(
  state: QuotationState,
  currentValidUntil: Date | string | undefined,
  now: Date,
): QuotationAction[] {
  return allowedActions(state, 'buyer').filter(
    (action) =>
      BUYER_ACTIONS.includes(action) &&
      !(action === 'accept' && (currentValidUntil === undefined || isOfferExpired(currentValidUntil, now))),
  );
}

/** The operators' actions now, as the console offers them. */
export const operatorActions = (state: QuotationState): QuotationAction[] =>
  allowedActions(state, 'operator').filter((action) => OPERATOR_ACTIONS.includes(action));

/** Who may still post on a quotation's thread: the buyer and the operators alike, until it is closed. */
export const canPostMessage = (state: QuotationState): boolean => !CLOSED_THREAD.includes(state);
