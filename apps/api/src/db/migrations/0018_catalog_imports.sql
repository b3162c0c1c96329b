CREATE TABLE "catalog_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "catalog_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "catalog_import_rows_action" CHECK ("catalog_import_rows"."action" in ('create', 'update'))
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	"mapping" jsonb,
	"blank_clears" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'uploaded' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"failure" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_imports_state" CHECK ("catalog_imports"."state" in ('uploaded', 'checking', 'checked', 'applying', 'applied', 'failed')),
	CONSTRAINT "catalog_imports_progress" CHECK ("catalog_imports"."done" >= 0 and "catalog_imports"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_import_rows" ADD CONSTRAINT "catalog_import_rows_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_imports_created_idx" ON "catalog_imports" USING btree ("created_at");--> statement-breakpoint
-- `held` follows the stock rows a statement adds or removes in one update of `products` per statement, not one per row:
-- an import that gives 1,000 products their stock was 1,000 single-row updates of the catalogue, each firing the search
-- vocabulary's statement triggers (3.7 s on the bench's catalogue). Moving a row to another product stays per row.
create function product_stock_held_added() returns trigger language plpgsql as $$
begin
  update products p set held = true from product_stock_added a where p.id = a.product_id and not p.held;
  return null;
end
$$;
--> statement-breakpoint
create function product_stock_held_removed() returns trigger language plpgsql as $$
begin
  update products p set held = false from product_stock_removed r
  where p.id = r.product_id and p.held and not exists (select from product_stock s where s.product_id = p.id);
  return null;
end
$$;
--> statement-breakpoint
drop trigger product_stock_held on product_stock;
--> statement-breakpoint
create trigger product_stock_held_insert after insert on product_stock
  referencing new table as product_stock_added for each statement execute function product_stock_held_added();
--> statement-breakpoint
create trigger product_stock_held_delete after delete on product_stock
  referencing old table as product_stock_removed for each statement execute function product_stock_held_removed();
--> statement-breakpoint
create trigger product_stock_held_move after update of product_id on product_stock
  for each row execute function product_stock_held();
