import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../webhooks.js';
import { pageFields, plainText, shownText } from './common.js';

/**
 * Webhooks: the addresses of the operators' own systems that Hive tells of what happens, each a signed `POST` of one
 * event (`{ id, type, createdAt, data }`, `data` the object as the console API shows it). Admins keep them.
 */

const webhookFields = {
  /** Where the events are posted: `https` with a public address (see `WEBHOOK_ALLOW_PRIVATE`). */
  url: plainText()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/ })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((events) => new Set(events).size === events.length, 'lists an event twice'),
  description: shownText().trim().max(200).default(''),
};

export const webhookBody = z.strictObject(webhookFields);
export type WebhookBody = z.infer<typeof webhookBody>;

/** A change: the same fields, and whether events are sent (a paused webhook keeps its events until it is resumed). */
export const webhookUpdateBody = z.strictObject({ ...webhookFields, active: z.boolean() });
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBody>;

export const webhookView = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Deliveries waiting (or being retried) and given up on. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookView = z.infer<typeof webhookView>;

/** The new webhook and its signing secret: shown this once, never again. */
export const webhookCreated = webhookView.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreated>;

export const webhookDelivery = z.object({
  id: z.number().int(),
  /** The event's id, sent as `Hive-Event-Id`: a redelivery sends the same. */
  eventId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null before one, or when none came (then `lastError` says why). */
  lastCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending delivery is tried next. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesQuery = z.strictObject({
  ...pageFields,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});

export const webhookDeliveryParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number().int().positive().max(9_007_199_254_740_991),
});
