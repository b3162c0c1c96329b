import { IN_STOCK_BRAND_ID } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';

/** The buckets of a chart: their first instants, oldest first, and the instant the last one ends. */
export type Window = { edges: Date[]; end: Date };

type Demand = { units: number; quotedUnits: number; orderedUnits: number; series: number[] };
export type TrendProductRow = Demand & {
  id: number;
  names: LocalizedText;
  brandId: number;
  brandNames: LocalizedText;
  image: string | null;
};
export type TrendBrandRow = Demand & { id: number; names: LocalizedText; logoUrl: string; products: number };
export type RisingTermRow = { term: string; searches: number; previous: number; series: number[] };
/** `share` and `series` are fractions of the sales of the period and of each bucket: value never leaves the query. */
export type TrackingBrandRow = {
  id: number;
  names: LocalizedText;
  logoUrl: string;
  units: number;
  orderLines: number;
  share: number;
  series: number[] | null;
};

export const TOP_DEMAND = 10;
export const TOP_TERMS = 10;
export const TOP_SELLERS = 20;
export const CHARTED_SELLERS = 5;
/**
 * A term ranks only when at least this many different people searched it in the recent weeks. The trend page is public:
 * counting searches let one address put any phrase on it by searching it sixty times, and counting a person once a week
 * still let two people do it in three weeks. Five strangers asking for the same thing is a small trend, and a phrase
 * needs five addresses (or accounts) to be pushed there on purpose. Who searched is a keyed hash (see search.service.ts);
 * searches logged before it was kept have none and count together as one unknown searcher.
 */
export const MIN_TERM_SEARCHERS = 5;
/**
 * Growth is measured against at least this many earlier searches, so that 1 → 3 does not outrank 20 → 90; a term
 * searched fewer times before counts as new.
 */
export const GROWTH_FLOOR = 5;

/** Timestamps go in as one array parameter, so that every window shares one prepared statement. */
/**
 * The in-stock showcase (brand 492) is the fulfilment centre, not a brand: it is never ranked among them; nor is a
 * hidden brand.
 */
const BRAND_RANKED = sql.raw(
  `brand_id <> ${IN_STOCK_BRAND_ID} and brand_id not in (select b.id from brands b where b.hidden)`,
);
/** A withdrawn product (hidden, or of a hidden brand) is never ranked (`products_withdrawn_idx` lists them). */
const PRODUCT_RANKED = sql.raw('product_id not in (select p.id from products p where p.withdrawn)');

const edgesParam = (window: Window) => sql`${sql.param(window.edges.map((edge) => edge.toISOString()))}::timestamptz[]`;

export function trendRepository(db: Db) {
  const { one } = sqlRunner(db, 'trend');
  const row = async <T>(query: SQL): Promise<T> => (await one<T>(query)) as T;

  return {
    /**
     * The most asked-for products and brands of the last `recentWeeks` buckets and the rising search terms (those
     * weeks against as many before), each with a count per bucket: one round trip.
     */
    async trend(window: Window, recentWeeks: number) {
      const weeks = window.edges.length;
      const start = window.edges[0]!.toISOString();
      const end = window.end.toISOString();
      const recentFrom = weeks - recentWeeks;
      const previousFrom = weeks - 2 * recentWeeks;
      return row<{ products: TrendProductRow[]; brands: TrendBrandRow[]; searches: RisingTermRow[] }>(sql`with
        ev as (select product_id, brand_id, kind, units, width_bucket(occurred_at, ${edgesParam(window)}) - 1 as w
          from demand_events where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz),
        top_products as (select product_id as id, sum(units)::bigint as units,
            coalesce(sum(units) filter (where kind = 'quotation'), 0)::bigint as quoted,
            coalesce(sum(units) filter (where kind = 'order'), 0)::bigint as ordered
          from ev where w >= ${recentFrom} and ${PRODUCT_RANKED}
          group by product_id order by units desc, product_id limit ${TOP_DEMAND}),
        product_weeks as materialized (select e.product_id as id, e.w, sum(e.units)::bigint as units
          from ev e join top_products t on t.id = e.product_id group by 1, 2),
        top_brands as (select brand_id as id, sum(units)::bigint as units,
            coalesce(sum(units) filter (where kind = 'quotation'), 0)::bigint as quoted,
            coalesce(sum(units) filter (where kind = 'order'), 0)::bigint as ordered,
            count(distinct product_id)::int as products
          from ev where w >= ${recentFrom} and ${BRAND_RANKED} group by brand_id
          order by units desc, brand_id limit ${TOP_DEMAND}),
        brand_weeks as materialized (select e.brand_id as id, e.w, sum(e.units)::bigint as units
          from ev e join top_brands t on t.id = e.brand_id group by 1, 2),
        -- A searcher counts once a week for a term, so that one person's sixty searches weigh as one. The old rows
        -- without a searcher are one unknown searcher ('', never a hash).
        searched as (select distinct term, width_bucket(searched_at, ${edgesParam(window)}) - 1 as w,
            coalesce(searcher, '') as searcher
          from search_log
          where searched_at >= ${start}::timestamptz and searched_at < ${end}::timestamptz and results > 0),
        rising as (select term, count(*) filter (where w >= ${recentFrom})::int as searches,
            count(*) filter (where w < ${recentFrom})::int as previous,
            count(distinct searcher) filter (where w >= ${recentFrom})::int as searchers
          from searched where w >= ${previousFrom} group by term),
        top_terms as (select term, searches, previous from rising
          where searchers >= ${MIN_TERM_SEARCHERS} and searches > previous
          order by (searches - previous)::float8 / greatest(previous, ${GROWTH_FLOOR}) desc, searches desc, term
          limit ${TOP_TERMS}),
        term_weeks as materialized (select s.term, s.w, count(*)::int as searches
          from searched s join top_terms t on t.term = s.term group by 1, 2)
      select
        coalesce((select json_agg(json_build_object('id', t.id, 'units', t.units, 'quotedUnits', t.quoted,
            'orderedUnits', t.ordered, 'names', p.names, 'brandId', b.id, 'brandNames', b.names,
            'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1),
            'series', (select json_agg(coalesce(x.units, 0) order by g.w) from generate_series(0, ${weeks - 1}) g(w)
              left join product_weeks x on x.id = t.id and x.w = g.w))
          order by t.units desc, t.id)
          from top_products t join products p on p.id = t.id join brands b on b.id = p.brand_id), '[]') as products,
        coalesce((select json_agg(json_build_object('id', t.id, 'units', t.units, 'quotedUnits', t.quoted,
            'orderedUnits', t.ordered, 'products', t.products, 'names', b.names, 'logoUrl', b.logo_url,
            'series', (select json_agg(coalesce(x.units, 0) order by g.w) from generate_series(0, ${weeks - 1}) g(w)
              left join brand_weeks x on x.id = t.id and x.w = g.w))
          order by t.units desc, t.id)
          from top_brands t join brands b on b.id = t.id), '[]') as brands,
        coalesce((select json_agg(json_build_object('term', t.term, 'searches', t.searches, 'previous', t.previous,
            'series', (select json_agg(coalesce(x.searches, 0) order by g.w) from generate_series(0, ${weeks - 1}) g(w)
              left join term_weeks x on x.term = t.term and x.w = g.w))
          order by (t.searches - t.previous)::float8 / greatest(t.previous, ${GROWTH_FLOOR}) desc, t.searches desc, t.term)
          from top_terms t), '[]') as searches`);
    },

    /** The brands with the most sales (order lines at the base price) in the window, shares only: one round trip. */
    async tracking(window: Window) {
      const buckets = window.edges.length;
      return row<{ brands: TrackingBrandRow[]; totalUnits: number; totalOrderLines: number }>(sql`with
        ev as (select brand_id, units, value_usd::float8 as v, width_bucket(occurred_at, ${edgesParam(window)}) - 1 as b
          from demand_events where kind = 'order'
            and occurred_at >= ${window.edges[0]!.toISOString()}::timestamptz
            and occurred_at < ${window.end.toISOString()}::timestamptz),
        totals as (select coalesce(sum(v), 0) as v, coalesce(sum(units), 0)::float8 as units, count(*)::int as lines from ev),
        ranked as (select brand_id as id, sum(units)::bigint as units, count(*)::int as lines, sum(v) as v
          from ev where ${BRAND_RANKED} group by brand_id order by sum(v) desc, brand_id limit ${TOP_SELLERS}),
        charted as (select id from ranked order by v desc, id limit ${CHARTED_SELLERS}),
        bucket_totals as materialized (select b, sum(v) as v from ev group by b),
        brand_buckets as materialized (select e.brand_id as id, e.b, sum(e.v) as v
          from ev e join charted c on c.id = e.brand_id group by 1, 2)
      select totals.units as "totalUnits", totals.lines as "totalOrderLines",
        coalesce((select json_agg(json_build_object('id', r.id, 'names', br.names, 'logoUrl', br.logo_url,
            'units', r.units, 'orderLines', r.lines, 'share', case when totals.v > 0 then r.v / totals.v else 0 end,
            'series', case when r.id in (select id from charted) then
              (select json_agg(case when bt.v > 0 then coalesce(x.v, 0) / bt.v else 0 end order by g.b)
                from generate_series(0, ${buckets - 1}) g(b)
                left join bucket_totals bt on bt.b = g.b
                left join brand_buckets x on x.id = r.id and x.b = g.b) end)
          order by r.v desc, r.id)
          from ranked r join brands br on br.id = r.id), '[]') as brands
      from totals`);
    },
  };
}

export type TrendRepository = ReturnType<typeof trendRepository>;
