CREATE INDEX IF NOT EXISTS "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_name_idx" ON "products" USING btree ("category_id",lower("names"->>'en'),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_moq_idx" ON "products" USING btree ("category_id","moq","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_usd_idx" ON "products" USING btree ("category_id","supply_usd","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_krw_idx" ON "products" USING btree ("category_id","supply_krw","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_brand_idx" ON "products" USING btree ("category_id","brand_id");