CREATE TABLE "webhook_queue" (
	"delivery_id" bigint PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"object_key" text NOT NULL,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
-- The deliveries pending now move to the queue (a retry with its time) before the column that said when goes.
INSERT INTO "webhook_queue" ("delivery_id", "webhook_id", "object_key", "retry_at")
  SELECT "id", "webhook_id", "object_key", CASE WHEN "attempts" > 0 THEN "next_attempt_at" END
  FROM "webhook_deliveries" WHERE "status" = 'pending';--> statement-breakpoint
DROP INDEX "webhook_deliveries_object_idx";--> statement-breakpoint
CREATE INDEX "webhook_queue_object_idx" ON "webhook_queue" USING btree ("webhook_id","object_key","delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_queue_retry_idx" ON "webhook_queue" USING btree ("retry_at") WHERE "webhook_queue"."retry_at" is not null;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "next_attempt_at";--> statement-breakpoint
-- Recording a delivery's answer changes no indexed column: the room a page keeps lets the row be updated in place (HOT).
ALTER TABLE "webhook_deliveries" SET (fillfactor = 70);--> statement-breakpoint
-- Every statement that adds deliveries (an event's, a redelivery, a test) queues the pending ones and signals the API
-- processes at its commit, never on a rollback; the notifications of one transaction are one. A transaction whose
-- process wakes its own worker after the commit (`hive.webhooks_signal` = 'local': the placing of an order) sends none.
CREATE OR REPLACE FUNCTION hive_webhooks_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_queue (delivery_id, webhook_id, object_key)
    SELECT id, webhook_id, object_key FROM added WHERE status = 'pending';
  IF FOUND AND current_setting('hive.webhooks_signal', true) IS DISTINCT FROM 'local' THEN
    PERFORM pg_notify('hive_webhooks', '');
  END IF;
  RETURN NULL;
END $$;
