-- The total search (apps/api/src/features/search). Every brand's and product's names, in all six data languages,
-- are kept in two generated columns: `search_text` (lower-cased, for substring matching through trigrams: infixes,
-- Korean compounds) and `search_vector` (words, `simple` configuration: no stemming, so every language is treated
-- alike). Misspelt words are corrected against `search_words`, the vocabulary of every name, by trigram similarity
-- and edit distance. pg_trgm and fuzzystrmatch are trusted extensions (PostgreSQL 13+): a database owner may create them.
create extension if not exists pg_trgm;
--> statement-breakpoint
create extension if not exists fuzzystrmatch;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(names->>'en', '') || ' ' || coalesce(names->>'ko', '') || ' ' || coalesce(names->>'vi', '') || ' ' || coalesce(names->>'es', '') || ' ' || coalesce(names->>'ru', '') || ' ' || coalesce(names->>'id', ''))) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(names->>'en', '') || ' ' || coalesce(names->>'ko', '') || ' ' || coalesce(names->>'vi', '') || ' ' || coalesce(names->>'es', '') || ' ' || coalesce(names->>'ru', '') || ' ' || coalesce(names->>'id', ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(names->>'en', '') || ' ' || coalesce(names->>'ko', '') || ' ' || coalesce(names->>'vi', '') || ' ' || coalesce(names->>'es', '') || ' ' || coalesce(names->>'ru', '') || ' ' || coalesce(names->>'id', ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(names->>'en', '') || ' ' || coalesce(names->>'ko', '') || ' ' || coalesce(names->>'vi', '') || ' ' || coalesce(names->>'es', '') || ' ' || coalesce(names->>'ru', '') || ' ' || coalesce(names->>'id', ''))) STORED;--> statement-breakpoint
CREATE INDEX "brands_search_text_idx" ON "brands" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_search_vector_idx" ON "brands" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- SKU and barcode prefixes: byte-wise btree ranges (`~>=~`, `~<~`) that a prepared statement can use with parameters.
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_barcode_prefix_idx" ON "products" USING btree ("barcode" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_word_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary: the words of the names of the rows a statement inserted or updated. Numbers and single letters are
-- left out (nothing to correct), and so is anything longer than a real word.
create function search_words_collect() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w.word
  from search_words_changed c, unnest(tsvector_to_array(c.search_vector)) as w(word)
  where length(w.word) between 2 and 40 and w.word !~ '^[[:digit:][:punct:]]+$'
  on conflict (word) do nothing;
  return null;
end
$$;
--> statement-breakpoint
create trigger brands_search_words_insert after insert on brands
  referencing new table as search_words_changed for each statement execute function search_words_collect();
--> statement-breakpoint
create trigger brands_search_words_update after update on brands
  referencing new table as search_words_changed for each statement execute function search_words_collect();
--> statement-breakpoint
create trigger products_search_words_insert after insert on products
  referencing new table as search_words_changed for each statement execute function search_words_collect();
--> statement-breakpoint
create trigger products_search_words_update after update on products
  referencing new table as search_words_changed for each statement execute function search_words_collect();
--> statement-breakpoint
insert into search_words (word)
select distinct w.word
from (select search_vector from brands union all select search_vector from products) c,
  unnest(tsvector_to_array(c.search_vector)) as w(word)
where length(w.word) between 2 and 40 and w.word !~ '^[[:digit:][:punct:]]+$'
on conflict (word) do nothing;
--> statement-breakpoint
-- Statistics of the new columns now, not at the next autovacuum: the planner needs them for the first searches.
analyze brands;
--> statement-breakpoint
analyze products;
--> statement-breakpoint
analyze search_words;
