import type { WebhookDeliveryStatus, WebhookEvent } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

export type WebhookRow = {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  pending: number;
  failed: number;
};

export type DeliveryRow = {
  id: number;
  eventId: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  /** When a pending delivery is due (its queue row: a retry's time, or its creation); null once it is not pending. */
  nextAttemptAt: Date | null;
  createdAt: Date;
};

export type WebhookFields = { url: string; events: WebhookEvent[]; description: string };

const columns = sql`w.id, w.url, w.events, w.description, w.active, w.created_at as "createdAt",
  w.updated_at as "updatedAt",
  (select count(*)::int from webhook_queue q where q.webhook_id = w.id) as pending,
  (select count(*)::int from webhook_deliveries d where d.webhook_id = w.id and d.status = 'failed') as failed`;

const deliveryColumns = sql`d.id::float8 as id, e.public_id as "eventId", e.type, d.status, d.attempts,
  d.last_code as "lastCode", d.last_error as "lastError", d.last_attempt_at as "lastAttemptAt",
  (select coalesce(q.retry_at, d.created_at) from webhook_queue q where q.delivery_id = d.id) as "nextAttemptAt",
  d.created_at as "createdAt"`;

/** The one writer of `webhooks`; it reads their deliveries (written by the platform's `webhooks/`). */
export function webhooksRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  return {
    list: () => rows<WebhookRow>(sql`select ${columns} from webhooks w order by w.id`),

    detail: (id: number, lock = false) =>
      one<WebhookRow>(sql`select ${columns} from webhooks w where w.id = ${id} ${lock ? sql`for update` : sql``}`),

    async count() {
      return (await one<{ n: number }>(sql`select count(*)::int as n from webhooks`))?.n ?? 0;
    },

    async insert(fields: WebhookFields & { secretSealed: Buffer; createdBy: number }) {
      const row = await one<{
        id: number;
      }>(sql`insert into webhooks (url, events, description, secret_sealed, created_by)
        values (${fields.url}, ${sql.param(fields.events)}::text[], ${fields.description}, ${fields.secretSealed},
          ${fields.createdBy}) returning id`);
      return row!.id;
    },

    async update(id: number, fields: WebhookFields & { active: boolean }) {
      await db.execute(sql`update webhooks set url = ${fields.url}, events = ${sql.param(fields.events)}::text[],
        description = ${fields.description}, active = ${fields.active}, updated_at = now() where id = ${id}`);
    },

    /** The webhook with its deliveries and its queue (neither has a foreign key to it: see the schema). */
    async remove(id: number) {
      await db.execute(sql`with queued as (delete from webhook_queue where webhook_id = ${id}),
          delivered as (delete from webhook_deliveries where webhook_id = ${id})
        delete from webhooks where id = ${id}`);
    },

    /** Creations wait for each other: the count a creation reads holds until it commits. */
    async lockForCreation() {
      await db.execute(sql`lock table webhooks in share row exclusive mode`);
    },

    /** A webhook's deliveries, newest first. */
    async deliveries(webhookId: number, status: WebhookDeliveryStatus | undefined, page: number, size: number) {
      const where = sql`d.webhook_id = ${webhookId} ${status ? sql`and d.status = ${status}` : sql``}`;
      const list = await rows<DeliveryRow>(sql`select ${deliveryColumns}
        from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where ${where} order by d.id desc limit ${size} offset ${(page - 1) * size}`);
      const total = await one<{ n: number }>(sql`select count(*)::int as n from webhook_deliveries d where ${where}`);
      return { list, total: total?.n ?? 0 };
    },

    delivery: (webhookId: number, deliveryId: number) =>
      one<DeliveryRow>(sql`select ${deliveryColumns} from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where d.id = ${deliveryId} and d.webhook_id = ${webhookId}`),
  };
}
