import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { MIN_TERM_SEARCHERS } from './trend.repository.js';
import { TREND_CACHE_CONTROL } from './trend.routes.js';
import { monthWindow, weekWindow } from './trend.service.js';

/** Any key that could carry a price, a stock count or a sum of money: none may leave these endpoints. */
const MONEY_KEY =
  /"(price|\w*Price|supply\w*|retail\w*|stockQty|stock_qty|value\w*|amount|total(Value|Sales|Usd|Amount)?)"\s*:/i;

const DAY_MS = 86_400_000;
type Product = { id: number; brandId: number };

describe('windows', () => {
  it('splits the last weeks into seven-day buckets ending with today (UTC)', () => {
    const window = weekWindow(new Date('2026-03-11T15:30:00Z'), 4);
    expect(window.end.toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(window.edges.map((edge) => edge.toISOString().slice(0, 10))).toEqual([
      '2026-02-12',
      '2026-02-19',
      '2026-02-26',
      '2026-03-05',
    ]);
  });

  it('splits a year into calendar months, the current one last', () => {
    const window = monthWindow(new Date('2026-03-11T15:30:00Z'), 12);
    expect(window.edges).toHaveLength(12);
    expect(window.edges[0]!.toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(window.edges[11]!.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-03-12T00:00:00.000Z');
  });
});

describe('on the demo history', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestApp();
  });

  it('has a year of quotation lines, fewer order lines and searches', async () => {
    const { rows } = await demo.database.pool.query<{ kind: string; lines: number; weeks: number }>(
      `select kind, count(*)::int as lines, count(distinct date_trunc('week', occurred_at))::int as weeks
       from demand_events group by kind order by kind`,
    );
    const [order, quotation] = rows;
    expect(quotation).toMatchObject({ kind: 'quotation' });
    expect(order!.lines).toBeGreaterThan(1_000);
    expect(order!.lines).toBeLessThan(quotation!.lines / 2);
    expect(quotation!.weeks).toBeGreaterThanOrEqual(52);
    const searches = await demo.database.pool.query<{ count: number; korean: number }>(
      `select count(*)::int as count, count(*) filter (where term ~ '[가-힣]')::int as korean from search_log`,
    );
    expect(searches.rows[0]!.count).toBeGreaterThan(10_000);
    expect(searches.rows[0]!.korean).toBeGreaterThan(100);
  });

  it('charts ten products, ten brands and rising terms in several scripts', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/client/api/trend' });
    expect(response.statusCode).toBe(200);
    const trend = response.json().payload;
    expect(trend.weeks).toHaveLength(12);
    expect(trend.products).toHaveLength(10);
    expect(trend.brands).toHaveLength(10);
    expect(trend.searches.length).toBeGreaterThanOrEqual(5);
    expect(trend.searches.some((term: { term: string }) => /[가-힣]/.test(term.term))).toBe(true);
    for (const product of trend.products) expect(product.series.some((units: number) => units > 0)).toBe(true);
    // The rising terms really rise: the recent weeks outweigh the weeks before.
    for (const term of trend.searches) expect(term.searches).toBeGreaterThan(term.previous);
  });

  it('ranks twenty brands by sales over a year, month by month', async () => {
    const tracking = (await demo.app.inject({ method: 'GET', url: '/client/api/tracking?period=year' })).json().payload;
    expect(tracking).toMatchObject({ period: 'year', bucket: 'month' });
    expect(tracking.buckets).toHaveLength(12);
    expect(tracking.brands).toHaveLength(20);
    const charted = tracking.brands.filter((brand: { series: number[] | null }) => brand.series);
    expect(charted).toHaveLength(5);
    for (const brand of charted) expect(brand.series.filter((share: number) => share > 0).length).toBeGreaterThan(6);
  });
});

describe('on known demand', () => {
  let ctx: TestContext;
  let a: Product;
  let b: Product;
  let c: Product;
  let a2: Product;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  /** A moment `age` whole weeks before now, in the middle of that week's bucket. */
  const weeksAgo = (age: number) => new Date(Date.now() - (age * 7 + 3) * DAY_MS).toISOString();

  beforeAll(async () => {
    ctx = await createTestApp();
    const pool = ctx.database.pool;
    await pool.query('delete from demand_events');
    await pool.query('delete from search_log');
    const { rows } = await pool.query<Product>(
      `select distinct on (brand_id) id, brand_id as "brandId" from products where brand_id <> 492
       order by brand_id, id limit 3`,
    );
    [a, b, c] = rows as [Product, Product, Product];
    const sibling = await pool.query<Product>(
      `select id, brand_id as "brandId" from products where brand_id = $1 and id <> $2 order by id limit 1`,
      [a.brandId, a.id],
    );
    a2 = sibling.rows[0]!;

    const event = (kind: string, product: Product, units: number, value: number, age: number) =>
      pool.query(
        `insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at) values ($1, $2, $3, $4, $5, $6)`,
        [kind, product.id, product.brandId, units, value, weeksAgo(age)],
      );
    // Recent weeks: a 100 quoted + 60 ordered (its brand 30 more through a sibling); b 120 quoted + 100 ordered.
    await event('quotation', a, 100, 1_000_00, 0);
    await event('order', a, 50, 2_000, 1);
    await event('order', a, 10, 1_000, 2);
    await event('quotation', a2, 30, 9_999_00, 3);
    await event('quotation', b, 120, 5_000_00, 0);
    await event('order', b, 100, 1_000, 3);
    // Older weeks: inside the twelve charted (c is charted only through its weeks, not ranked) or out of them.
    await event('quotation', c, 500, 100, 6);
    await event('quotation', a, 70, 100, 6);
    await event('quotation', a, 999, 100, 20);
    // Outside four weeks but inside the quarter, and inside the year only.
    await event('order', b, 5, 10_000, 8);
    await event('order', c, 5, 100_000, 30);

    // Each search by someone else: the counts below are people (see 'rising terms count people').
    const search = (term: string, results: number, age: number, times: number) =>
      pool.query(
        `insert into search_log (term, results, searched_at, searcher)
         select $1, $2, $3::timestamptz, gen_random_uuid()::text from generate_series(1, $4)`,
        [term, results, weeksAgo(age), times],
      );
    await search('centella', 40, 0, 18);
    await search('centella', 40, 2, 12);
    await search('centella', 40, 5, 10);
    await search('snail', 12, 1, 8);
    await search('쑥', 9, 3, 6);
    await search('쑥', 9, 6, 1);
    await search('toner', 30, 0, 10);
    await search('toner', 30, 4, 12);
    await search('rare', 5, 0, 3);
    await search('no such thing', 0, 0, 20);
  });

  it('ranks products and brands by units asked for in the last four weeks, with twelve weeks of series', async () => {
    const response = await get('/client/api/trend');
    expect(response.statusCode).toBe(200);
    const trend = response.json().payload;
    expect(trend.weeks).toHaveLength(12);
    expect(trend.recentWeeks).toBe(4);
    expect(trend.weeks.at(-1).end).toBe(new Date().toISOString().slice(0, 10));

    expect(trend.products.map((p: { id: number }) => p.id)).toEqual([b.id, a.id, a2.id]);
    expect(trend.products[0]).toMatchObject({ rank: 1, units: 220, quotedUnits: 120, orderedUnits: 100 });
    const second = trend.products[1];
    expect(second).toMatchObject({ rank: 2, units: 160, quotedUnits: 100, orderedUnits: 60 });
    expect(second.brand.id).toBe(a.brandId);
    expect(second.image).toMatch(/^\/img\/product\//);
    // Week by week, oldest first: the age-6 lines are charted, the age-20 ones are too old.
    expect(second.series).toEqual([0, 0, 0, 0, 0, 70, 0, 0, 0, 10, 50, 100]);

    expect(trend.brands.map((brand: { id: number }) => brand.id)).toEqual([b.brandId, a.brandId]);
    expect(trend.brands[0]).toMatchObject({ rank: 1, units: 220, products: 1 });
    expect(trend.brands[1]).toMatchObject({ rank: 2, units: 190, products: 2 });
    expect(trend.brands[1].series).toEqual([0, 0, 0, 0, 0, 70, 0, 0, 30, 10, 50, 100]);
  });

  it('lists terms that rose against the four weeks before, most growth first', async () => {
    const { searches } = (await get('/client/api/trend')).json().payload;
    expect(searches.map((term: { term: string }) => term.term)).toEqual(['centella', 'snail', '쑥']);
    expect(searches[0]).toMatchObject({ rank: 1, searches: 30, previous: 10, growthPct: 200 });
    expect(searches[0].series).toEqual([0, 0, 0, 0, 0, 0, 10, 0, 0, 12, 0, 18]);
    expect(searches[1]).toMatchObject({ searches: 8, previous: 0, growthPct: null });
    // Searched once before: too few for a percentage, so it is new.
    expect(searches[2]).toMatchObject({ searches: 6, previous: 1, growthPct: null });
  });

  it('ranks brands by sales in the period, as shares only', async () => {
    const response = await get('/client/api/tracking?period=4w');
    expect(response.statusCode).toBe(200);
    const tracking = response.json().payload;
    expect(tracking).toMatchObject({ period: '4w', bucket: 'week', totalUnits: 160, totalOrderLines: 3 });
    expect(tracking.buckets).toHaveLength(4);
    expect(tracking.brands.map((brand: { id: number }) => brand.id)).toEqual([a.brandId, b.brandId]);
    expect(tracking.brands[0]).toMatchObject({ rank: 1, units: 60, orderLines: 2, share: 75 });
    expect(tracking.brands[1]).toMatchObject({ rank: 2, units: 100, orderLines: 1, share: 25 });
    // Each week's shares, oldest first: b alone three weeks back, a alone one and two weeks back, nothing this week.
    expect(tracking.brands[0].series).toEqual([0, 100, 100, 0]);
    expect(tracking.brands[1].series).toEqual([100, 0, 0, 0]);
  });

  it('changes the ranking with the period: a quarter of weeks, a year of months', async () => {
    const quarter = (await get('/client/api/tracking?period=quarter')).json().payload;
    expect(quarter).toMatchObject({ period: 'quarter', bucket: 'week' });
    expect(quarter.buckets).toHaveLength(13);
    expect(quarter.brands.map((brand: { id: number }) => brand.id)).toEqual([b.brandId, a.brandId]);
    expect(quarter.brands[0].share).toBe(78.6);

    const year = (await get('/client/api/tracking?period=year')).json().payload;
    expect(year).toMatchObject({ period: 'year', bucket: 'month' });
    expect(year.buckets).toHaveLength(12);
    expect(year.buckets[0].start).toMatch(/-01$/);
    expect(year.brands.map((brand: { id: number }) => brand.id)).toEqual([c.brandId, b.brandId, a.brandId]);
    expect(year.brands[0].share).toBe(87.7);

    const fallback = (await get('/client/api/tracking')).json().payload;
    expect(fallback.period).toBe('4w');
  });

  it('names products in the chosen language, brands in Latin letters in every language', async () => {
    const { rows } = await ctx.database.pool.query<{ brand: string; product: string }>(
      `select b.names->>'en' as brand, p.names->>'ru' as product from brands b, products p where b.id = $1 and p.id = $2`,
      [a.brandId, a.id],
    );
    const { brand, product } = rows[0]!;
    expect(brand).toMatch(/^[A-Za-z]+ [A-Za-z]+$/);
    expect(product).toMatch(/[а-яё]/i);
    const trend = (await get('/client/api/trend?locale=ru')).json().payload;
    expect(trend.brands.find((entry: { id: number }) => entry.id === a.brandId).name).toBe(brand);
    expect(trend.products.find((entry: { id: number }) => entry.id === a.id).name).toBe(product);
    const tracking = (await get('/client/api/tracking?period=4w&locale=ru')).json().payload;
    expect(tracking.brands[0].name).toBe(brand);
  });

  it('never answers with a price or a sum of money, and may be cached for five minutes', async () => {
    for (const url of ['/client/api/trend', '/client/api/tracking?period=year']) {
      const response = await ctx.app.inject({ method: 'GET', url, cookies: csrf.cookies });
      expect(response.headers['cache-control']).toBe(TREND_CACHE_CONTROL);
      expect(response.body).not.toMatch(MONEY_KEY);
      // Nor a value that only prices could make: the seeded line values (in cents) appear nowhere.
      expect(response.body).not.toMatch(/999900|500000|100000/);
    }
  });

  it('never hands out a cookie with an answer shared caches may keep', async () => {
    const response = await get('/client/api/trend');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(TREND_CACHE_CONTROL);
  });

  it('rejects an unknown period, locale or query key, naming the field', async () => {
    const period = await get('/client/api/tracking?period=month');
    expect(period.statusCode).toBe(400);
    expect(period.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(period.json().error).toContain('period');
    const locale = await get('/client/api/trend?locale=xx');
    expect(locale.statusCode).toBe(400);
    expect(locale.json().error).toContain('locale');
    const extra = await get('/client/api/trend?period=4w');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('period');
    const extraTracking = await get('/client/api/tracking?sort=units');
    expect(extraTracking.statusCode).toBe(400);
    expect(extraTracking.json().error).toContain('sort');
    expect(period.headers['cache-control']).not.toBe(TREND_CACHE_CONTROL);
  });

  // Last: it changes the data the tests above read.
  it('sums lines past 2^31 units without overflowing', async () => {
    await ctx.database.pool.query(
      `insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
       values ('order', $1, $2, 3000000000, 6000000000, $3)`,
      [c.id, c.brandId, weeksAgo(0)],
    );
    const trend = (await get('/client/api/trend')).json().payload;
    expect(trend.products[0]).toMatchObject({ id: c.id, units: 3_000_000_000, orderedUnits: 3_000_000_000 });
    expect(trend.brands[0].series.at(-1)).toBe(3_000_000_000);
    const tracking = (await get('/client/api/tracking')).json().payload;
    expect(tracking).toMatchObject({ totalUnits: 3_000_000_160, totalOrderLines: 4 });
    expect(tracking.brands[0]).toMatchObject({ id: c.brandId, units: 3_000_000_000, share: 100 });
  });
});

/** The trend page is public, so a term reaches it only when many different people searched it. */
describe('rising terms count people', () => {
  let ctx: TestContext;
  const weeksAgo = (age: number) => new Date(Date.now() - (age * 7 + 3) * DAY_MS).toISOString();
  const searchFrom = (remoteAddress: string, term: string) =>
    ctx.app.inject({ url: `/client/api/search?search=${encodeURIComponent(term)}`, remoteAddress });
  /** Searches logged as they were `age` weeks ago, by `searcher` (null: before the log kept who searched). */
  const logged = (term: string, searcher: string | null, age: number, times = 1) =>
    ctx.database.pool.query(
      `insert into search_log (term, results, searched_at, searcher)
       select $1, 10, $2::timestamptz, $3 from generate_series(1, $4)`,
      [term, weeksAgo(age), searcher, times],
    );
  const risingTerms = async () => {
    const response = await ctx.app.inject({ url: '/client/api/trend' });
    expect(response.statusCode).toBe(200);
    return (response.json().payload.searches as { term: string }[]).map((entry) => entry.term);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.database.pool.query('delete from search_log');
  });

  it('needs five different people', () => {
    expect(MIN_TERM_SEARCHERS).toBe(5);
  });

  it('ignore sixty searches from one address, and show a term five different addresses searched', async () => {
    for (let i = 0; i < 60; i++) expect((await searchFrom('198.51.100.7', 'cream')).statusCode).toBe(200);
    for (let i = 1; i <= MIN_TERM_SEARCHERS; i++) {
      expect((await searchFrom(`198.51.100.${20 + i}`, 'toner')).statusCode).toBe(200);
    }
    const count = async (term: string) =>
      (
        await ctx.database.pool.query<{ rows: number; searchers: number }>(
          `select count(*)::int as rows, count(distinct searcher)::int as searchers from search_log where term = $1`,
          [term],
        )
      ).rows[0]!;
    await vi.waitFor(async () => {
      expect(await count('cream')).toEqual({ rows: 60, searchers: 1 });
      expect(await count('toner')).toEqual({ rows: MIN_TERM_SEARCHERS, searchers: MIN_TERM_SEARCHERS });
    });
    const terms = await risingTerms();
    expect(terms).toContain('toner');
    expect(terms).not.toContain('cream');
  });

  it('count a person once, however many weeks they come back', async () => {
    // Two people, every week of the four: eight searches a week apart, still two people.
    for (const age of [0, 1, 2, 3]) {
      await logged('peptide serum', 'aaaaaaaaaaaaaaaa', age, 15);
      await logged('peptide serum', 'bbbbbbbbbbbbbbbb', age, 15);
    }
    // Four people are one too few; a fifth makes it a trend.
    for (const searcher of ['c1', 'c2', 'c3', 'c4']) await logged('cica balm', `cccccccccccccc${searcher}`, 1);
    for (const searcher of ['d1', 'd2', 'd3', 'd4', 'd5']) await logged('heartleaf', `dddddddddddddd${searcher}`, 2);
    const terms = await risingTerms();
    expect(terms).not.toContain('peptide serum');
    expect(terms).not.toContain('cica balm');
    expect(terms).toContain('heartleaf');
  });

  it('count the searches logged before the log knew who searched as one unknown person', async () => {
    // Such rows may all be one address's: sixty of them are one searcher, a fifth beside four known ones.
    await logged('retinol', null, 0, 30);
    await logged('retinol', null, 2, 30);
    for (const searcher of ['e1', 'e2', 'e3', 'e4']) await logged('bakuchiol', `eeeeeeeeeeeeee${searcher}`, 0);
    await logged('bakuchiol', null, 1, 10);
    const terms = await risingTerms();
    expect(terms).not.toContain('retinol');
    expect(terms).toContain('bakuchiol');
  });
});
