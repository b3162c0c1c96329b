CREATE TABLE "order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"version" smallint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"pdf" "bytea",
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_version" UNIQUE("order_id","type","version"),
	CONSTRAINT "order_documents_type" CHECK ("order_documents"."type" in ('po', 'pi', 'ci', 'pl')),
	CONSTRAINT "order_documents_version_positive" CHECK ("order_documents"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor" CHECK ("order_events"."actor" in ('buyer', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"moq" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"held_units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "order_lines_quantity" CHECK (quantity between 1 and 9999),
	CONSTRAINT "order_lines_moq" CHECK ("order_lines"."moq" >= 1),
	CONSTRAINT "order_lines_price" CHECK ("order_lines"."unit_price" >= 0),
	CONSTRAINT "order_lines_held" CHECK ("order_lines"."held_units" between 0 and "order_lines"."quantity" * "order_lines"."moq")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "order_payments_kind" CHECK ("order_payments"."kind" in ('full', 'deposit', 'balance')),
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"quotation_id" integer,
	"idempotency_key" text,
	"state" text DEFAULT 'PLACED' NOT NULL,
	"currency" char(3) NOT NULL,
	"total_amount" bigint NOT NULL,
	"ship_to" jsonb NOT NULL,
	"consignee" jsonb NOT NULL,
	"notify_party" jsonb,
	"contact" jsonb NOT NULL,
	"incoterm" text NOT NULL,
	"named_place" text NOT NULL,
	"shipping_method" text NOT NULL,
	"requested_date" date,
	"po_number" text DEFAULT '' NOT NULL,
	"payment_method" text DEFAULT 'BANK_TRANSFER' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"payment_terms" text,
	"deposit_percent" smallint,
	"pay_by" timestamp with time zone NOT NULL,
	"shipment" jsonb,
	"cancel_reason" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_state" CHECK (state in ('PLACED', 'CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
	CONSTRAINT "orders_currency" CHECK ("orders"."currency" in ('USD', 'KRW')),
	CONSTRAINT "orders_total" CHECK ("orders"."total_amount" >= 0),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" = 'BANK_TRANSFER'),
	CONSTRAINT "orders_payment_terms" CHECK (("orders"."payment_terms" is null and "orders"."deposit_percent" is null)
        or ("orders"."payment_terms" = 'ADVANCE' and "orders"."deposit_percent" is null)
        or ("orders"."payment_terms" = 'DEPOSIT' and "orders"."deposit_percent" between 10 and 90)),
	CONSTRAINT "orders_confirmed_terms" CHECK ("orders"."state" in ('PLACED', 'CANCELLED') or "orders"."payment_terms" is not null),
	CONSTRAINT "orders_shipped" CHECK ("orders"."state" not in ('SHIPPED', 'DELIVERED') or "orders"."shipment" is not null),
	CONSTRAINT "orders_idempotency_key" CHECK ("orders"."idempotency_key" is null or length("orders"."idempotency_key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"outbox_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "outbox_attachments_outbox_id_document_id_pk" PRIMARY KEY("outbox_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" char(2) DEFAULT 'KR' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_carton" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_weight_g" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_volume_cm3" integer;--> statement-breakpoint
-- Packing for the products already there, by the demo catalogue's rule (db/seed/catalogue.ts, packingFor): about
-- 8 kg of goods a carton, 600 g of carton, a quarter more room than the units take.
UPDATE "products" SET "units_per_carton" = greatest(1, 8000 / "weight_g"),
  "carton_weight_g" = greatest(1, 8000 / "weight_g") * "weight_g" + 600,
  "carton_volume_cm3" = (greatest(1, 8000 / "weight_g") * "volume_cm3" * 5 + 3) / 4;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "units_per_carton" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "carton_weight_g" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "carton_volume_cm3" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seller_name" text DEFAULT 'Hive Trading Co., Ltd.' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_swift" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "order_payment_days" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quotation_idx" ON "orders" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_buyer_key_idx" ON "orders" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","placed_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."state" in ('PLACED', 'CONFIRMED');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin" CHECK ("products"."origin_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_packing" CHECK ("products"."units_per_carton" >= 1 and "products"."carton_weight_g" >= "products"."units_per_carton" * "products"."weight_g" and "products"."carton_volume_cm3" > 0);--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_payment_days" CHECK ("settings"."order_payment_days" between 1 and 365);