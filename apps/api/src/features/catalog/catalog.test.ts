import { IN_STOCK_BRAND_ID } from '@hive/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const searchBrands = (query: string, body: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/client/api/brands${query}`, payload: body as object, ...csrf });

/** Any key that could carry a price or a stock count: none may reach a visitor. */
const PRICE_KEY =
  /"(price|supplyPrice|supplyUsd|supplyKrw|supply_usd|supply_krw|retail\w*|unitPrice|moqPrice|stockQty|stock_qty)"/i;

describe('countries', () => {
  it('lists every country with its calling code and flag', async () => {
    const response = await get('/client/api/country');
    expect(response.statusCode).toBe(200);
    const countries = response.json().payload as { code: string; callingCode: string; emoji: string; name: string }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === 'KR')).toMatchObject({ callingCode: '+82', emoji: '🇰🇷' });
    expect(countries.find((c) => c.code === 'VN')).toMatchObject({ callingCode: '+84', name: 'Vietnam' });
  });
});

describe('category tree', () => {
  it('answers a depth-2 tree without hidden categories', async () => {
    const response = await get('/client/api/category/tree/2?includeHidden=false');
    expect(response.statusCode).toBe(200);
    const { list } = response.json().payload;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.find((c: { id: number }) => c.id === 2).children.length).toBeGreaterThan(0);
    expect(list.every((c: { hidden: boolean }) => !c.hidden)).toBe(true);
  });

  it('includes hidden categories when asked and names them in the chosen language', async () => {
    const all = (await get('/client/api/category/tree/2?includeHidden=true')).json().payload.list;
    const visible = (await get('/client/api/category/tree/2')).json().payload.list;
    expect(all.length).toBe(visible.length + 1);
    const english = visible.find((c: { id: number }) => c.id === 2).name;
    const vietnamese = (await get('/client/api/category/tree/2?locale=vi'))
      .json()
      .payload.list.find((c: { id: number }) => c.id === 2).name;
    expect(vietnamese).not.toBe(english);
  });

  it('returns only top categories at depth 1', async () => {
    const { list } = (await get('/client/api/category/tree/1')).json().payload;
    expect(list.every((c: { children: unknown[] }) => c.children.length === 0)).toBe(true);
  });

  it('rejects a depth or flag it does not know, naming the field', async () => {
    const deep = await get('/client/api/category/tree/3');
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(deep.json().error).toContain('depth');
    const flag = await get('/client/api/category/tree/2?includeHidden=maybe');
    expect(flag.statusCode).toBe(400);
    expect(flag.json().error).toContain('includeHidden');
  });
});

describe('top brands', () => {
  it('groups top brands by category, category 2 among them', async () => {
    const groups = (await get('/client/api/top-brands')).json().payload;
    const makeup = groups.find((g: { category: { id: number } }) => g.category.id === 2);
    expect(makeup.topBrands.length).toBeGreaterThan(0);
    expect(makeup.topBrands[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      logo: expect.stringMatching(/^\/img\/brand\/\d+\.png$/),
    });
  });
});

describe('brand search', () => {
  it('pages through all brands, newest first', async () => {
    const response = await searchBrands('?page=1&size=24', {});
    expect(response.statusCode).toBe(200);
    const page = response.json().payload;
    expect(page.list).toHaveLength(24);
    expect(page.total).toBeGreaterThanOrEqual(100);
    expect(page.totalPages).toBe(Math.ceil(page.total / 24));
    const ids = page.list.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await searchBrands('?page=2&size=24', {})).json().payload.list;
    expect(second[0].id).toBeLessThan(ids.at(-1));
  });

  it('filters by keyword in any language, and by category', async () => {
    const first = (await searchBrands('?size=1', { sort: 'name' })).json().payload.list[0];
    const korean = first.nameKo as string;
    const byKorean = (await searchBrands('?size=100', { keyword: korean })).json().payload.list;
    expect(byKorean.map((b: { id: number }) => b.id)).toContain(first.id);
    const makeup = (await searchBrands('?size=100', { categoryId: 2 })).json().payload;
    expect(makeup.total).toBeGreaterThan(0);
    expect(
      makeup.list.every(
        (b: { category: { id: number }; productCount: number }) => b.category.id === 2 || b.productCount > 0,
      ),
    ).toBe(true);
    const none = (await searchBrands('', { keyword: 'zzqx-no-such-brand' })).json().payload;
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
  });

  it('treats LIKE wildcards in the keyword as plain text', async () => {
    const all = (await searchBrands('', {})).json().payload.total;
    const percent = (await searchBrands('', { keyword: '%' })).json().payload.total;
    expect(percent).toBeLessThan(all);
  });

  it('sorts by name', async () => {
    const names = (await searchBrands('?size=50', { sort: 'name' }))
      .json()
      .payload.list.map((b: { name: string }) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('rejects page sizes over 100, unknown fields and bad sorts, naming the field', async () => {
    const big = await searchBrands('?size=101', {});
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toContain('size');
    const unknown = await searchBrands('', { keyword: 'a', price: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('"price"');
    const sort = await searchBrands('', { sort: 'cheapest' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error).toContain('sort');
    const query = await searchBrands('?page=1&color=red', {});
    expect(query.statusCode).toBe(400);
    expect(query.json().error).toContain('"color"');
  });
});

describe('brand page', () => {
  it('shows a brand with a page of its products and no price', async () => {
    const brandId = (await searchBrands('?size=1', {})).json().payload.list[0].id;
    const response = await get(`/client/api/v2/brand/${brandId}?size=24`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(PRICE_KEY);
    const { brand, products, categories } = response.json().payload;
    expect(brand).toMatchObject({ id: brandId, inStock: false, description: expect.any(String) });
    expect(products.total).toBe(brand.productCount);
    expect(products.list.every((p: { brand: { id: number } }) => p.brand.id === brandId)).toBe(true);
    expect(categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(products.total);
  });

  it('filters the products by category and sorts them by MOQ', async () => {
    const brandId = (await searchBrands('?size=1', {})).json().payload.list[0].id;
    const { categories } = (await get(`/client/api/v2/brand/${brandId}`)).json().payload;
    const category = categories[0];
    const filtered = (await get(`/client/api/v2/brand/${brandId}?categoryId=${category.id}&sort=moq&size=100`)).json()
      .payload.products;
    expect(filtered.total).toBe(category.count);
    const moqs = filtered.list.map((p: { moq: number }) => p.moq);
    expect(moqs).toEqual([...moqs].sort((a, b) => a - b));
  });

  it('lists the products held in the fulfilment centre on the in-stock brand', async () => {
    const response = await get(`/client/api/v2/brand/${IN_STOCK_BRAND_ID}?size=100`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(PRICE_KEY);
    const { brand, products } = response.json().payload;
    expect(brand.inStock).toBe(true);
    expect(products.total).toBeGreaterThan(20);
    expect(products.list.every((p: { held: boolean }) => p.held)).toBe(true);
  });

  it('holds a product exactly while it has a stock row, whatever its units do', async () => {
    const pool = ctx.database.pool;
    const heldOf = async (id: number) =>
      (await pool.query<{ held: boolean }>('select held from products where id = $1', [id])).rows[0]!.held;
    const { id } = (await pool.query<{ id: number }>('select max(id) as id from products where not held')).rows[0]!;
    const count = async () =>
      (await pool.query<{ n: number }>('select count(*)::int as n from products where held')).rows[0]!.n;
    const before = await count();
    await pool.query('insert into product_stock (product_id, units) values ($1, 40)', [id]);
    expect(await heldOf(id)).toBe(true);
    await pool.query('update product_stock set units = 0 where product_id = $1', [id]);
    expect(await heldOf(id)).toBe(true);
    expect(await count()).toBe(before + 1);
    await pool.query('delete from product_stock where product_id = $1', [id]);
    expect(await heldOf(id)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    const missing = await get('/client/api/v2/brand/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Brand not found', code: 'NOT_FOUND' });
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const bad = await get(`/client/api/v2/brand/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().error, id).toContain('id');
    }
  });
});

describe('product detail', () => {
  it('shows a product with images, groups and related products, and no price', async () => {
    const { list } = (await get(`/client/api/v2/brand/${IN_STOCK_BRAND_ID}?size=1`)).json().payload.products;
    const response = await get(`/client/api/v2/product/${list[0].id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(PRICE_KEY);
    const product = response.json().payload;
    expect(product).toMatchObject({ id: list[0].id, held: true, hsCode: expect.stringMatching(/^\d{6,10}$/) });
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.related.every((p: { id: number }) => p.id !== product.id)).toBe(true);
  });

  it('names the product in the chosen language, in English where it has none', async () => {
    const rows = await ctx.database.pool.query(
      `select id, names from products where names->>'en' like 'Matte Lipstick %' limit 1`,
    );
    const { id, names } = rows.rows[0];
    const vi = (await get(`/client/api/v2/product/${id}?locale=vi`)).json().payload;
    expect(vi.name).toBe(names.vi);
    expect(vi.name).toMatch(/^Son thỏi lì /);
    const ru = (await get(`/client/api/v2/product/${id}?locale=ru`)).json().payload;
    // The adjective agrees with the noun (помада is feminine); the brand keeps its Latin name, the Hangul beside it.
    expect(ru.name).toMatch(/^Матовая помада \d/);
    expect(ru.brand.name).toMatch(/^[A-Za-z]+ [A-Za-z]+$/);
    expect(ru.nameKo).toMatch(/^매트 립스틱 /);
    expect(ru.description).toContain(`${ru.name} от ${ru.brand.name}.`);
    const { brand } = (await get(`/client/api/v2/brand/${ru.brand.id}?locale=ru&size=1`)).json().payload;
    expect(brand.name).toBe(ru.brand.name);
    expect(brand.nameKo).toMatch(/[가-힣]/);
    expect(brand.description).toMatch(new RegExp(`^${brand.name} [—а-яё]`));
    // A product without a Russian name (an operator's, say) is named in English.
    const plain = await ctx.database.pool.query(
      `update products set names = names - 'ru' where id = (select min(id) from products where id <> $1) returning id, names`,
      [id],
    );
    expect((await get(`/client/api/v2/product/${plain.rows[0].id}?locale=ru`)).json().payload.name).toBe(
      plain.rows[0].names.en,
    );
    const bad = await get(`/client/api/v2/product/${id}?locale=ko`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('locale');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await get('/client/api/v2/product/987654')).statusCode).toBe(404);
  });
});

describe('bad requests', () => {
  it('never answers 500, whatever is sent', async () => {
    const attempts = [
      {
        method: 'POST' as const,
        url: '/client/api/brands',
        payload: '{"keyword":',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/client/api/brands',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: '/client/api/brands',
        payload: 'keyword=a',
        headers: { 'content-type': 'text/plain' },
      },
      { method: 'POST' as const, url: '/client/api/brands?page=0', payload: {} },
      { method: 'POST' as const, url: '/client/api/brands?page=abc', payload: {} },
      { method: 'POST' as const, url: '/client/api/brands', payload: { keyword: 'x'.repeat(101) } },
      { method: 'POST' as const, url: '/client/api/brands', payload: { categoryId: 'drop table brands' } },
      { method: 'GET' as const, url: '/client/api/v2/brand/%00' },
      { method: 'GET' as const, url: '/client/api/v2/product/1?locale[]=en' },
      { method: 'GET' as const, url: '/client/api/v2/brand/401?size=-5' },
      { method: 'GET' as const, url: '/client/api/category/tree/%F0%9F%98%80' },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({
        ...attempt,
        cookies: csrf.cookies,
        headers: { ...csrf.headers, ...attempt.headers },
      });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBeLessThan(500);
      expect(response.json(), attempt.url).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
  });

  it('takes SQL in a keyword as text to look for', async () => {
    const injection = await searchBrands('', { keyword: "'; drop table brands; --" });
    expect(injection.statusCode).toBe(200);
    expect(injection.json().payload.total).toBe(0);
    expect((await searchBrands('', {})).json().payload.total).toBeGreaterThanOrEqual(100);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await get('/client/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('site, health and documentation', () => {
  it('reports health and readiness', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    expect((await get('/ready')).json()).toEqual({ status: 'ok' });
  });

  it('gives the footer its contact details', async () => {
    const site = (await get('/client/api/site')).json().payload;
    expect(site.contactPhone).toMatch(/^\+82/);
    expect(site.contactEmail).toContain('@');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const doc = (await get('/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/client/api/brands', '/client/api/v2/brand/{id}']));
    expect(
      doc.paths['/client/api/brands'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('keyword');
  });

  it('draws brand logos and product pictures as PNG, and as SVG at the addresses stored before', async () => {
    // Decoded by sharp, a PNG reader of its own: the size, and the colours where the drawing puts them.
    const pixels = async (path: string) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x + 1) * 4)];
      return { size: [info.width, info.height, info.channels], at };
    };
    // Product 12, picture 1: palette 5 (#dfe7fd on #5a7fd6), the jar (its body 85 % ink from y 135 to 255 of 300).
    const product = await pixels('/img/product/12-1.png');
    expect(product.size).toEqual([480, 480, 4]);
    expect(product.at(2, 2)).toEqual([0xdf, 0xe7, 0xfd, 255]);
    const body = [0x5a, 0x7f, 0xd6].map((ink, i) => Math.round(ink * 0.85 + [0xdf, 0xe7, 0xfd][i]! * 0.15));
    const middle = product.at(240, 312);
    for (const [i, channel] of body.entries()) expect(Math.abs(middle[i]! - channel)).toBeLessThanOrEqual(1);
    // Brand 401's logo: a disc of its background, transparent in the corners, its initials in its ink at the middle.
    const logo = await pixels('/img/brand/401.png');
    expect(logo.size).toEqual([160, 160, 4]);
    expect(logo.at(1, 1)[3]).toBe(0);
    expect(logo.at(80, 8)[3]).toBe(255);
    const inked = Array.from({ length: 60 }, (_, x) => logo.at(50 + x, 80)).filter((p) => p[0]! < 150);
    expect(inked.length).toBeGreaterThan(5);

    const svg = await get('/img/brand/401.svg');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    expect((await get('/img/product/12-1.svg')).body).toContain('<svg');
    expect((await get('/img/brand/999999.png')).statusCode).toBe(404);
    expect((await get('/img/product/evil.png')).statusCode).toBe(400);
    expect((await get('/img/product/12-1.gif')).statusCode).toBe(400);
  });
});
