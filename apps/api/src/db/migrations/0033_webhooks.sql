CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"webhook_id" integer NOT NULL,
	"object_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_code" smallint,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"object_key" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret_sealed" "bytea" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_events" CHECK (cardinality("webhooks"."events") > 0)
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_object_idx" ON "webhook_deliveries" USING btree ("webhook_id","object_key","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at");
--> statement-breakpoint
-- An event recorded in the changing transaction, when (and only when) an active webhook subscribes to its type: the
-- event and one delivery per such webhook.
-- The id is drawn under the lock the change took on its object, so one object's events are numbered in commit order.
CREATE FUNCTION hive_webhook_event(event_type text, key text, payload text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  recorded bigint;
BEGIN
  IF payload IS NULL OR NOT EXISTS (SELECT FROM webhooks WHERE active AND event_type = ANY(events)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO webhook_events (type, object_key, data) VALUES (event_type, key, payload) RETURNING id INTO recorded;
  INSERT INTO webhook_deliveries (event_id, webhook_id, object_key)
    SELECT recorded, id, key FROM webhooks WHERE active AND event_type = ANY(events) ORDER BY id;
  RETURN recorded;
END $$;
--> statement-breakpoint
-- `product.stock_changed` whatever changed the stock (an operator, an import, an order taking it, a cancel giving it
-- back): the product as the console's product list shows it, with its units now (null: no longer held).
CREATE FUNCTION hive_stock_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product integer;
  units integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.units = OLD.units THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT FROM webhooks WHERE active AND 'product.stock_changed' = ANY(events)) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    product := OLD.product_id;
    units := NULL;
  ELSE
    product := NEW.product_id;
    units := NEW.units;
  END IF;
  PERFORM hive_webhook_event('product.stock_changed', 'product:' || product, (
    SELECT json_build_object('id', p.id, 'sku', p.sku, 'barcode', p.barcode,
      'name', coalesce(nullif(p.names->>'en', ''), ''),
      'brand', json_build_object('id', b.id, 'name', coalesce(b.names->>'en', '')),
      'category', json_build_object('id', c.id, 'name', coalesce(c.names->>'en', '')),
      'moq', p.moq, 'supplyUsd', to_char(p.supply_usd / 100.0, 'FM999999999990.00'), 'supplyKrw', p.supply_krw::text,
      'stock', units, 'exist', p.exist, 'hidden', p.hidden,
      'image', (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1))::text
    FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
    WHERE p.id = product));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_stock_webhook AFTER INSERT OR UPDATE OF units OR DELETE ON product_stock
  FOR EACH ROW EXECUTE FUNCTION hive_stock_event();
--> statement-breakpoint
-- Every statement that adds deliveries (an event's, a redelivery, a test) signals the API processes at its commit,
-- never on a rollback; the notifications of one transaction are one.
CREATE FUNCTION hive_webhooks_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM added) THEN
    PERFORM pg_notify('hive_webhooks', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_deliveries_notify AFTER INSERT ON webhook_deliveries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION hive_webhooks_notify();
--> statement-breakpoint
-- An event's data is read as it was written, once per webhook: kept uncompressed (no CPU to pack and unpack it).
ALTER TABLE webhook_events ALTER COLUMN data SET STORAGE EXTERNAL;
