import { CATEGORY_BRAND_CHOICES, QUICK_ORDER_MAX_LINES } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let call: ReturnType<typeof requests>['call'];
let queriesOf: ReturnType<typeof requests>['queriesOf'];
let usd: string;

/** Any key that could carry a price or a stock count. */
const PRICE_KEY = /"(price|supply\w*|retail\w*|unitPrice|moqPrice|stockQty)"/i;

type Card = {
  id: number;
  brand: { id: number };
  moq: number;
  held: boolean;
  name: string;
  price?: { unitPrice: number };
};
type Answer = {
  category: { id: number; parent: { id: number } | null; children: { id: number; count: number }[] };
  brands: { id: number; count: number }[];
  products: { list: Card[]; total: number; totalPages: number };
};
let top: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const client = requests(ctx);
  call = client.call;
  queriesOf = client.queriesOf;
  usd = await client.signIn('demo-usd');
  // The visible top category with the most products.
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select parent.id from products p join categories c on c.id = p.category_id join categories parent on parent.id = c.parent_id
     where not parent.hidden group by parent.id order by count(*) desc limit 1`,
  );
  top = rows[0]!.id;
});

const page = async (query: string, token?: string) => {
  const response = await call('GET', `/client/api/v1/category/${top}/products?${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, ...(response.json().payload as Answer) };
};

describe('a category page', () => {
  it("lists a top category's products across brands, with its sub-categories and brands counted, and no price for a visitor", async () => {
    const answer = await page('size=50');
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      'select count(*)::int as n from products p join categories c on c.id = p.category_id where c.parent_id = $1',
      [top],
    );
    expect(answer.products.total).toBe(rows[0]!.n);
    expect(answer.category.parent).toBeNull();
    expect(answer.category.children.reduce((sum, c) => sum + c.count, 0)).toBe(rows[0]!.n);
    expect(answer.brands.reduce((sum, b) => sum + b.count, 0)).toBe(rows[0]!.n);
    expect(new Set(answer.products.list.map((p) => p.brand.id)).size).toBeGreaterThan(1);
    expect(answer.body).not.toMatch(PRICE_KEY);
  });

  it('narrows by sub-category, brand, held stock and largest MOQ, all at once', async () => {
    const all = await page('size=100');
    const sub = all.category.children.find((c) => c.count > 0)!;
    const inSub = await page(`subCategoryId=${sub.id}&size=100`);
    expect(inSub.products.total).toBe(sub.count);
    const brand = all.brands[0]!;
    const ofBrand = await page(`brandId=${brand.id}&size=100`);
    expect(ofBrand.products.total).toBe(brand.count);
    expect(ofBrand.products.list.every((p) => p.brand.id === brand.id)).toBe(true);
    const held = await page('inStock=true&size=100');
    expect(held.products.list.every((p) => p.held)).toBe(true);
    expect(held.products.total).toBeLessThan(all.products.total);
    const moqs = all.products.list.map((p) => p.moq).sort((a, b) => a - b);
    const moqMax = moqs[Math.floor(moqs.length / 2)]!;
    const small = await page(`moqMax=${moqMax}&size=100`);
    expect(small.products.list.every((p) => p.moq <= moqMax)).toBe(true);
    expect(small.products.total).toBeLessThan(all.products.total);
    const both = await page(`moqMax=${moqMax}&brandId=${brand.id}&size=100`);
    expect(both.products.list.every((p) => p.moq <= moqMax && p.brand.id === brand.id)).toBe(true);
  });

  it("sorts by name and MOQ; by price only for a buyer who sees prices — a visitor's price sort is the newest first", async () => {
    const byName = (await page('sort=name&size=30&locale=en')).products.list.map((p) => p.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byMoq = (await page('sort=moq&size=30')).products.list.map((p) => p.moq);
    expect(byMoq).toEqual([...byMoq].sort((a, b) => a - b));
    const newest = (await page('size=30')).products.list.map((p) => p.id);
    const visitorPrice = await page('sort=price-asc&size=30');
    expect(visitorPrice.products.list.map((p) => p.id)).toEqual(newest);
    expect(visitorPrice.body).not.toMatch(PRICE_KEY);
    const cheap = (await page('sort=price-asc&size=30', usd)).products.list.map((p) => p.price!.unitPrice);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await page('sort=price-desc&size=30', usd)).products.list.map((p) => p.price!.unitPrice);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect(dear[0]).toBeGreaterThan(cheap[0]!);
  });

  it('pages, in the same number of queries whatever the page size, and keeps the answer', async () => {
    const first = await page('size=5&page=1');
    const second = await page('size=5&page=2');
    expect(second.products.list.map((p) => p.id)).not.toContain(first.products.list[0]!.id);
    expect(first.products.totalPages).toBe(Math.ceil(first.products.total / 5));
    // Each sub-category's run is merged: a deep page is the same slice of the whole order, in every sort.
    for (const sort of ['newest', 'name', 'moq']) {
      const whole = (await page(`sort=${sort}&size=15`)).products.list.map((p) => p.id);
      const third = (await page(`sort=${sort}&size=5&page=3`)).products.list.map((p) => p.id);
      expect(third, sort).toEqual(whole.slice(10, 15));
    }
    const cheapest = (await page('sort=price-asc&size=15', usd)).products.list.map((p) => p.id);
    expect((await page('sort=price-asc&size=5&page=3', usd)).products.list.map((p) => p.id)).toEqual(
      cheapest.slice(10, 15),
    );
    const one = await queriesOf(`/client/api/v1/category/${top}/products?size=1&sort=moq`);
    const hundred = await queriesOf(`/client/api/v1/category/${top}/products?size=100&sort=moq`);
    expect(one).toBeGreaterThan(0);
    expect(hundred).toBe(one);
    expect(await queriesOf(`/client/api/v1/category/${top}/products?size=100&sort=moq`)).toBe(0);
  });

  it(`offers the ${CATEGORY_BRAND_CHOICES} brands with the most products in its brand filter, by name`, async () => {
    // Another top category, given more brands than the filter offers: one product each, twelve for the first of them.
    const pool = ctx.database.pool;
    const { rows } = await pool.query<{ id: number; top: number }>(
      `select c.id, parent.id as top from categories c join categories parent on parent.id = c.parent_id
       where not c.hidden and not parent.hidden and parent.id <> $1 order by c.id limit 1`,
      [top],
    );
    const sub = rows[0]!;
    await pool.query(
      `with b as (insert into brands (id, names, descriptions, logo_url, category_id)
         select (select max(id) from brands) + n, jsonb_build_object('en', 'Zz Filler ' || lpad(n::text, 3, '0')),
           '{"en": "A brand"}', '/img/brand/1.png', $2
         from generate_series(1, $3::int) n returning id, names)
       insert into products (brand_id, category_id, names, descriptions, sku, moq, supply_usd, supply_krw, retail_usd,
         retail_krw, weight_g, volume_cm3, hs_code, units_per_carton, carton_weight_g, carton_volume_cm3)
       select b.id, $1, p.names, p.descriptions, 'ZZ-' || b.id || '-' || k, p.moq, p.supply_usd, p.supply_krw,
         p.retail_usd, p.retail_krw, p.weight_g, p.volume_cm3, p.hs_code, p.units_per_carton, p.carton_weight_g,
         p.carton_volume_cm3
       from b cross join generate_series(1, 12) k cross join (select * from products order by id limit 1) p
       where k = 1 or b.names->>'en' = 'Zz Filler 001'`,
      [sub.id, sub.top, CATEGORY_BRAND_CHOICES + 5],
    );
    const response = await call('GET', `/client/api/v1/category/${sub.top}/products?size=24`);
    const { brands } = response.json().payload as { brands: { id: number; name: string; count: number }[] };
    const counted = await pool.query<{ id: number; count: number }>(
      `select p.brand_id as id, count(*)::int as count from products p join categories c on c.id = p.category_id
       where (c.id = $1 or c.parent_id = $1) and not c.hidden and not p.withdrawn
       group by p.brand_id order by count(*) desc, p.brand_id limit $2`,
      [sub.top, CATEGORY_BRAND_CHOICES],
    );
    expect(brands).toHaveLength(CATEGORY_BRAND_CHOICES);
    expect(new Set(brands.map((brand) => brand.id))).toEqual(new Set(counted.rows.map((row) => row.id)));
    expect(brands.find((brand) => brand.name === 'Zz Filler 001')?.count).toBe(12);
    const names = brands.map((brand) => brand.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers 404 for an unknown or hidden category, 400 for a filter it does not know', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number }>('select id from categories where hidden limit 1');
    expect((await call('GET', '/client/api/v1/category/999999/products')).statusCode).toBe(404);
    if (rows[0]) expect((await call('GET', `/client/api/v1/category/${rows[0].id}/products`)).statusCode).toBe(404);
    expect((await call('GET', `/client/api/v1/category/${top}/products?color=red`)).statusCode).toBe(400);
    expect((await call('GET', `/client/api/v1/category/${top}/products?sort=cheapest`)).statusCode).toBe(400);
  });
});

describe('products by SKU', () => {
  it('finds products whatever the case of the SKU, leaves unknown ones out, and prices them only for a buyer', async () => {
    const { rows } = await ctx.database.pool.query<{ sku: string; id: number }>(
      'select sku, id from products order by id limit 2',
    );
    const skus = [rows[0]!.sku.toLowerCase(), rows[1]!.sku, 'NO-SUCH-SKU'];
    const visitor = await call('POST', '/client/api/v1/products/by-sku', { body: { skus } });
    expect(visitor.statusCode).toBe(200);
    expect(
      visitor
        .json()
        .payload.list.map((p: Card) => p.id)
        .sort(),
    ).toEqual([rows[0]!.id, rows[1]!.id].sort());
    expect(visitor.body).not.toMatch(PRICE_KEY);
    const buyer = await call('POST', '/client/api/v1/products/by-sku', { body: { skus }, token: usd });
    expect(buyer.json().payload.list.every((p: Card) => typeof p.price?.unitPrice === 'number')).toBe(true);
  });

  it(`refuses an empty list, more than ${QUICK_ORDER_MAX_LINES} SKUs and unknown fields`, async () => {
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `SKU-${i}`);
    for (const body of [{ skus: [] }, { skus: many }, { skus: ['A'], qty: 1 }, { skus: ['x'.repeat(65)] }]) {
      expect((await call('POST', '/client/api/v1/products/by-sku', { body })).statusCode).toBe(400);
    }
  });
});
