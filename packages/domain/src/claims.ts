import { DomainError } from './errors.js';
import type { OrderState } from './order-state.js';

/**
 * Claims after delivery (PRODUCT.md): within the terms' window, counted from the order's delivery, the buyer reports
 * damaged, missing or wrong goods on lines of a delivered order, with photos; the operators resolve it once with a
 * credit note, a replacement or a refusal with a reason.
 */
export const CLAIM_KINDS = ['DAMAGED', 'MISSING', 'WRONG'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_STATES = ['OPEN', 'RESOLVED'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const CLAIM_OUTCOMES = ['CREDIT_NOTE', 'REPLACEMENT', 'REFUSED'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

/** The terms' window when the settings say nothing else, in days from delivery. */
export const DEFAULT_CLAIM_WINDOW_DAYS = 7;
/** The longest window the settings may give. */
export const MAX_CLAIM_WINDOW_DAYS = 90;
/** Photos one claim may hold. */
export const MAX_CLAIM_PHOTOS = 10;
/** The largest photo, in bytes. */
export const CLAIM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The picture types a claim's photo may be, read from its content. */
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const DAY_MS = 86_400_000;

/** What decides a claim: the order as it is, its delivered lines in units, and the window. */
export type ClaimFacts = {
  state: OrderState;
  /** When the order's DELIVERED event was recorded (null: never delivered). */
  deliveredAt: Date | null;
  /** Units delivered per product of the order. */
  delivered: ReadonlyMap<number, number>;
  windowDays: number;
  now: Date;
};

/** The last moment a claim may be made on an order delivered at `deliveredAt`. */
export const claimDeadline = (deliveredAt: Date, windowDays: number) =>
  new Date(deliveredAt.getTime() + windowDays * DAY_MS);

/** Whether the order may be claimed at all now (state and window), before any line is chosen. */
export function claimOpen({ state, deliveredAt, windowDays, now }: Omit<ClaimFacts, 'delivered'>): boolean {
  return state === 'DELIVERED' && deliveredAt !== null && now <= claimDeadline(deliveredAt, windowDays);
}

/**
 * Why a claim of `lines` (units per product) may not be made on the order, or undefined when it may: the order must be
 * delivered, the window (from its delivery) still open, and each line one of the order's, at most the units
 * delivered on it, each product once. `lines` absent asks only about the order (the page's "Report a problem").
 */
export function claimRefusal(
  facts: ClaimFacts,
  lines?: readonly { productId: number; quantity: number }[],
): DomainError | undefined {
  if (facts.state !== 'DELIVERED' || !facts.deliveredAt)
    return new DomainError('ORDER_STATE', 'Only a delivered order can be claimed.');
  if (!claimOpen(facts))
    return new DomainError(
      'ORDER_STATE',
      `Claims are taken within ${facts.windowDays} days of delivery; this order's window has closed.`,
    );
  if (!lines) return undefined;
  if (lines.length === 0) return new DomainError('BAD_REQUEST', 'body.lines: choose at least one line.');
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    const delivered = facts.delivered.get(line.productId);
    if (delivered === undefined)
      return new DomainError('BAD_REQUEST', `body.lines.${index}.productId: is not a line of this order`);
    if (seen.has(line.productId))
      return new DomainError('BAD_REQUEST', `body.lines.${index}.productId: is claimed twice`);
    seen.add(line.productId);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > delivered)
      return new DomainError(
        'BAD_REQUEST',
        `body.lines.${index}.quantity: between 1 and the ${delivered} units delivered`,
      );
  }
  return undefined;
}

/** What a resolution may be: a credit note's amount above zero and at most the claimed lines' value at the order's prices. */
export function resolutionRefusal(
  outcome: ClaimOutcome,
  amount: number | undefined,
  claimedValue: number,
): DomainError | undefined {
  if (outcome !== 'CREDIT_NOTE') {
    if (amount !== undefined) return new DomainError('BAD_REQUEST', 'body.amount: only a credit note has an amount');
    return undefined;
  }
  if (amount === undefined) return new DomainError('BAD_REQUEST', 'body.amount: a credit note needs its amount');
  if (amount <= 0 || amount > claimedValue)
    return new DomainError(
      'BAD_REQUEST',
      `body.amount: above 0 and at most the claimed lines' value (${claimedValue})`,
    );
  return undefined;
}

/**
 * Which of the buyer's open credit notes (oldest first) an order of `total` takes: each note whole, to one order, as
 * long as the sum stays within the total; a note that would pass it waits for a larger order (or a refund).
 */
export function creditToApply(
  total: number,
  notes: readonly { id: number; amount: number }[],
): { ids: number[]; amount: number } {
  const ids: number[] = [];
  let amount = 0;
  for (const note of notes) {
    if (amount + note.amount > total) continue;
    ids.push(note.id);
    amount += note.amount;
  }
  return { ids, amount };
}
