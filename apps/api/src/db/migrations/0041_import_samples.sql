-- An import's row count and first rows beside its cells: a job's state is read without reading the whole file.
ALTER TABLE "catalog_imports" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "samples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "catalog_imports" SET "row_count" = jsonb_array_length("cells"), "samples" = jsonb_path_query_array("cells", '$[0 to 2]');
