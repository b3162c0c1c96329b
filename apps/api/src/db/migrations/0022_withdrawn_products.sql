-- A product is withdrawn from sale when it or its brand is hidden. Every storefront query, and every use case that
-- adds, requests or orders, reads that one column of the product's own row: a brand's flag would otherwise take a join
-- in each of them (the category pages read products from an index, never their brand), and one path forgetting it
-- would sell a hidden brand's products.
ALTER TABLE "products" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The one definition of "withdrawn".
create function product_withdrawn(product_hidden boolean, product_brand integer) returns boolean language sql stable as $$
  select product_hidden or coalesce((select b.hidden from brands b where b.id = product_brand), false)
$$;
--> statement-breakpoint
UPDATE "products" p SET "withdrawn" = true WHERE product_withdrawn(p.hidden, p.brand_id);
--> statement-breakpoint
-- Whatever writes a product (the console, an import, the demo data), its flag is worked out again from the truth when
-- either input changes, and a write of the flag itself cannot set it otherwise.
create function products_withdrawn() returns trigger language plpgsql as $$
begin
  new.withdrawn := product_withdrawn(new.hidden, new.brand_id);
  return new;
end
$$;
--> statement-breakpoint
create trigger products_withdrawn_insert before insert on products
  for each row execute function products_withdrawn();
--> statement-breakpoint
create trigger products_withdrawn_update before update of hidden, brand_id, withdrawn on products
  for each row when (old.hidden is distinct from new.hidden or old.brand_id is distinct from new.brand_id
    or old.withdrawn is distinct from new.withdrawn)
  execute function products_withdrawn();
--> statement-breakpoint
-- A brand hidden or shown again: its products follow, in one statement (the row trigger above works each one out).
create function brands_withdrawn() returns trigger language plpgsql as $$
begin
  update products p set withdrawn = product_withdrawn(p.hidden, p.brand_id)
  where p.brand_id = new.id and p.withdrawn is distinct from product_withdrawn(p.hidden, p.brand_id);
  return null;
end
$$;
--> statement-breakpoint
create trigger brands_withdrawn after update of hidden on brands
  for each row when (old.hidden is distinct from new.hidden) execute function brands_withdrawn();
--> statement-breakpoint
CREATE INDEX "products_withdrawn_idx" ON "products" USING btree ("id") WHERE "products"."withdrawn";
--> statement-breakpoint
-- A category page lists and counts the products not withdrawn, read from these in order and counted from them alone
-- (index-only): the same indexes, of those products. The console's counts keep products_category_brand_idx.
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_name_idx";--> statement-breakpoint
DROP INDEX "products_category_moq_idx";--> statement-breakpoint
DROP INDEX "products_category_usd_idx";--> statement-breakpoint
DROP INDEX "products_category_krw_idx";--> statement-breakpoint
CREATE INDEX "products_listed_category_brand_idx" ON "products" USING btree ("category_id","brand_id") WHERE not "products"."withdrawn";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "products"."withdrawn";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category_id",lower("names"->>'en'),"id") WHERE not "products"."withdrawn";--> statement-breakpoint
CREATE INDEX "products_category_moq_idx" ON "products" USING btree ("category_id","moq","id") WHERE not "products"."withdrawn";--> statement-breakpoint
CREATE INDEX "products_category_usd_idx" ON "products" USING btree ("category_id","supply_usd","id") WHERE not "products"."withdrawn";--> statement-breakpoint
CREATE INDEX "products_category_krw_idx" ON "products" USING btree ("category_id","supply_krw","id") WHERE not "products"."withdrawn";
--> statement-breakpoint
ANALYZE "products" ("withdrawn");
