CREATE TABLE "claim_lines" (
	"claim_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "claim_lines_claim_id_product_id_pk" PRIMARY KEY("claim_id","product_id"),
	CONSTRAINT "claim_lines_quantity" CHECK ("claim_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_photos_size" CHECK ("claim_photos"."size" between 1 and 10485760 and "claim_photos"."size" = octet_length("claim_photos"."data")),
	CONSTRAINT "claim_photos_type" CHECK ("claim_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"idempotency_key" text,
	"outcome" text,
	"amount" bigint,
	"reason" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_kind" CHECK ("claims"."kind" in ('DAMAGED', 'MISSING', 'WRONG')),
	CONSTRAINT "claims_state" CHECK ("claims"."state" in ('OPEN', 'RESOLVED')),
	CONSTRAINT "claims_resolution" CHECK (("claims"."state" = 'OPEN' and "claims"."outcome" is null and "claims"."amount" is null and "claims"."resolved_at" is null)
        or ("claims"."state" = 'RESOLVED' and "claims"."reason" is not null and "claims"."resolved_at" is not null and (
          ("claims"."outcome" = 'CREDIT_NOTE' and "claims"."amount" > 0)
          or ("claims"."outcome" in ('REPLACEMENT', 'REFUSED') and "claims"."amount" is null))))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"number" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"document_id" integer NOT NULL,
	"applied_order_id" integer,
	"applied_at" timestamp with time zone,
	"refund_reference" text,
	"refunded_on" date,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_claim_id_unique" UNIQUE("claim_id"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount" CHECK ("credit_notes"."amount" > 0),
	CONSTRAINT "credit_notes_currency" CHECK ("credit_notes"."currency" in ('USD', 'KRW')),
	CONSTRAINT "credit_notes_refund" CHECK (("credit_notes"."refund_reference" is null) = ("credit_notes"."refunded_on" is null)),
	CONSTRAINT "credit_notes_once" CHECK ("credit_notes"."applied_order_id" is null or "credit_notes"."refund_reference" is null)
);
--> statement-breakpoint
ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_type";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "claim_window_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_resolved_by_operators_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_applied_order_id_orders_id_fk" FOREIGN KEY ("applied_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refunded_by_operators_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_photos_claim_idx" ON "claim_photos" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_buyer_key_idx" ON "claims" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_state_idx" ON "claims" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_open_idx" ON "credit_notes" USING btree ("buyer_id","currency","id") WHERE "credit_notes"."applied_order_id" is null and "credit_notes"."refund_reference" is null;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_type" CHECK ("order_documents"."type" in ('po', 'pi', 'ci', 'pl', 'cn'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_claim_window" CHECK ("settings"."claim_window_days" between 1 and 90);