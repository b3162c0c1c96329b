import { IN_STOCK_BRAND_ID } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';

/**
 * Brand 492 is the fulfilment centre's in-stock showcase: products of every category, held in Korea. Its page says so
 * (no single category, its sub-categories grouped by category), and no list of brands counts it as one of them.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
const SHOWCASE = `/client/api/v2/brand/${IN_STOCK_BRAND_ID}`;

type Facet = { id: number; name: string; count: number; parent: { id: number; name: string } | null };
const get = async (url: string) => {
  const response = await r.call('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().payload;
};
const ids = (list: { id: number }[]) => list.map((item) => item.id);

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
});

describe('the in-stock showcase page', () => {
  it('names no single category and lists its sub-categories grouped by the category each belongs to', async () => {
    const { brand, categories, products } = await get(`${SHOWCASE}?size=1`);
    expect(brand).toMatchObject({ id: IN_STOCK_BRAND_ID, inStock: true, category: null });
    const facets = categories as Facet[];
    // Sub-categories of many categories, each under its own, every category's run in one piece.
    const parents = facets.map((facet) => facet.parent?.id);
    expect(parents.every((id) => id !== undefined)).toBe(true);
    const runs = parents.filter((id, index) => id !== parents[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThan(3);
    const { rows } = await ctx.database.pool.query<{ id: number; parent_id: number }>(
      'select id, parent_id from categories where id = any($1::int[])',
      [ids(facets)],
    );
    for (const facet of facets) expect(facet.parent?.id).toBe(rows.find((row) => row.id === facet.id)?.parent_id);
    expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(products.total);
  });

  it('filters by a whole category (its sub-categories together) or by one sub-category', async () => {
    const facets = (await get(SHOWCASE)).categories as Facet[];
    const parent = facets[0]!.parent!;
    const children = facets.filter((facet) => facet.parent?.id === parent.id);
    const whole = await get(`${SHOWCASE}?categoryId=${parent.id}&size=100`);
    expect(whole.products.total).toBe(children.reduce((sum, facet) => sum + facet.count, 0));
    const one = await get(`${SHOWCASE}?categoryId=${children[0]!.id}&size=100`);
    expect(one.products.total).toBe(children[0]!.count);
    expect(one.products.list.every((product: { held: boolean }) => product.held)).toBe(true);
  });

  it('keeps an ordinary brand its category', async () => {
    const [brand] = (await get('/client/api/brands/all')) as { id: number }[];
    const page = await get(`/client/api/v2/brand/${brand!.id}?size=1`);
    expect(page.brand.category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(page.categories.every((facet: Facet) => facet.parent !== null)).toBe(true);
  });
});

describe('lists of brands', () => {
  it('leave the showcase out: every brand, the brand list and its filters, the top brands', async () => {
    const everyBrand = ids(await get('/client/api/brands/all'));
    expect(everyBrand.length).toBeGreaterThan(100);
    expect(everyBrand).not.toContain(IN_STOCK_BRAND_ID);

    const search = (body: object, page = 1) =>
      r.call('POST', `/client/api/brands?size=100&page=${page}`, { body }).then((response) => response.json().payload);
    const first = await search({});
    const listed = [...first.list, ...(await search({}, 2)).list];
    expect(listed).toHaveLength(first.total);
    expect(ids(listed)).not.toContain(IN_STOCK_BRAND_ID);
    // Its own name finds nothing, nor does a category whose products it holds.
    expect((await search({ keyword: 'Hive Center' })).total).toBe(0);
    const facets = (await get(SHOWCASE)).categories as Facet[];
    expect(ids((await search({ categoryId: facets[0]!.parent!.id })).list)).not.toContain(IN_STOCK_BRAND_ID);

    // Even marked as a top brand by mistake.
    await ctx.database.pool.query('update brands set is_top = true, top_position = 0 where id = $1', [
      IN_STOCK_BRAND_ID,
    ]);
    const groups = (await get('/client/api/top-brands?locale=en')) as { topBrands: { id: number }[] }[];
    expect(groups.flatMap((group) => ids(group.topBrands))).not.toContain(IN_STOCK_BRAND_ID);
  });

  it("leave it out of the total search's brands, while its products are still found", async () => {
    const result = await get('/client/api/search?search=Hive%20Center');
    expect(ids(result.brands.list)).not.toContain(IN_STOCK_BRAND_ID);
    expect(ids(result.suggestions.brands)).not.toContain(IN_STOCK_BRAND_ID);
    const { rows } = await ctx.database.pool.query<{ sku: string }>(
      'select sku from products where brand_id = $1 order by id limit 1',
      [IN_STOCK_BRAND_ID],
    );
    const bySku = await get(`/client/api/search?search=${rows[0]!.sku}`);
    expect(bySku.products.list.length).toBeGreaterThan(0);
  });

  it("leave it out of the trend's and the tracking's brand rankings, however much it sells", async () => {
    await ctx.database.pool.query(
      `insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
       select kind, p.id, p.brand_id, 1000000, 100000000000, now() - interval '1 day'
       from (select id, brand_id from products where brand_id = $1 limit 1) p, unnest(array['quotation', 'order']) kind`,
      [IN_STOCK_BRAND_ID],
    );
    const trend = await get('/client/api/trend?locale=en');
    expect(trend.brands.length).toBeGreaterThan(0);
    expect(ids(trend.brands)).not.toContain(IN_STOCK_BRAND_ID);
    const tracking = await get('/client/api/tracking?period=year');
    expect(tracking.brands.length).toBeGreaterThan(0);
    expect(ids(tracking.brands)).not.toContain(IN_STOCK_BRAND_ID);
  });
});
