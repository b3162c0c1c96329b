CREATE TABLE "product_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_certificates_kind" CHECK ("product_certificates"."kind" in ('MSDS', 'CPNP', 'FDA', 'COA', 'HALAL', 'OTHER')),
	CONSTRAINT "product_certificates_size" CHECK ("product_certificates"."size_bytes" between 1 and 5242880),
	CONSTRAINT "product_certificates_title" CHECK (length("product_certificates"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "lead_time_days" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "min_order_usd" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "min_order_krw" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_months" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacture_country" char(2);--> statement-breakpoint
ALTER TABLE "product_certificates" ADD CONSTRAINT "product_certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_certificates_product_idx" ON "product_certificates" USING btree ("product_id","id");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_lead_time" CHECK ("brands"."lead_time_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_min_order" CHECK (("brands"."min_order_usd" is null) = ("brands"."min_order_krw" is null) and "brands"."min_order_usd" >= 0 and "brands"."min_order_krw" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ingredients" CHECK (length("products"."ingredients") <= 4000 and length("products"."allergens") <= 500);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life" CHECK ("products"."shelf_life_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacture_country" CHECK ("products"."manufacture_country" ~ '^[A-Z]{2}$');