DROP INDEX "products_brand_created_idx";--> statement-breakpoint
CREATE INDEX "brands_newest_idx" ON "brands" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "brands_popular_idx" ON "brands" USING btree ("popularity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);