import {
  DomainError,
  MAX_WEBHOOKS,
  notFound,
  type WebhookBody,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookUpdateBody,
  type WebhookView,
} from '@hive/domain';
import { auditRepository } from '../../audit/audit.repository.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Operator } from '../../plugins/operator-session.js';
import { checkWebhookUrl } from '../../webhooks/webhook-address.js';
import { recordTest, redeliver } from '../../webhooks/webhook-events.js';
import { newWebhookSecret, sealSecret } from '../../webhooks/webhook-secrets.js';
import { type DeliveryRow, type WebhookRow, webhooksRepository } from './webhooks.repository.js';

const iso = (date: Date | string) => new Date(date).toISOString();

export const presentWebhook = (row: WebhookRow): WebhookView => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  lastAttemptAt: row.lastAttemptAt ? iso(row.lastAttemptAt) : null,
  nextAttemptAt: row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
  createdAt: iso(row.createdAt),
});

/** What the audit log keeps of a webhook: never its secret. */
const snapshot = (row: Pick<WebhookRow, 'url' | 'events' | 'description' | 'active'>) => ({
  url: row.url,
  events: row.events,
  description: row.description,
  active: row.active,
});

export type WebhooksOptions = {
  db: Db;
  /** `WEBHOOK_ALLOW_PRIVATE`: `http` and addresses that are not public allowed. */
  allowPrivate: boolean;
  /** Sends what is due now (the delivery worker's), after a test or a redelivery is written. */
  deliverNow?: () => void;
};

/** The operators' webhooks (admins only): kept, their deliveries read, redelivered and tested; each change audited. */
export function webhooksService({ db, allowPrivate, deliverNow = () => {} }: WebhooksOptions) {
  async function find(id: number) {
    const row = await webhooksRepository(db).detail(id);
    if (!row) throw notFound('Webhook');
    return row;
  }

  return {
    list: async () => (await webhooksRepository(db).list()).map(presentWebhook),

    /** A new webhook, and its secret: the only time it is shown. */
    async create(operator: Operator, body: WebhookBody): Promise<WebhookCreated> {
      await checkWebhookUrl(body.url, { allowPrivate });
      const secret = newWebhookSecret();
      const secretSealed = await sealSecret(db, secret);
      const created = await transaction(db, async (tx) => {
        const repository = webhooksRepository(tx);
        await repository.lockForCreation();
        if ((await repository.count()) >= MAX_WEBHOOKS)
          throw new DomainError('CONFLICT', `There are ${MAX_WEBHOOKS} webhooks already: remove one first.`);
        const id = await repository.insert({ ...body, secretSealed, createdBy: operator.id });
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'webhook.create',
          targetType: 'webhook',
          targetId: id,
          before: null,
          after: snapshot({ ...body, active: true }),
        });
        return (await repository.detail(id))!;
      });
      return { ...presentWebhook(created), secret };
    },

    async update(operator: Operator, id: number, body: WebhookUpdateBody): Promise<WebhookView> {
      await checkWebhookUrl(body.url, { allowPrivate });
      return transaction(db, async (tx) => {
        const repository = webhooksRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Webhook');
        await repository.update(id, body);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'webhook.update',
          targetType: 'webhook',
          targetId: id,
          before: snapshot(before),
          after: snapshot(body),
        });
        return presentWebhook((await repository.detail(id))!);
      });
    },

    /** Removes the webhook with its deliveries (those still pending are not sent). */
    remove: (operator: Operator, id: number) =>
      transaction(db, async (tx) => {
        const repository = webhooksRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Webhook');
        await repository.remove(id);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'webhook.delete',
          targetType: 'webhook',
          targetId: id,
          before: snapshot(before),
          after: null,
        });
      }),

    async deliveries(id: number, status: WebhookDeliveryStatus | undefined, page: number, size: number) {
      await find(id);
      const { list, total } = await webhooksRepository(db).deliveries(id, status, page, size);
      return { list: list.map(presentDelivery), page, size, total, totalPages: Math.ceil(total / size) };
    },

    /** The event of a delivery sent again to this webhook, as a new delivery (the same event id). */
    async redeliver(operator: Operator, id: number, deliveryId: number): Promise<WebhookDelivery> {
      await find(id);
      const created = await transaction(db, async (tx) => {
        const newId = await redeliver(tx, id, deliveryId);
        if (newId === undefined) throw notFound('Delivery');
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'webhook.redeliver',
          targetType: 'webhook',
          targetId: id,
          before: { delivery: deliveryId },
          after: { delivery: newId },
        });
        return newId;
      });
      deliverNow();
      return this.delivery(id, created);
    },

    /** A `webhook.test` event to this webhook alone, whatever it subscribes to (and paused or not it is queued). */
    async test(id: number): Promise<WebhookDelivery> {
      const webhook = presentWebhook(await find(id));
      const created = await recordTest(db, id, webhook);
      deliverNow();
      return this.delivery(id, created);
    },

    async delivery(id: number, deliveryId: number): Promise<WebhookDelivery> {
      const found = await webhooksRepository(db).delivery(id, deliveryId);
      if (!found) throw notFound('Delivery');
      return presentDelivery(found);
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
