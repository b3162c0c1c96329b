/** Webhooks: the events the operators' systems may be told of, and what a delivery can be. */

/** Every event a webhook may subscribe to. `order.pending_approval` is sent once companies approve their orders. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.pending_approval',
  'order.confirmed',
  'order.paid',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'quotation.requested',
  'quotation.offered',
  'quotation.accepted',
  'buyer.applied',
  'buyer.approved',
  'product.stock_changed',
  'support.request_created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event `POST /console/api/webhooks/{id}/test` sends to that webhook alone. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Webhooks one marketplace may keep. */
export const MAX_WEBHOOKS = 20;
