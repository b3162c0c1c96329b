CREATE TABLE "basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_product" UNIQUE("buyer_id","product_id"),
	CONSTRAINT "basket_items_quantity" CHECK (quantity between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_product" UNIQUE("cart_id","product_id"),
	CONSTRAINT "cart_items_quantity" CHECK (quantity between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_buyer_id_unique" UNIQUE("buyer_id")
);
--> statement-breakpoint
CREATE TABLE "quotation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"quotation_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"moq" integer NOT NULL,
	"unit_price" integer,
	CONSTRAINT "quotation_lines_quotation_id_product_id_pk" PRIMARY KEY("quotation_id","product_id"),
	CONSTRAINT "quotation_lines_quantity" CHECK (quantity between 1 and 9999),
	CONSTRAINT "quotation_lines_moq" CHECK ("quotation_lines"."moq" >= 1),
	CONSTRAINT "quotation_lines_price" CHECK ("quotation_lines"."unit_price" is null or "quotation_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"author" text NOT NULL,
	"operator_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_messages_author" CHECK ("quotation_messages"."author" in ('buyer', 'operator', 'system')),
	CONSTRAINT "quotation_messages_body" CHECK (length("quotation_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "quotation_offer_lines" (
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"moq" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quotation_offer_lines_offer_id_product_id_pk" PRIMARY KEY("offer_id","product_id"),
	CONSTRAINT "quotation_offer_lines_quantity" CHECK ("quotation_offer_lines"."quantity" between 0 and 9999),
	CONSTRAINT "quotation_offer_lines_price" CHECK ("quotation_offer_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotation_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"currency" char(3) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"incoterm" text NOT NULL,
	"lead_time_days" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf" "bytea",
	CONSTRAINT "quotation_offers_version" UNIQUE("quotation_id","version"),
	CONSTRAINT "quotation_offers_version_positive" CHECK ("quotation_offers"."version" >= 1),
	CONSTRAINT "quotation_offers_lead_time" CHECK ("quotation_offers"."lead_time_days" between 0 and 365),
	CONSTRAINT "quotation_offers_currency" CHECK ("quotation_offers"."currency" in ('USD', 'KRW'))
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"buyer_id" integer,
	"contact" jsonb,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"currency" char(3) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_offer_id" integer,
	CONSTRAINT "quotations_number_unique" UNIQUE("number"),
	CONSTRAINT "quotations_state" CHECK (state in ('REQUESTED', 'QUOTED', 'NEGOTIATING', 'ACCEPTED', 'ORDERED', 'DECLINED', 'CANCELLED', 'EXPIRED')),
	CONSTRAINT "quotations_requester" CHECK (("quotations"."buyer_id" is null) <> ("quotations"."contact" is null)),
	CONSTRAINT "quotations_currency" CHECK ("quotations"."currency" in ('USD', 'KRW')),
	CONSTRAINT "quotations_accepted" CHECK ("quotations"."state" not in ('ACCEPTED', 'ORDERED') or "quotations"."accepted_offer_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_messages" ADD CONSTRAINT "quotation_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offer_lines" ADD CONSTRAINT "quotation_offer_lines_offer_id_quotation_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."quotation_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offer_lines" ADD CONSTRAINT "quotation_offer_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_accepted_offer_id_quotation_offers_id_fk" FOREIGN KEY ("accepted_offer_id") REFERENCES "public"."quotation_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_events_quotation_idx" ON "quotation_events" USING btree ("quotation_id","created_at");--> statement-breakpoint
CREATE INDEX "quotation_messages_quotation_idx" ON "quotation_messages" USING btree ("quotation_id","created_at");--> statement-breakpoint
CREATE INDEX "quotation_offers_valid_idx" ON "quotation_offers" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "quotations_buyer_idx" ON "quotations" USING btree ("buyer_id","requested_at");--> statement-breakpoint
CREATE INDEX "quotations_state_idx" ON "quotations" USING btree ("state","requested_at");