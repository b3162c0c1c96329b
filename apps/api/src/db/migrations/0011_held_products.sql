-- Whether the fulfilment centre holds a product, as a stored column PostgreSQL keeps (`stock_qty is not null`): the
-- in-stock filters and their partial index read `held`. The index was `on (id) where stock_qty is not null`; an index
-- whose predicate names `stock_qty` makes every change of the stock a non-HOT update, one that adds an entry to every
-- index of `products` (the search's GIN indexes among them) instead of a new version of the row on the same page.
-- Adding the column rewrites the table (and its indexes) once.
DROP INDEX "products_held_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held" boolean GENERATED ALWAYS AS (stock_qty is not null) STORED;--> statement-breakpoint
CREATE INDEX "products_held_idx" ON "products" USING btree ("id") WHERE "products"."held";
