-- The category page's largest-MOQ filter: its products newest first, their MOQ read from the index, not each row.
DROP INDEX "products_category_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("moq") WHERE not "products"."withdrawn";
