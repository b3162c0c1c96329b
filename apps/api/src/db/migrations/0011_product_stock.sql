-- The fulfilment centre's stock moves out of `products` into a table of its own, a row per held product. Taking or
-- returning stock (every placed or cancelled order with a held product) was an update of the wide catalogue row: the
-- search vocabulary's statement triggers fired, and since `products_held_idx` named `stock_qty` in its predicate, no
-- such update could be HOT — each added an entry to all nine indexes of `products`, the search's GIN indexes among
-- them. Here it is a new version of a narrow row on the same page. Half of each page is left free for those versions:
-- while twenty buyers order one product at once, the versions their snapshots still see cannot be pruned yet.
CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "product_stock_units" CHECK ("product_stock"."units" >= 0)
) WITH (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_stock" ("product_id", "units") SELECT "id", "stock_qty" FROM "products" WHERE "stock_qty" IS NOT NULL;--> statement-breakpoint
-- `held` says whether a product has a stock row, for the in-stock filters and their partial index (a join with the
-- stock rows would read the whole catalogue to order 6,000 products by date). It changes only when a stock row comes
-- or goes, never with the units.
ALTER TABLE "products" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "products" SET "held" = true WHERE "stock_qty" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock";--> statement-breakpoint
DROP INDEX "products_held_idx";--> statement-breakpoint
CREATE INDEX "products_held_idx" ON "products" USING btree ("id") WHERE "products"."held";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_qty";--> statement-breakpoint
create function product_stock_held() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update products set held = false where id = old.product_id and held;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update products set held = true where id = new.product_id and not held;
  end if;
  return null;
end
$$;
--> statement-breakpoint
-- Not on a change of the units: an update names `product_id` only to move a row to another product.
create trigger product_stock_held after insert or delete or update of product_id on product_stock
  for each row execute function product_stock_held();
--> statement-breakpoint
ANALYZE "product_stock";
--> statement-breakpoint
ANALYZE "products" ("held");
