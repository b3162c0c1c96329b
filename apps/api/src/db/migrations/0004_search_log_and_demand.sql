CREATE TABLE "demand_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"units" bigint NOT NULL,
	"value_usd" bigint NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_events_kind" CHECK ("demand_events"."kind" in ('quotation', 'order')),
	CONSTRAINT "demand_events_units" CHECK ("demand_events"."units" > 0),
	CONSTRAINT "demand_events_value" CHECK ("demand_events"."value_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"results" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_log_term" CHECK (length("search_log"."term") between 1 and 100 and "search_log"."term" = lower(btrim("search_log"."term"))),
	CONSTRAINT "search_log_results" CHECK ("search_log"."results" >= 0)
);
--> statement-breakpoint
ALTER TABLE "demand_events" ADD CONSTRAINT "demand_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_events" ADD CONSTRAINT "demand_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_events_kind_time_idx" ON "demand_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "demand_events_time_idx" ON "demand_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "search_log_searched_idx" ON "search_log" USING btree ("searched_at");