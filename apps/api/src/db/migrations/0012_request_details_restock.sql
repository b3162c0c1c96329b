CREATE TABLE "restock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"buyer_id" integer,
	"email" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "restock_requests_requester" CHECK (("restock_requests"."buyer_id" is null) <> ("restock_requests"."email" is null)),
	CONSTRAINT "restock_requests_language" CHECK ("restock_requests"."language" in ('en', 'vi', 'es', 'ru', 'id')),
	CONSTRAINT "restock_requests_email" CHECK ("restock_requests"."email" is null or length("restock_requests"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "destination_country_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "destination_port" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "preferred_incoterm" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "target_date" date;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "request_note" text;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_buyer_idx" ON "restock_requests" USING btree ("product_id","buyer_id") WHERE "restock_requests"."buyer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_email_idx" ON "restock_requests" USING btree ("product_id",lower("email")) WHERE "restock_requests"."buyer_id" is null;--> statement-breakpoint
CREATE INDEX "restock_requests_created_idx" ON "restock_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "restock_requests_waiting_idx" ON "restock_requests" USING btree ("product_id") WHERE "restock_requests"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_destination_country_id_countries_id_fk" FOREIGN KEY ("destination_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_details" CHECK (("quotations"."destination_country_id" is null) = ("quotations"."preferred_incoterm" is null)
        and ("quotations"."preferred_incoterm" is null or "quotations"."preferred_incoterm" in ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'))
        and coalesce(length("quotations"."destination_port"), 0) <= 100 and coalesce(length("quotations"."request_note"), 0) <= 2000);