-- The total search's postings: each product's words (the lexemes of `search_vector`), a row each, in a btree. The
-- GIN index on `search_vector` must read a word's whole posting list before it returns anything (3,700 products for
-- "cream" in the benchmark's catalogue); this index gives the first matches of a word in id order and stops there.
CREATE TABLE "product_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_words_word_product_id_pk" PRIMARY KEY("word","product_id")
);
--> statement-breakpoint
insert into product_words (word, product_id)
select distinct w.word, p.id from products p, unnest(tsvector_to_array(p.search_vector)) as w(word);
--> statement-breakpoint
-- Kept in step with the names by statement triggers: inserted products add their words; an update whose names
-- changed replaces them (other updates, stock counts for one, touch nothing); deleted products take theirs along.
create function product_words_sync() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into product_words (word, product_id)
    select distinct w.word, n.id from product_words_new n, unnest(tsvector_to_array(n.search_vector)) as w(word)
    on conflict do nothing;
  elsif tg_op = 'UPDATE' then
    -- Only the words that came or went: the two sets are disjoint, so the delete and the insert never meet.
    with changed as (
      select n.id, o.search_vector as before, n.search_vector as after
      from product_words_new n join product_words_old o on o.id = n.id
      where n.search_vector is distinct from o.search_vector
    ),
    old_words as (select c.id, w.word from changed c, unnest(tsvector_to_array(c.before)) as w(word)),
    new_words as (select c.id, w.word from changed c, unnest(tsvector_to_array(c.after)) as w(word)),
    gone as (
      delete from product_words pw using (select id, word from old_words except select id, word from new_words) g
      where pw.product_id = g.id and pw.word = g.word
    )
    insert into product_words (word, product_id)
    select word, id from (select id, word from new_words except select id, word from old_words) a
    on conflict do nothing;
  else
    delete from product_words pw using product_words_old o where pw.product_id = o.id;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger products_words_insert after insert on products
  referencing new table as product_words_new for each statement execute function product_words_sync();
--> statement-breakpoint
create trigger products_words_update after update on products
  referencing old table as product_words_old new table as product_words_new
  for each statement execute function product_words_sync();
--> statement-breakpoint
create trigger products_words_delete after delete on products
  referencing old table as product_words_old for each statement execute function product_words_sync();
--> statement-breakpoint
analyze product_words;
