import { createHash } from 'node:crypto';
import { SEARCH_BRAND_LIMIT, SEARCH_MAX_PAGE_SIZE, SEARCH_RESULT_CAP, type SearchSort } from '@hive/domain';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { type BrandRow, brandColumns, NOT_WITHDRAWN, ORDINARY_BRAND } from '../../products/product-card.js';

/** What the search looks for, prepared from the text by `parseSearch` (search.service.ts). */
export type SearchPlan = {
  /** The text trimmed, lower-cased, its spaces collapsed. */
  text: string;
  /** Its words (letters, digits and marks of any script), at most eight. */
  words: string[];
  /** Full text: the words as typed, all of them (`'lip' & 'balm'`). */
  exactQuery: string | null;
  /** The word, when the text has exactly one: looked up in the postings rather than the GIN index. */
  single: string | null;
  /** Which words are long enough to be searched as prefixes too (the statement leaves out the words it knows whole). */
  prefixable: boolean[];
  /** Every word long enough as a prefix (`'lip' & 'balm':*`): for the few thousand brands. */
  prefixAll: string | null;
  /** The text inside a word, `%text%` escaped, when trigrams can find it. */
  infix: string | null;
  /** The text can be the start of a SKU, of a barcode. */
  sku: boolean;
  barcode: boolean;
};

/**
 * Which of the ranked products to list, narrowed and in which order. `priceIn`: the currency whose price a price sort
 * reads (none for anyone who sees no price: the sort is then the best match).
 */
export type SearchPage = {
  offset: number;
  limit: number;
  categoryId?: number;
  brandId?: number;
  inStock: boolean;
  moqMax?: number;
  sort: SearchSort;
  locale: string;
  priceIn?: 'USD' | 'KRW';
};

export type SearchRows = {
  productTotal: number;
  brandTotal: number;
  correction: string | null;
  /** The page's products, best first. */
  productIds: number[];
  brands: BrandRow[];
  suggestedTerms: string[];
  suggestedBrands: { id: number; names: LocalizedText; logoUrl: string }[];
  facetBrands: { id: number; names: LocalizedText; count: number }[];
  facetCategories: { id: number; names: LocalizedText; count: number }[];
};

/** One more than the cap: finding it means the count stopped there. */
const WINDOW = sql.raw(String(SEARCH_RESULT_CAP + 1));
const BRAND_LIMIT = sql.raw(String(SEARCH_BRAND_LIMIT));
/** A wider match (prefixes, substrings) is tried when the narrower ones found fewer than the largest page. */
const WIDEN_BELOW = sql.raw(String(SEARCH_MAX_PAGE_SIZE));
const SUGGESTED_BRANDS = 8;
const SUGGESTED_TERMS = 6;

/** A brand of a category shown in the storefront, not the in-stock showcase (a probe per candidate brand: they are few). */
const visibleBrand = sql`not (select c.hidden from categories c where c.id = b.category_id) and ${ORDINARY_BRAND}`;

/**
 * The page of each group, from the ranked candidates `p_found` and `b_found`. Each candidate product is read once
 * (`p_rows`, a primary-key read, withdrawn ones left out): the filters narrow those rows (`p_hit`) and put them in the asked
 * order, numbered; the facets count them unnarrowed.
 */
const pages = sql`
    p_rows as materialized (
      select f.id, f.r, p.brand_id, p.category_id, p.moq, p.held, p.names,
        case when (select price_in from q) = 'KRW' then p.supply_krw else p.supply_usd end as price
      from p_found f join products p on p.id = f.id
      -- Withdrawn products (hidden, or of a hidden brand) are found by no search.
      where ${NOT_WITHDRAWN}
    ),
    p_hit as materialized (
      select * from p_rows h
      where ((select brand from q) is null or h.brand_id = (select brand from q))
        and ((select category from q) is null or h.category_id in (select c.id from categories c
          where c.id = (select category from q) or c.parent_id = (select category from q)))
        and (not (select in_stock from q) or h.held)
        and ((select moq_max from q) is null or h.moq <= (select moq_max from q))
    ),
    p_page as (
      select id, row_number() over () as n from (select h.id from p_hit h order by
          case when (select sort from q) = 'name' then lower(coalesce(h.names->>(select locale from q), h.names->>'en')) end,
          case when (select sort from q) = 'moq' then h.moq end,
          case when (select sort from q) = 'price-asc' and (select price_in from q) is not null then h.price end,
          case when (select sort from q) = 'price-desc' and (select price_in from q) is not null then h.price end desc,
          case when (select sort from q) = 'newest' then h.id end desc,
          h.r, h.id desc
        limit (select size from q) offset (select skip from q)) o
    ),
    b_page as (select id, r, popularity from b_found order by r, popularity desc, id limit ${BRAND_LIMIT})`;

/** The answer's columns: the counts, the page of products as ids (their cards come from `productCards`), brands as JSON. */
const answer = sql`
    (select count(*)::int from p_hit) as "productTotal",
    (select count(*)::int from b_found) as "brandTotal",
    array(select id from p_page order by n) as "productIds",
    coalesce((select json_agg(x) from (select b.id, b.names, g.count from (select brand_id, count(*)::int as count
        from p_rows group by brand_id order by count(*) desc, brand_id limit 30) g join brands b on b.id = g.brand_id
      order by g.count desc, b.id) x), '[]') as "facetBrands",
    coalesce((select json_agg(x) from (select c.id, c.names, g.count from (select category_id, count(*)::int as count
        from p_rows group by category_id) g join categories c on c.id = g.category_id
      order by g.count desc, c.id) x), '[]') as "facetCategories",
    coalesce((select json_agg(x) from (select ${brandColumns} from b_page bp
      join brands b on b.id = bp.id join categories c on c.id = b.category_id
      order by bp.r, bp.popularity desc, bp.id) x), '[]') as brands`;

/** The inputs, in one row the planner cannot see into (see `searchStatement`); their values come per search. */
const inputs = sql`
    q as materialized (
      select ${sql.placeholder('text')}::text as text, ${sql.placeholder('text')}::text || chr(1114111) as upper_bound,
        to_tsquery('simple', ${sql.placeholder('exact')}::text) as exact,
        to_tsquery('simple', ${sql.placeholder('prefixAll')}::text) as prefix_all,
        ${sql.placeholder('infix')}::text as infix, ${sql.placeholder('sku')}::boolean as sku,
        ${sql.placeholder('barcode')}::boolean as barcode, ${sql.placeholder('words')}::text[] as words,
        ${sql.placeholder('prefixable')}::boolean[] as prefixable, ${sql.placeholder('single')}::text as single,
        ${sql.placeholder('size')}::int as size, ${sql.placeholder('skip')}::int as skip,
        ${sql.placeholder('brand')}::int as brand, ${sql.placeholder('category')}::int as category,
        ${sql.placeholder('inStock')}::boolean as in_stock, ${sql.placeholder('moqMax')}::int as moq_max,
        ${sql.placeholder('sort')}::text as sort, ${sql.placeholder('locale')}::text as locale,
        ${sql.placeholder('priceIn')}::text as price_in
    )`;

/** The values of the inputs. */
const values = (plan: SearchPlan, page: SearchPage) => ({
  text: plan.text,
  exact: plan.exactQuery,
  prefixable: plan.prefixable,
  prefixAll: plan.prefixAll,
  infix: plan.infix,
  sku: plan.sku,
  barcode: plan.barcode,
  words: plan.words,
  single: plan.single,
  size: page.limit,
  skip: page.offset,
  brand: page.brandId ?? null,
  category: page.categoryId ?? null,
  inStock: page.inStock,
  moqMax: page.moqMax ?? null,
  sort: page.sort,
  locale: page.locale,
  priceIn: page.priceIn ?? null,
});

/**
 * The search, one statement. Its inputs all come through the `q` row, so the planner sees none of them: every search
 * shares one generic plan, prepared once per connection, and each branch that does not apply (no
 * SKU, no barcode, too short for trigrams, no words) is skipped at run time by its one-time filter.
 *
 * Every candidate set is taken from an index and cut at the window before anything is ranked, and each wider match
 * runs only when the narrower ones found less than a page: every word whole, then words as prefixes (a partial match
 * over many index entries), then the text inside a word (trigrams). A common word costs the window's postings, not
 * its thousands of matches. Products rank: exact SKU or barcode, SKU or barcode prefix, whole words, prefixes,
 * substring (a named brand's products rank with the prefixes); newest first within each (candidates are ranked from the index alone: only the page's rows are read).
 * Brands rank the same way, then by popularity.
 */
export function searchStatement(): SQL {
  return sql`with ${inputs},
    -- SKUs and barcodes by their start (btree ranges), the exact one first.
    p_code as materialized (
      (select p.id, case when lower(p.sku) = (select text from q) then 0 else 1 end as r
        from products p
        where (select sku from q) and lower(p.sku) ~>=~ (select text from q) and lower(p.sku) ~<~ (select upper_bound from q)
        limit ${WINDOW})
      union all
      (select p.id, case when p.barcode = (select text from q) then 0 else 1 end
        from products p
        where (select barcode from q) and p.barcode ~>=~ (select text from q) and p.barcode ~<~ (select upper_bound from q)
        limit ${WINDOW})
    ),
    -- Whole words, unless the text found SKUs or barcodes. One word: from the postings (product_words), newest
    -- first, stopping at the window, where the GIN index would read every posting of a common word first. Several
    -- words: the GIN index, which intersects their lists.
    p_whole as materialized (
      (select a.product_id as id, 2 as r from product_words a
        where (select single from q) is not null and not exists (select 1 from p_code) and a.word = (select single from q)
        order by a.product_id desc limit ${WINDOW})
      union all
      (select p.id, 2 from products p
        where (select single from q) is null and (select exact from q) is not null and not exists (select 1 from p_code)
          and p.search_vector @@ (select exact from q)
        limit ${WINDOW})
    ),
    -- The brands the text names, every word whole ("Kyungcho Color", "경초"): at most three, else it names no brand
    -- but a common word of many brands' names ("cosmetics"). Their products are found too (a brand's name is not in
    -- its products' names), newest first, after the products named so.
    named_brands as materialized (
      select b.id from brands b
      where (select exact from q) is not null and not exists (select 1 from p_code)
        and b.search_vector @@ (select exact from q) and ${visibleBrand}
      limit 4
    ),
    p_brand as materialized (
      select p.id, 3 as r from products p
      where (select count(*) from named_brands) between 1 and 3 and p.brand_id in (select id from named_brands)
      order by p.id desc limit ${WINDOW}
    ),
    -- Words as prefixes, read only when the whole words found less than a page: the words long enough and not known
    -- whole (a word still being typed, "clean" of cleanser). None when every word is known: the prefixes of known
    -- words would cost a partial match for little.
    qp as materialized (
      select to_tsquery('simple', string_agg('''' || o.word || '''' || case when o.open then ':*' else '' end, ' & '
          order by o.n)) as prefix
      from (select t.word, t.n, t.prefixable and not exists (select 1 from search_words w where w.word = t.word) as open
        from unnest((select words from q), (select prefixable from q)) with ordinality as t(word, prefixable, n)) o
      having bool_or(o.open)
    ),
    p_prefix as materialized (
      select p.id, 3 as r from products p
      where (select count(*) from p_whole) < ${WIDEN_BELOW} and not exists (select 1 from p_code)
        and (select prefix from qp) is not null
        and p.search_vector @@ (select prefix from qp) and not p.search_vector @@ (select exact from q)
      limit ${WINDOW}
    ),
    p_infix as materialized (
      select p.id, 4 as r from products p
      where (select infix from q) is not null
        and (select count(*) from p_whole) + (select count(*) from p_prefix) < ${WIDEN_BELOW}
        and p.search_text like (select infix from q)
      limit ${WINDOW}
    ),
    -- One row a product, at its best rank (a SKU prefix can also be a word of the name).
    p_found as materialized (
      select id, min(r) as r from (
        select * from p_code union all select * from p_whole union all select * from p_brand
        union all select * from p_prefix union all select * from p_infix
      ) m group by id
    ),
    b_found as materialized (
      select b.id, case when b.search_vector @@ (select exact from q) then 2
          when b.search_vector @@ (select prefix_all from q) then 3 else 4 end as r, b.popularity
      from brands b
      where (b.search_vector @@ (select prefix_all from q) or b.search_text like (select infix from q)) and ${visibleBrand}
      limit ${WINDOW}
    ),${pages}
  select ${answer}`;
}

/**
 * When nothing matched the text as typed: each word that starts no known word is replaced by the closest word of the
 * vocabulary (among the words sharing its trigrams, the fewest edits away; failing those, a word of the same initial
 * within two edits), and the corrected words are searched whole, the kept ones as prefixes. Nothing even then: known words close to the text,
 * and the popular brands. A second statement, run only after an empty answer, so that the common case does not carry
 * its plan.
 */
export function rescueStatement(): SQL {
  return sql`with ${inputs},
    correction as materialized (
      select to_tsquery('simple', string_agg('''' || replace(replace(c.word, '\\', '\\\\'), '''', '''''') || ''''
          || case when c.prefix then ':*' else '' end, ' & ' order by t.n)) as tsq,
        string_agg(c.word, ' ' order by t.n) as phrase, count(c.word) = count(*) as complete,
        -- One corrected word, whole: its postings, as in the search.
        case when count(*) = 1 and not bool_or(c.prefix) then min(c.word) end as single
      from unnest((select words from q)) with ordinality as t(word, n)
      left join lateral (
        -- Words of one or two letters, numbers and the starts of known words stay as they are.
        select t.word, length(t.word) >= 3 as prefix
          where length(t.word) < 3 or t.word ~ '^[0-9]+$' or exists (select 1 from search_words w
            where w.word ~>=~ t.word and w.word ~<~ (t.word || chr(1114111)))
        union all
        (select w.word, false from search_words w where w.word % t.word
          order by levenshtein(w.word, t.word), similarity(w.word, t.word) desc, w.word limit 1)
        union all
        -- Swapped or doubled letters defeat trigrams: then a word of the same initial within two edits.
        (select w.word, false from search_words w
          where length(t.word) >= 4 and w.word ~>=~ left(t.word, 1) and w.word ~<~ (left(t.word, 1) || chr(1114111))
            and levenshtein_less_equal(w.word, t.word, 2) <= 2
          order by levenshtein(w.word, t.word), w.word limit 1)
        limit 1
      ) c on true
    ),
    fixed as materialized (select tsq, phrase, single from correction where complete and tsq is not null),
    p_found as materialized (
      (select a.product_id as id, 5 as r from product_words a where a.word = (select single from fixed)
        order by a.product_id desc limit ${WINDOW})
      union all
      (select p.id, 5 from products p
        where (select single from fixed) is null and p.search_vector @@ (select tsq from fixed)
        limit ${WINDOW})
    ),
    b_found as materialized (
      select b.id, 5 as r, b.popularity from brands b
      where b.search_vector @@ (select tsq from fixed) and ${visibleBrand} limit ${WINDOW}
    ),
    empty as (select not exists (select 1 from p_found) and not exists (select 1 from b_found) as yes),${pages}
  select ${answer}, (select phrase from fixed) as correction,
    case when (select yes from empty) then coalesce((select json_agg(s.word) from (
      select s.word from unnest((select words from q)) as t(word), lateral (
        select w.word, similarity(w.word, t.word) as score from search_words w where w.word % t.word
        order by levenshtein(w.word, t.word), score desc, w.word limit 3) s
      group by s.word order by max(s.score) desc, s.word limit ${sql.raw(String(SUGGESTED_TERMS))}) s), '[]')
      else '[]' end as "suggestedTerms",
    case when (select yes from empty) then coalesce((select json_agg(x) from (
      select b.id, b.names, b.logo_url as "logoUrl" from brands b where ${visibleBrand}
      order by b.popularity desc, b.id desc limit ${sql.raw(String(SUGGESTED_BRANDS))}) x), '[]')
      else '[]' end as "suggestedBrands"`;
}

const dialect = new PgDialect();

type Statement = { name: string; text: string; params: unknown[] };
const prepare = (query: SQL): Statement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: `search-${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`, text, params };
};
/** Both statements are the same for everyone: a page's product cards, with or without prices, come from `productCards`. */
const searchQuery = prepare(searchStatement());
const rescueQuery = prepare(rescueStatement());

const logStatement = prepare(sql`insert into search_log (term, results, searcher)
  select lower(btrim(term)), results, searcher
  from unnest(${sql.placeholder('terms')}::text[], ${sql.placeholder('results')}::int[],
    ${sql.placeholder('searchers')}::text[]) as e(term, results, searcher)
  where length(lower(btrim(term))) between 1 and 100`);

/** Searches read from `reads` (the read replica, when there is one); the search log is written to `db`. */
export function searchRepository(db: Db, reads: Db = db) {
  // Named statements are prepared once per connection, then run with the generic plan (see `searchStatement`).
  const run = async <T>(
    { name, text, params }: Statement,
    inputs: Record<string, unknown>,
    on: Db = reads,
  ): Promise<T> => {
    const { rows } = await on.$client.query({ name, text, values: fillPlaceholders(params, inputs) });
    return rows[0] as T;
  };

  return {
    /** Brands and a page of products for the plan, and their capped counts. */
    async search(plan: SearchPlan, page: SearchPage): Promise<SearchRows> {
      const result = await run<Omit<SearchRows, 'correction' | 'suggestedTerms' | 'suggestedBrands'>>(
        searchQuery,
        values(plan, page),
      );
      return { ...result, correction: null, suggestedTerms: [], suggestedBrands: [] };
    },

    /** After an empty answer: the results for the corrected words, or suggestions. */
    async rescue(plan: SearchPlan, page: SearchPage): Promise<SearchRows> {
      return run<SearchRows>(rescueQuery, values(plan, page));
    },

    /** Many searches in one insert; the terms are normalised as the table's check wants them. */
    async logSearches(entries: { term: string; results: number; searcher: string }[]): Promise<void> {
      await run(
        logStatement,
        {
          terms: entries.map((e) => e.term),
          results: entries.map((e) => e.results),
          searchers: entries.map((e) => e.searcher),
        },
        db,
      );
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
