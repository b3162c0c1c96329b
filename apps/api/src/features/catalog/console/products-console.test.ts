import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { quotationFixtures } from '../../../../test/quotations.js';
import { requests } from '../../../../test/requests.js';
import { productsConsoleService } from './products-console.service.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let staff: string;
let admin: string;
let buyer: string;
beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  staff = await r.operator('staff');
  admin = await r.operator('admin');
  buyer = await r.signIn('demo-usd');
});

const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];
const someProductId = async (offset: number) =>
  (
    await query<{ id: number }>('select id from products where exist and not held order by id limit 1 offset $1', [
      offset,
    ])
  )[0]!.id;

/** The edit form's body for a product as it is: its detail without id, pictures and date, the barcode as text. */
async function bodyOf(id: number) {
  const {
    id: _id,
    images: _images,
    certificates: _certificates,
    createdAt: _at,
    ...detail
  } = (await r.call('GET', `/console/api/products/${id}`, { operator: staff })).json().payload;
  return { ...detail, barcode: detail.barcode ?? '' };
}
const audit = async (id: number) =>
  (await r.call('GET', `/console/api/audit?targetType=product&targetId=${id}`, { operator: admin })).json().payload
    .list;

describe('the console product list', () => {
  it('needs an operator, finds by name, SKU and barcode, filters and pages', async () => {
    expect((await r.call('GET', '/console/api/products')).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/products', { operator: buyer })).statusCode).toBe(401);
    const [product] = await query<{ id: number; sku: string; barcode: string; name: string; brand_id: number }>(
      `select id, sku, barcode, names->>'en' as name, brand_id from products where barcode is not null and barcode <> '1'
       order by id limit 1`,
    );
    for (const keyword of [product!.sku, product!.barcode, product!.name.toUpperCase()]) {
      const page = (
        await r.call('GET', `/console/api/products?keyword=${encodeURIComponent(keyword)}`, { operator: staff })
      ).json().payload;
      expect(page.list.map((row: { id: number }) => row.id)).toContain(product!.id);
      expect(page).toMatchObject({ totalCapped: false });
    }
    // A common text is counted up to 1,000 matches: the page says there are more rather than counting each.
    const common = await query<{ n: number }>(`select count(*)::int as n from products where search_text like '%a%'`);
    expect(common[0]!.n).toBeGreaterThan(1_000);
    const capped = (await r.call('GET', '/console/api/products?keyword=a&size=20', { operator: staff })).json().payload;
    expect(capped).toMatchObject({ total: 1_000, totalPages: 50, totalCapped: true });
    expect(capped.list).toHaveLength(20);
    const ofBrand = (
      await r.call('GET', `/console/api/products?brandId=${product!.brand_id}&size=5`, { operator: staff })
    ).json().payload;
    expect(ofBrand.list.length).toBeGreaterThan(0);
    expect(ofBrand.list.every((row: { brand: { id: number } }) => row.brand.id === product!.brand_id)).toBe(true);
    const held = (await r.call('GET', '/console/api/products?held=yes&size=5', { operator: staff })).json().payload;
    expect(held.list.every((row: { stock: number | null }) => row.stock !== null)).toBe(true);
    const [{ n }] = (await query<{ n: number }>('select count(*)::int as n from products where held')) as [
      { n: number },
    ];
    expect(held.total).toBe(n);
    const soldOut = (await r.call('GET', '/console/api/products?soldOut=yes', { operator: staff })).json().payload;
    expect(soldOut.list.every((row: { exist: boolean }) => !row.exist)).toBe(true);
    expect((await r.call('GET', '/console/api/products?hidden=maybe', { operator: staff })).statusCode).toBe(400);
  });
});

describe('editing a product', () => {
  it('changes a price in dollars and won; the buyer sees it at the next answer; the log keeps before and after', async () => {
    const id = await someProductId(3);
    const seen = async () =>
      (await r.call('GET', `/client/api/v2/product/${id}`, { token: buyer })).json().payload.price.unitPrice;
    const priceBefore = await seen();
    const body = await bodyOf(id);
    const changed = await r.call('PUT', `/console/api/products/${id}`, {
      operator: staff,
      body: { ...body, supplyUsd: '123.45', supplyKrw: '150000' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload).toMatchObject({ supplyUsd: '123.45', supplyKrw: '150000' });
    const [row] = await query<{ supply_usd: number; supply_krw: number }>(
      'select supply_usd, supply_krw from products where id = $1',
      [id],
    );
    expect(row).toEqual({ supply_usd: 12_345, supply_krw: 150_000 });
    // demo-usd is grade 01: 5 % off, to the cent.
    const priceAfter = await seen();
    expect(priceAfter).not.toBe(priceBefore);
    expect(priceAfter).toBe(Math.floor((12_345 * 9_500 + 5_000) / 10_000));
    const [entry] = await audit(id);
    expect(entry).toMatchObject({
      action: 'product.update',
      operator: { loginId: 'staff' },
      after: { supplyUsd: 12_345, supplyKrw: 150_000 },
    });
    expect(Object.keys(entry.after).sort()).toEqual(['supplyKrw', 'supplyUsd']);
  });

  it('never changes the price of a quotation already made', async () => {
    const q = quotationFixtures(ctx, r);
    const quotation = await q.requestAs('demo-usd', 1);
    const read = async () =>
      (await r.call('GET', `/client/api/v1/quotations/${quotation.id}`, { token: buyer })).json().payload.lines[0];
    const line = await read();
    const body = await bodyOf(line.productId);
    await r.call('PUT', `/console/api/products/${line.productId}`, {
      operator: staff,
      body: { ...body, supplyUsd: '999.99' },
    });
    expect((await read()).unitPrice).toBe(line.unitPrice);
  });

  it('refuses bad input and changes nothing', async () => {
    const id = await someProductId(4);
    const body = await bodyOf(id);
    const bad = [
      { ...body, supplyUsd: '12.345' },
      { ...body, supplyKrw: '100.5' },
      { ...body, names: { ...body.names, en: '' } },
      { ...body, barcode: '12a' },
      { ...body, hsCode: '12' },
      { ...body, cartonWeightG: 1, unitsPerCarton: 10 },
      { ...body, moq: 0 },
      { ...body, price: 3 },
    ];
    for (const wrong of bad) {
      const response = await r.call('PUT', `/console/api/products/${id}`, { operator: staff, body: wrong });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect(
      (await r.call('PUT', `/console/api/products/${id}`, { operator: staff, body: { ...body, brandId: 99_999 } }))
        .statusCode,
    ).toBe(400);
    const [other] = await query<{ sku: string }>('select sku from products where id <> $1 limit 1', [id]);
    const taken = await r.call('PUT', `/console/api/products/${id}`, {
      operator: staff,
      body: { ...body, sku: other!.sku },
    });
    expect(taken.statusCode).toBe(409);
    expect(await bodyOf(id)).toEqual(body);
    expect(await audit(id)).toEqual([]);
    expect((await r.call('PUT', '/console/api/products/99999999', { operator: staff, body })).statusCode).toBe(404);
  });

  it('creates a product held in the fulfilment centre; it is found by the search and on its brand page', async () => {
    const body = { ...(await bodyOf(await someProductId(5))), sku: 'CONSOLE-NEW-1', barcode: '1', stock: 40 };
    body.names = { en: 'Zephyrine Cloud Serum', ko: '제피린 클라우드 세럼', vi: '', es: '', ru: '', id: '' };
    const created = await r.call('POST', '/console/api/products', { operator: staff, body });
    expect(created.statusCode).toBe(200);
    const product = created.json().payload;
    expect(product).toMatchObject({ sku: 'CONSOLE-NEW-1', barcode: '1', stock: 40, names: { vi: '' } });
    const [row] = await query<{ held: boolean; units: number }>(
      'select p.held, s.units from products p join product_stock s on s.product_id = p.id where p.id = $1',
      [product.id],
    );
    expect(row).toEqual({ held: true, units: 40 });
    const found = (await r.call('GET', '/client/api/search?search=zephyrine')).json().payload;
    expect(JSON.stringify(found)).toContain(String(product.id));
    expect((await audit(product.id))[0]).toMatchObject({ action: 'product.create', before: null });
  });

  it('creates one product for a submission sent twice (a double click, a lost answer)', async () => {
    const body = { ...(await bodyOf(await someProductId(9))), sku: 'CONSOLE-TWICE-1' };
    const send = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/console/api/products',
        payload: body,
        remoteAddress: ip,
        cookies: { 'XSRF-TOKEN': 'test-csrf-token' },
        headers: { 'x-xsrf-token': 'test-csrf-token', 'x-operator-token': staff, 'idempotency-key': 'create-twice-1' },
      });
    const [first, second] = [await send('10.9.9.1'), await send('10.9.9.2')];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().payload.id).toBe(first.json().payload.id);
    expect(await query('select id from products where sku = $1', ['CONSOLE-TWICE-1'])).toHaveLength(1);
  });
});

describe('bulk actions', () => {
  it('hides and shows checked products (a hidden one leaves the storefront), moves them, sets their stock', async () => {
    const ids = [await someProductId(6), await someProductId(7)];
    const hide = await r.call('POST', '/console/api/products/bulk', { operator: staff, body: { action: 'hide', ids } });
    expect(hide.json().payload).toEqual({ changed: 2 });
    expect((await r.call('GET', `/client/api/v2/product/${ids[0]}`)).statusCode).toBe(404);
    // Its page for search engines and first visits is not found either.
    expect((await ctx.app.inject({ method: 'GET', url: `/product/${ids[0]}/` })).statusCode).toBe(404);
    expect((await audit(ids[0]!))[0]).toMatchObject({ action: 'product.bulk.hide', before: { hidden: false } });
    await r.call('POST', '/console/api/products/bulk', { operator: staff, body: { action: 'show', ids } });
    expect((await r.call('GET', `/client/api/v2/product/${ids[0]}`)).statusCode).toBe(200);

    const [brand] = await query<{ id: number }>('select id from brands where id <> 492 order by id desc limit 1');
    await r.call('POST', '/console/api/products/bulk', {
      operator: staff,
      body: { action: 'brand', ids, brandId: brand!.id },
    });
    const stock = await r.call('POST', '/console/api/products/bulk', {
      operator: staff,
      body: { action: 'stock', ids, stock: 25 },
    });
    expect(stock.statusCode).toBe(200);
    const rows = await query<{ brand_id: number; units: number }>(
      'select p.brand_id, s.units from products p join product_stock s on s.product_id = p.id where p.id = any($1)',
      [ids],
    );
    expect(rows).toEqual([
      { brand_id: brand!.id, units: 25 },
      { brand_id: brand!.id, units: 25 },
    ]);
    const missing = await r.call('POST', '/console/api/products/bulk', {
      operator: staff,
      body: { action: 'hide', ids: [ids[0], 99_999_999] },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await r.call('POST', '/console/api/products/bulk', { operator: staff, body: { action: 'burn', ids } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('pictures', () => {
  const png = () =>
    sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 80, b: 120 } } })
      .png()
      .toBuffer();
  const upload = (payload: Buffer, type = 'image/png', operator = staff) =>
    ctx.app.inject({
      method: 'POST',
      url: '/console/api/images',
      payload,
      headers: { 'content-type': type, 'x-operator-token': operator, 'x-xsrf-token': 'test-csrf-token' },
      cookies: { 'XSRF-TOKEN': 'test-csrf-token' },
    });

  it('takes a picture by its content, resizes it, serves it for good, and sets the order of a product’s pictures', async () => {
    const id = await someProductId(8);
    const bytes = await png();
    expect((await upload(bytes, 'image/png', '')).statusCode).toBe(401);
    // A text file sent as a PNG is refused by its content.
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect((await upload(readFileSync(new URL(import.meta.url)), 'application/octet-stream')).statusCode).toBe(400);

    const uploaded = await upload(bytes, 'application/octet-stream');
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().payload;
    expect(url).toMatch(/^\/img\/u\/[0-9a-f]{32}-600\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 467]);
    const thumb = await ctx.app.inject({ method: 'GET', url: url.replace('-600.', '-96.') });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(96);

    const { images } = (await r.call('GET', `/console/api/products/${id}`, { operator: staff })).json().payload;
    const set = await r.call('PUT', `/console/api/products/${id}/images`, {
      operator: staff,
      body: { images: [url, ...images.slice(1)] },
    });
    expect(set.statusCode).toBe(200);
    const page = (await r.call('GET', `/client/api/v2/product/${id}`)).json().payload;
    expect(page.images[0]).toBe(url);
    expect(page.images).not.toContain(images[0]);
    const foreign = await r.call('PUT', `/console/api/products/${id}/images`, {
      operator: staff,
      body: { images: ['https://elsewhere.example/x.png'] },
    });
    expect(foreign.statusCode).toBe(400);
    expect((await audit(id))[0]).toMatchObject({
      action: 'product.images',
      after: { images: [url, ...images.slice(1)] },
    });
  });
});

describe('the restock hook', () => {
  it('is told, in the change’s transaction, of the products whose stock rose or that are available again', async () => {
    const told: number[][] = [];
    const changes = {
      announce: async () => {},
      committedHere: () => {},
      subscribe: () => {},
      heard: () => true,
      stop: async () => {},
    };
    const service = productsConsoleService({
      db: ctx.database.db,
      changes,
      onRestocked: async (_tx, ids) => void told.push(ids),
    });
    const operator = { id: 1, loginId: 'admin', name: 'Admin', role: 'admin' as const, tokenHash: Buffer.alloc(32) };
    const [soldOut, other] = [await someProductId(20), await someProductId(21)];
    await query('update products set exist = false where id = $1', [soldOut]);
    const body = await bodyOf(soldOut);
    await service.update(operator, soldOut, { ...body, moq: body.moq + 1 });
    expect(told).toEqual([]);
    await service.update(operator, soldOut, { ...body, exist: true });
    expect(told).toEqual([[soldOut]]);
    await service.bulk(operator, { action: 'stock', ids: [soldOut, other], stock: 5 });
    await service.bulk(operator, { action: 'stock', ids: [soldOut, other], stock: 3 });
    expect(told).toEqual([[soldOut], [soldOut, other]]);
  });
});
