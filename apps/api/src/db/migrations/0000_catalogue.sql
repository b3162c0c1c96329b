CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"logo_url" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"top_position" integer,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_names_en" CHECK (jsonb_typeof(names->'en') = 'string' and length(names->>'en') > 0),
	CONSTRAINT "brands_descriptions_en" CHECK (jsonb_typeof(descriptions->'en') = 'string' and length(descriptions->>'en') > 0),
	CONSTRAINT "brands_top_position" CHECK ("brands"."is_top" or "brands"."top_position" is null),
	CONSTRAINT "brands_popularity" CHECK ("brands"."popularity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buyer_interested_brands" (
	"buyer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "buyer_interested_brands_buyer_id_brand_id_pk" PRIMARY KEY("buyer_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"join_status_code" char(2) NOT NULL,
	"approved_at" timestamp with time zone,
	"grade_id" char(2),
	"currency" char(3),
	"company_name" text NOT NULL,
	"country_id" integer NOT NULL,
	"rep_contact_name" text NOT NULL,
	"rep_contact_email" text NOT NULL,
	"phone_country_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"agreed_terms_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyers_join_status" CHECK ("buyers"."join_status_code" in ('01', '09')),
	CONSTRAINT "buyers_currency" CHECK ("buyers"."currency" is null or "buyers"."currency" in ('USD', 'KRW')),
	CONSTRAINT "buyers_approved_terms" CHECK ("buyers"."approved_at" is null or ("buyers"."grade_id" is not null and "buyers"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"parent_depth" smallint,
	"depth" smallint NOT NULL,
	"names" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_id_depth" UNIQUE("id","depth"),
	CONSTRAINT "categories_depth" CHECK ("categories"."depth" = coalesce("categories"."parent_depth", 0) + 1 and "categories"."depth" between 1 and 2),
	CONSTRAINT "categories_parent_pair" CHECK (("categories"."parent_id" is null) = ("categories"."parent_depth" is null)),
	CONSTRAINT "categories_names_en" CHECK (jsonb_typeof(names->'en') = 'string' and length(names->>'en') > 0)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	"name" text NOT NULL,
	"calling_code" text NOT NULL,
	"emoji" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_code_upper" CHECK ("countries"."code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_bp" integer NOT NULL,
	CONSTRAINT "grades_id" CHECK ("grades"."id" in ('01', '02', '03', '04')),
	CONSTRAINT "grades_discount" CHECK ("grades"."discount_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role" CHECK ("operators"."role" in ('admin', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "product_group_members" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_group_members_group_id_product_id_pk" PRIMARY KEY("group_id","product_id"),
	CONSTRAINT "product_group_members_position" UNIQUE("group_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_groups_code_type" UNIQUE("code","type"),
	CONSTRAINT "product_groups_type" CHECK ("product_groups"."type" in ('PICK', 'CHOICE')),
	CONSTRAINT "product_groups_code" CHECK ("product_groups"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "product_groups_names_en" CHECK (jsonb_typeof(names->'en') = 'string' and length(names->>'en') > 0)
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_images_position" CHECK ("product_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"sku" text NOT NULL,
	"barcode" text,
	"moq" integer NOT NULL,
	"supply_usd" integer NOT NULL,
	"supply_krw" integer NOT NULL,
	"retail_usd" integer NOT NULL,
	"retail_krw" integer NOT NULL,
	"exist" boolean DEFAULT true NOT NULL,
	"stock_qty" integer,
	"weight_g" integer NOT NULL,
	"volume_cm3" integer NOT NULL,
	"hs_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_names_en" CHECK (jsonb_typeof(names->'en') = 'string' and length(names->>'en') > 0),
	CONSTRAINT "products_descriptions_en" CHECK (jsonb_typeof(descriptions->'en') = 'string' and length(descriptions->>'en') > 0),
	CONSTRAINT "products_moq" CHECK ("products"."moq" between 1 and 1000000),
	CONSTRAINT "products_prices" CHECK ("products"."supply_usd" >= 0 and "products"."supply_krw" >= 0 and "products"."retail_usd" >= 0 and "products"."retail_krw" >= 0),
	CONSTRAINT "products_stock" CHECK ("products"."stock_qty" is null or "products"."stock_qty" >= 0),
	CONSTRAINT "products_measures" CHECK ("products"."weight_g" > 0 and "products"."volume_cm3" > 0),
	CONSTRAINT "products_hs_code" CHECK ("products"."hs_code" ~ '^[0-9]{6,10}$'),
	CONSTRAINT "products_barcode" CHECK ("products"."barcode" is null or "products"."barcode" ~ '^[0-9]{1,14}$'),
	CONSTRAINT "products_sku" CHECK (length("products"."sku") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_order_usd" integer NOT NULL,
	"min_order_krw" integer NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"hq_address" text NOT NULL,
	"fulfilment_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1),
	CONSTRAINT "settings_minimums" CHECK ("settings"."min_order_usd" >= 0 and "settings"."min_order_krw" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_interested_brands" ADD CONSTRAINT "buyer_interested_brands_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_interested_brands" ADD CONSTRAINT "buyer_interested_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_phone_country_id_countries_id_fk" FOREIGN KEY ("phone_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent" FOREIGN KEY ("parent_id","parent_depth") REFERENCES "public"."categories"("id","depth") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_category_idx" ON "brands" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "brands_top_idx" ON "brands" USING btree ("category_id","top_position") WHERE "brands"."is_top";--> statement-breakpoint
CREATE INDEX "brands_name_en_idx" ON "brands" USING btree (lower("names"->>'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_login_id_idx" ON "buyers" USING btree (lower("login_id"));--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_login_id_idx" ON "operators" USING btree (lower("login_id"));--> statement-breakpoint
CREATE INDEX "product_group_members_product_idx" ON "product_group_members" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_brand_category_idx" ON "products" USING btree ("brand_id","category_id");--> statement-breakpoint
CREATE INDEX "products_held_idx" ON "products" USING btree ("id") WHERE "products"."stock_qty" is not null;