ALTER TABLE "orders" ADD COLUMN "goods_amount" bigint;--> statement-breakpoint
UPDATE "orders" SET "goods_amount" = "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "goods_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "insurance" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "duties" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_to_be_quoted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD COLUMN "named_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD COLUMN "freight" bigint;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD COLUMN "insurance" bigint;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD COLUMN "duties" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."goods_amount" >= 0 and coalesce("orders"."freight", 0) >= 0 and coalesce("orders"."insurance", 0) >= 0
        and coalesce("orders"."duties", 0) >= 0 and "orders"."discount" between 0 and "orders"."goods_amount" and "orders"."credit" >= 0
        and "orders"."total_amount" = "orders"."goods_amount" + coalesce("orders"."freight", 0) + coalesce("orders"."insurance", 0)
          + coalesce("orders"."duties", 0) - "orders"."discount" - "orders"."credit");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quoted" CHECK ("orders"."state" in ('PLACED', 'CANCELLED') or not "orders"."freight_to_be_quoted");--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_costs" CHECK (coalesce("quotation_offers"."freight", 0) >= 0 and coalesce("quotation_offers"."insurance", 0) >= 0 and coalesce("quotation_offers"."duties", 0) >= 0
        and length("quotation_offers"."named_place") <= 100);