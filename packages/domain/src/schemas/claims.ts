import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_OUTCOMES, CLAIM_STATES, MAX_CLAIM_PHOTOS } from '../claims.js';
import { CURRENCIES } from '../money.js';
import { idSchema, pageFields, plainText, shownText } from './common.js';
import { MAX_ORDER_LINES } from './orders.js';

/**
 * Claims after delivery: the buyer's report on a delivered order (lines in units, kind, note, then its photos), the
 * claim as the buyer and the operators read it, and the operators' resolution and refund. Amounts are integer minor
 * units of the order's currency.
 */
export const claimKindSchema = z.enum(CLAIM_KINDS);
export const claimStateSchema = z.enum(CLAIM_STATES);
export const claimOutcomeSchema = z.enum(CLAIM_OUTCOMES);

/** `POST /client/api/v1/orders/{id}/claims`: which lines, how many units of each, what happened and a note. */
export const claimBody = z.strictObject({
  lines: z
    .array(z.strictObject({ productId: idSchema, quantity: z.number().int().min(1).max(10_000_000) }))
    .min(1)
    .max(MAX_ORDER_LINES),
  kind: claimKindSchema,
  note: shownText().trim().max(2000).default(''),
});
export type ClaimBody = z.infer<typeof claimBody>;

/** `POST /console/api/claims/{id}/resolve`: once; a credit note's amount is required, a reason always. */
export const resolveClaimBody = z.strictObject({
  outcome: claimOutcomeSchema,
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  reason: shownText().trim().min(1).max(1000),
});
export type ResolveClaimBody = z.infer<typeof resolveClaimBody>;

/** `POST /console/api/claims/{id}/refund`: the credit note paid back instead of taken off a next order. */
export const refundCreditNoteBody = z.strictObject({
  reference: shownText().trim().min(1).max(100),
  paidOn: z.iso.date(),
});
export type RefundCreditNoteBody = z.infer<typeof refundCreditNoteBody>;

export const claimPhotoQuery = z.strictObject({ name: plainText().trim().min(1).max(200).default('photo') });
export const claimPhotoParams = z.strictObject({ id: idSchema, photoId: idSchema });

export const claimLineView = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Units claimed, and units the order delivered on the line. */
  quantity: z.number().int(),
  delivered: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type ClaimLineView = z.infer<typeof claimLineView>;

export const claimPhotoView = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Where it downloads from, with the same session header. */
  url: z.string(),
});
export type ClaimPhotoView = z.infer<typeof claimPhotoView>;

export const creditNoteView = z.object({
  number: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** OPEN: waits for the next order; APPLIED to an order; REFUNDED by transfer. */
  status: z.enum(['OPEN', 'APPLIED', 'REFUNDED']),
  appliedOrder: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  refund: z.object({ reference: z.string(), paidOn: z.string() }).nullable(),
  /** The PDF's address, with the same session header. */
  url: z.string(),
});
export type CreditNoteView = z.infer<typeof creditNoteView>;

export const claimView = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), number: z.string() }),
  kind: claimKindSchema,
  note: z.string(),
  state: claimStateSchema,
  currency: z.enum(CURRENCIES),
  lines: z.array(claimLineView),
  /** The claimed lines' value at the order's prices: the most a credit note may give. */
  claimedValue: z.number().int(),
  photos: z.array(claimPhotoView),
  /** Photos may still be added (the claim is open and holds fewer than the most). */
  canAddPhotos: z.boolean(),
  maxPhotos: z.literal(MAX_CLAIM_PHOTOS),
  outcome: claimOutcomeSchema.nullable(),
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  creditNote: creditNoteView.nullable(),
  createdAt: z.string(),
});
export type ClaimView = z.infer<typeof claimView>;

/** The claims of an order, as its page lists them, and whether a new one may be made now. */
export const orderClaims = z.object({
  /** The order is delivered and its window still open. */
  canClaim: z.boolean(),
  /** When the window closes (null: not delivered). */
  claimUntil: z.string().nullable(),
  claims: z.array(claimView),
  /** Credit notes of earlier claims taken off this order at its confirmation. */
  appliedCredit: z.array(
    z.object({
      number: z.string(),
      amount: z.number().int(),
      currency: z.enum(CURRENCIES),
      /** The order the claim was about. */
      claimedOrder: z.object({ id: z.number().int(), number: z.string() }),
    }),
  ),
});
export type OrderClaims = z.infer<typeof orderClaims>;

export const consoleClaimView = claimView.extend({
  buyer: z.object({ id: z.number().int(), company: z.string(), loginId: z.string() }),
  resolvedBy: z.string().nullable(),
});
export type ConsoleClaimView = z.infer<typeof consoleClaimView>;

export const consoleClaimRow = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), number: z.string() }),
  buyer: z.object({ id: z.number().int(), company: z.string() }),
  kind: claimKindSchema,
  state: claimStateSchema,
  outcome: claimOutcomeSchema.nullable(),
  currency: z.enum(CURRENCIES),
  claimedValue: z.number().int(),
  photos: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleClaimRow = z.infer<typeof consoleClaimRow>;

export const consoleClaimsQuery = z.strictObject({
  state: claimStateSchema.optional(),
  orderId: idSchema.optional(),
  ...pageFields,
});
