import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sqlRunner } from '../db/sql.js';

/*
 * What happens, for the operators' webhooks: an event is written in the transaction of the change it tells about (the
 * transactional outbox), so that it is sent if and only if the change committed, after a crash too; the delivery worker
 * (`webhook-delivery.ts`) sends it after the commit. Nothing is written when no active webhook subscribes to the type.
 * Each event names its object (`order:12`): one object's events are delivered in the order they were committed.
 */

/** An SQL condition: some active webhook subscribes to `type`. */
export const subscribedTo = (type: WebhookEvent) =>
  sql`exists (select from webhooks where active and ${type} = any(events))`;

/**
 * Records `type` about `objectKey` with `tx`, the changing transaction, once the change is made (after the lock it took
 * on the object). `data`, the object as the console API shows it, is asked for only when a webhook subscribes.
 */
export async function recordEvent(
  tx: Db,
  type: WebhookEvent,
  objectKey: string,
  data: () => unknown | Promise<unknown>,
): Promise<void> {
  const { one } = sqlRunner(tx, 'webhook');
  const found = await one<{ subscribed: boolean }>(sql`select ${subscribedTo(type)} as subscribed`);
  if (!found?.subscribed) return;
  await one(sql`select hive_webhook_event(${type}, ${objectKey}, ${JSON.stringify(await data())})`);
}

/**
 * The same, as common table expressions of the statement that makes the change (one round trip for both): the event
 * is written only when `made` (one of its CTEs) has a row and a webhook subscribes. For a statement whose caller knows a
 * webhook subscribes (`subscribedTo` read beforehand) and has the data at hand. Its deliveries signal no process at the
 * commit (`hive.webhooks_signal`, migration 0037): a notification makes every committing transaction that sends one wait
 * for the others' commits, the placing of orders among them. The caller wakes its own process's worker once the
 * statement has committed (`WebhookDelivery.wake`); should the process die first, the next sweep sends them.
 */
export const webhookEventWith = (type: WebhookEvent, objectKey: string, data: unknown, made: SQL) =>
  sql`webhook_event as (insert into webhook_events (type, object_key, data)
      select ${type}, ${objectKey}, ${JSON.stringify(data)}
      where exists (select from ${made}) and ${subscribedTo(type)}
        and set_config('hive.webhooks_signal', 'local', true) is not null returning id),
    webhook_delivery as (insert into webhook_deliveries (event_id, webhook_id, object_key)
      select e.id, w.id, ${objectKey} from webhook_event e, webhooks w
      where w.active and ${type} = any(w.events) order by w.id)`;

/**
 * A delivery of webhook `webhookId` sent again: a new delivery of the same event (the same `Hive-Event-Id`), due now,
 * the earlier one kept as it ended. Undefined when the webhook has no such delivery.
 */
export async function redeliver(db: Db, webhookId: number, deliveryId: number): Promise<number | undefined> {
  const { one } = sqlRunner(db);
  const row = await one<{ id: number }>(sql`insert into webhook_deliveries (event_id, webhook_id, object_key)
    select event_id, webhook_id, object_key from webhook_deliveries where id = ${deliveryId} and webhook_id = ${webhookId}
    returning id::float8 as id`);
  return row?.id;
}

/** A `webhook.test` event for webhook `webhookId` alone (`data`: the webhook as the console shows it). */
export async function recordTest(db: Db, webhookId: number, data: unknown): Promise<number> {
  const { one } = sqlRunner(db);
  const row = await one<{ id: number }>(sql`with e as (insert into webhook_events (type, object_key, data)
      values (${WEBHOOK_TEST_EVENT}, ${`webhook:${webhookId}`}, ${JSON.stringify(data)}) returning id)
    insert into webhook_deliveries (event_id, webhook_id, object_key)
    select e.id, ${webhookId}, ${`webhook:${webhookId}`} from e returning id::float8 as id`);
  return row!.id;
}
