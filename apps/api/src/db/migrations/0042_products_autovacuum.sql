-- Products vacuumed after 2% of them changed, not 20%: an import of a tenth of a large catalogue leaves the pages it
-- touched out of the visibility map, and the category pages' index-only scans read those products' rows until a vacuum.
ALTER TABLE "products" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
