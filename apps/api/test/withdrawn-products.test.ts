import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartVisitors } from './cart-visitors.js';
import { createTestApp, eventually, type TestContext } from './helper.js';
import { orderFixtures } from './orders.js';
import { quotationFixtures } from './quotations.js';
import { requests } from './requests.js';

/**
 * A withdrawn product — hidden by the operators, or of a brand they hid — cannot be bought: every path that shows,
 * finds, adds, requests or orders a product is walked for one, then again once it is shown, where the same calls work.
 */
const fixtureWeb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web');

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let q: ReturnType<typeof quotationFixtures>;
const visitors = cartVisitors(() => ctx);
let token: string;
let buyerId: number;
let address: number;
let staff: string;
let admin: string;
let countryId: number;

beforeAll(async () => {
  ctx = await createTestApp({ webDist: fixtureWeb, publicUrl: 'https://hive.example' });
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  q = quotationFixtures(ctx, r);
  token = await r.signIn('demo-usd');
  buyerId = (await f.buyer('demo-usd')).id;
  address = await f.addressOf(buyerId);
  staff = await r.operator('staff');
  admin = await r.operator('admin');
  countryId = await r.countryId('VN');
  // One pack may be requested and ordered: the minimum order is not what this file is about.
  await f.query('update settings set min_order_usd = 1, min_order_krw = 1');
});

type Product = { id: number; sku: string; brandId: number; categoryId: number; sibling: number };

/**
 * Products that every path can show: sold, not held, priced, in a visible category, each the newest of its brand (so
 * that a sibling's page lists it first among its related products), of two brands with other products on sale.
 */
const candidates = () =>
  f.query<Product>(`with newest as (
      select distinct on (p.brand_id) p.id, p.sku, p.brand_id, p.category_id, p.exist, p.held, p.supply_usd
      from products p order by p.brand_id, p.created_at desc, p.id desc)
    select n.id, n.sku, n.brand_id as "brandId", n.category_id as "categoryId",
      (select s.id from products s where s.brand_id = n.brand_id and s.id <> n.id and s.exist order by s.id limit 1)
        as sibling
    from newest n join brands b on b.id = n.brand_id join categories c on c.id = n.category_id
      left join categories parent on parent.id = c.parent_id
    where n.exist and not n.held and n.supply_usd > 0 and b.id <> 492 and not b.hidden and not c.hidden
      and not coalesce(parent.hidden, false)
      and (select count(*) from products s where s.brand_id = n.brand_id and s.id <> n.id and s.exist) >= 2
    order by n.id limit 2`);

const buyer = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => r.call(method, url, { token, body });
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const refusedNaming = (response: { statusCode: number; json: () => { code: string; error: string } }, sku: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(409);
  expect(response.json().error).toContain(sku);
  return response.json().code;
};

async function setHidden(kind: 'product' | 'brand', product: Product, hidden: boolean) {
  if (kind === 'product') {
    const action = hidden ? 'hide' : 'show';
    const response = await r.call('POST', '/console/api/products/bulk', {
      operator: staff,
      body: { action, ids: [product.id] },
    });
    expect(response.statusCode).toBe(200);
    return;
  }
  const url = `/console/api/brands/${product.brandId}`;
  const { id: _id, productCount: _count, ...brand } = (await r.call('GET', url, { operator: staff })).json().payload;
  expect((await r.call('PUT', url, { operator: staff, body: { ...brand, hidden } })).statusCode).toBe(200);
}

/** What the storefront shows of the product, read by every list, page and lookup that could hold it. */
async function shown(product: Product, pick: { code: string; type: string }) {
  const sitemapIndex = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const sitemaps = [...sitemapIndex.matchAll(/<loc>https:\/\/hive\.example(\/sitemap-products-\d+\.xml)<\/loc>/g)];
  const sitemapBodies = await Promise.all(
    sitemaps.map(async ([, url]) => (await ctx.app.inject({ method: 'GET', url: url! })).body),
  );
  const sibling = await r.call('GET', `/client/api/v2/product/${product.sibling}?locale=en`);
  const bySku = async (as?: string) =>
    ids(
      (
        await r.call('POST', '/client/api/v1/products/by-sku?locale=en', { token: as, body: { skus: [product.sku] } })
      ).json().payload.list,
    );
  const search = (await r.call('GET', `/client/api/search?search=${encodeURIComponent(product.sku)}&locale=en`)).json()
    .payload;
  const category = (
    await r.call(
      'GET',
      `/client/api/v1/category/${product.categoryId}/products?brandId=${product.brandId}&size=100&locale=en`,
    )
  ).json().payload;
  const picked = (await r.call('GET', `/client/api/pick/${pick.code}/${pick.type}?size=100&locale=en`)).json().payload;
  const trend = (await r.call('GET', '/client/api/trend?locale=en')).json().payload;
  const home = (await buyer('GET', '/client/api/v1/buyer-home?locale=en')).json().payload;
  return {
    api: (await r.call('GET', `/client/api/v2/product/${product.id}?locale=en`)).statusCode,
    page: (await ctx.app.inject({ method: 'GET', url: `/product/${product.id}/` })).statusCode,
    inSitemap: sitemapBodies.some((body) => body.includes(`/product/${product.id}/</loc>`)),
    related: sibling.statusCode === 200 ? ids(sibling.json().payload.related).includes(product.id) : null,
    bySku: { visitor: (await bySku()).includes(product.id), buyer: (await bySku(token)).includes(product.id) },
    search: ids(search.products.list).includes(product.id),
    category: ids(category.products.list).includes(product.id),
    categoryBrand: ids(category.brands).includes(product.brandId),
    pick: ids(picked.products.list).includes(product.id),
    trendProduct: ids(trend.products).includes(product.id),
    trendBrand: ids(trend.brands).includes(product.brandId),
    recentlyViewed: ids(home.recentlyViewed).includes(product.id),
    homeBasket: home.basket as { products: number; subtotal: number },
  };
}

/** The product's line in the buyer's cart, the visitor's cart and the buyer's basket. */
async function lines(product: Product, visitorCart: string) {
  type Line = { id: number; checked?: boolean; product: { id: number; exist: boolean; withdrawn?: boolean } };
  const find = (list: Line[]) => list.find((line) => line.product.id === product.id);
  const cart = find((await buyer('GET', '/client/api/v1/cart?locale=en')).json().payload);
  const visitorLine = find(await visitors.list({ cart: visitorCart }));
  const basket = find((await buyer('GET', '/client/api/v1/quotation?locale=en')).json().payload.items);
  return { cart, visitor: visitorLine, basket };
}

/** The `available` cell of the product's row in the quotation sheet (as a spreadsheet). */
async function sheetAvailable(product: Product) {
  const response = await buyer('POST', '/client/api/v1/member/quotation?format=xlsx', [
    { productId: product.id, qty: 1 },
  ]);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  let available: unknown;
  workbook.getWorksheet('Quotation')?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[1] === product.sku) available = values.at(-1);
  });
  return available;
}

/** A visitor's request for the product in their cart (an e-mail address per product: the form is limited per one). */
const noMemberRequest = (productId: number, cart: string) =>
  visitors.call('POST', '/client/api/v1/no-member/quotation', {
    cart,
    body: {
      items: [{ productId, quantity: 1 }],
      company: 'Saigon Beauty Trading',
      countryId,
      name: 'Nguyễn Thị Lan',
      email: `lan.${productId}@saigon-beauty.example`,
      phone: '+84 912 345 678',
      message: '',
      language: 'en',
    },
  });

const ordersCount = () => f.scalar<number>('select count(*)::int from orders where buyer_id = $1', [buyerId]);

describe.each([
  { kind: 'product' as const, what: 'a hidden product', index: 0 },
  { kind: 'brand' as const, what: 'a product of a hidden brand', index: 1 },
])('$what', ({ kind, index }) => {
  let product: Product;
  let pick: { code: string; type: string };
  let orderId: number;
  let quotationId: number;
  let visitorCart: string;

  it('is bought like any other while it is shown: ordered, quoted, in the carts and the basket', async () => {
    product = (await candidates())[index]!;
    expect(product).toBeDefined();
    await f.query('delete from basket_items where member_id in (select id from buyer_members where buyer_id = $1)', [
      buyerId,
    ]);
    await f.query(
      'delete from cart_items where cart_id in (select c.id from carts c join buyer_members m on m.id = c.member_id where m.buyer_id = $1)',
      [buyerId],
    );
    // Picked first in a group, and the most asked-for product of the weeks: where the storefront shows it.
    pick = (
      await f.query<{ code: string; type: string }>(
        'select code, type from product_groups order by position, code, type limit 1',
      )
    )[0]!;
    await f.query(
      `insert into product_group_members (group_id, product_id, position)
       select g.id, $1, (select min(position) - 1 from product_group_members where group_id = g.id)
       from product_groups g where g.code = $2 and g.type = $3`,
      [product.id, pick.code, pick.type],
    );
    await f.query(
      `insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
       values ('quotation', $1, $2, 10000000, 0, now() - interval '1 day')`,
      [product.id, product.brandId],
    );

    // A past order of it (to order again), an accepted offer of it, then its lines in the carts and the basket.
    const placed = await f.place(token, f.form([{ productId: product.id, qty: 1 }], address));
    expect(placed.statusCode).toBe(200);
    orderId = placed.json().payload.order.id;
    expect((await buyer('POST', '/client/api/v1/quotation/add', { productIds: [product.id] })).statusCode).toBe(200);
    const requested = await buyer('POST', '/client/api/v1/quotation/request', {
      requestProducts: [{ product: { id: product.id }, quantity: 1 }],
    });
    expect(requested.statusCode).toBe(200);
    quotationId = requested.json().payload.quotation.id;
    expect((await q.sendOffer(admin, quotationId)).statusCode).toBe(200);
    const accepted = await buyer('POST', `/client/api/v1/quotations/${quotationId}/accept`, { version: 1 });
    expect(accepted.statusCode).toBe(200);

    expect((await buyer('POST', '/client/api/v1/cart/add', [{ productId: product.id, quantity: 1 }])).statusCode).toBe(
      200,
    );
    expect((await buyer('POST', '/client/api/v1/quotation/add', { productIds: [product.id] })).statusCode).toBe(200);
    visitorCart = await visitors.visitorWith([{ productId: product.id, quantity: 1 }]);
    expect((await buyer('PUT', `/client/api/v1/recently-viewed/${product.id}`)).statusCode).toBe(200);
  });

  it('once withdrawn, is in no list, search or page, and is found by no lookup', async () => {
    await setHidden(kind, product, true);
    // Every process drops what it kept of the catalogue when it hears of the change.
    const api = () => r.call('GET', `/client/api/v2/product/${product.id}?locale=en`).then((x) => x.statusCode);
    expect(await eventually(api, 404)).toBe(404);

    const seen = await shown(product, pick);
    expect(seen).toMatchObject({
      api: 404,
      page: 404,
      inSitemap: false,
      bySku: { visitor: false, buyer: false },
      search: false,
      category: false,
      pick: false,
      trendProduct: false,
      recentlyViewed: false,
      // Its basket line stays, but counts for nothing: it cannot be checked.
      homeBasket: { products: 1, subtotal: 0 },
    });
    // Its sibling's page lists it no more; a hidden brand's products have no page at all.
    expect(seen.related).toBe(kind === 'product' ? false : null);
    if (kind === 'brand')
      expect({ categoryBrand: seen.categoryBrand, trendBrand: seen.trendBrand }).toEqual({
        categoryBrand: false,
        trendBrand: false,
      });
    expect((await buyer('PUT', `/client/api/v1/recently-viewed/${product.id}`)).statusCode).toBe(404);
  });

  it('once withdrawn, stays in the carts and the basket marked, and is refused wherever it would be bought', async () => {
    const { cart, visitor, basket } = await lines(product, visitorCart);
    for (const line of [cart, visitor])
      expect(line).toMatchObject({ checked: false, product: { exist: false, withdrawn: true } });
    expect(basket).toMatchObject({ product: { exist: false, withdrawn: true } });

    // Added: to a cart, the basket (both ways), moved from the cart.
    expect(
      refusedNaming(
        await buyer('POST', '/client/api/v1/cart/add', [{ productId: product.id, quantity: 2 }]),
        product.sku,
      ),
    ).toBe('SOLD_OUT');
    const visitorAdd = await visitors.call('POST', '/client/api/v1/cart/add', {
      cart: visitorCart,
      body: [{ productId: product.id, quantity: 2 }],
    });
    expect(refusedNaming(visitorAdd, product.sku)).toBe('SOLD_OUT');
    expect(
      refusedNaming(await buyer('POST', '/client/api/v1/quotation/add', { productIds: [product.id] }), product.sku),
    ).toBe('SOLD_OUT');
    expect(refusedNaming(await buyer('POST', `/client/api/v1/quotation/add/${product.id}`), product.sku)).toBe(
      'SOLD_OUT',
    );
    const moved = await buyer('POST', '/client/api/v1/quotation/move-from-cart', { itemIds: [cart!.id] });
    expect(refusedNaming(moved, product.sku)).toBe('SOLD_OUT');

    // Requested: by the buyer, by the visitor; the sheet shows it unavailable, at no amount.
    const requested = await buyer('POST', '/client/api/v1/quotation/request', {
      requestProducts: [{ product: { id: product.id }, quantity: 1 }],
    });
    expect(refusedNaming(requested, product.sku)).toBe('SOLD_OUT');
    expect(refusedNaming(await noMemberRequest(product.id, visitorCart), product.sku)).toBe('SOLD_OUT');
    expect(await sheetAvailable(product)).toBe('No');

    // Ordered: from the basket's lines, from the accepted offer (its preview says so first), again from a past order.
    const before = await ordersCount();
    const preview = await buyer('POST', '/client/api/v1/member/order/preview', {
      products: [{ productId: product.id, qty: 1 }],
      locale: 'en',
    });
    expect(preview.json().payload).toMatchObject({ block: 'soldOut', lines: [{ exist: false, withdrawn: true }] });
    const placed = await f.place(token, f.form([{ productId: product.id, qty: 1 }], address));
    expect(refusedNaming(placed, product.sku)).toBe('SOLD_OUT');
    const offered = await buyer('POST', '/client/api/v1/member/order/preview', {
      products: [{ productId: product.id, qty: 1 }],
      quotationId,
      locale: 'en',
    });
    expect(offered.json().payload).toMatchObject({ block: 'soldOut', quotation: { id: quotationId } });
    const fromOffer = await f.place(token, f.form([{ productId: product.id, qty: 1 }], address, { quotationId }));
    expect(refusedNaming(fromOffer, product.sku)).toBe('SOLD_OUT');
    expect(await q.state(quotationId)).toBe('ACCEPTED');
    const again = (await buyer('GET', `/client/api/v1/orders/${orderId}/reorder?locale=en`)).json().payload;
    expect(again.lines).toMatchObject([{ productId: product.id, status: 'unavailable', currentPrice: null }]);
    expect(
      refusedNaming(
        await buyer('POST', `/client/api/v1/orders/${orderId}/reorder`, { productIds: [product.id] }),
        product.sku,
      ),
    ).toBe('CONFLICT');
    expect(await ordersCount()).toBe(before);

    // Waited for: it is not coming back.
    const restock = await visitors.call('POST', '/client/api/v1/restock', {
      body: { productId: product.id, email: 'lan@saigon-beauty.example', language: 'en' },
    });
    expect(refusedNaming(restock, product.sku)).toBe('CONFLICT');

    // Nothing was changed by any of it.
    expect(await lines(product, visitorCart)).toMatchObject({
      cart: { id: cart!.id, quantity: 1 },
      visitor: { quantity: 1 },
      basket: { id: basket!.id, quantity: 1 },
    });
  });

  it('shown again, is found, listed and bought by the same calls', async () => {
    await setHidden(kind, product, false);
    const api = () => r.call('GET', `/client/api/v2/product/${product.id}?locale=en`).then((x) => x.statusCode);
    expect(await eventually(api, 200)).toBe(200);

    const seen = await shown(product, pick);
    expect(seen).toMatchObject({
      page: 200,
      inSitemap: true,
      related: true,
      bySku: { visitor: true, buyer: true },
      search: true,
      category: true,
      categoryBrand: true,
      pick: true,
      trendProduct: true,
      trendBrand: true,
      recentlyViewed: true,
      homeBasket: { products: 1 },
    });
    expect(seen.homeBasket.subtotal).toBeGreaterThan(0);
    expect((await buyer('PUT', `/client/api/v1/recently-viewed/${product.id}`)).statusCode).toBe(200);
    const { cart, visitor, basket } = await lines(product, visitorCart);
    for (const line of [cart, visitor]) expect(line).toMatchObject({ checked: true, product: { exist: true } });
    for (const line of [cart, visitor, basket]) expect(line!.product.withdrawn).toBeUndefined();
    expect(await sheetAvailable(product)).toBe('Yes');
    const preview = await buyer('POST', '/client/api/v1/member/order/preview', {
      products: [{ productId: product.id, qty: 1 }],
      locale: 'en',
    });
    expect(preview.json().payload).toMatchObject({ block: null, lines: [{ exist: true }] });
    const again = (await buyer('GET', `/client/api/v1/orders/${orderId}/reorder?locale=en`)).json().payload;
    expect(again.lines[0].status).toMatch(/^(available|priceChanged)$/);

    expect((await buyer('POST', '/client/api/v1/cart/add', [{ productId: product.id, quantity: 1 }])).statusCode).toBe(
      200,
    );
    const visitorAdd = await visitors.call('POST', '/client/api/v1/cart/add', {
      cart: visitorCart,
      body: [{ productId: product.id, quantity: 1 }],
    });
    expect(visitorAdd.statusCode).toBe(200);
    expect((await buyer('POST', '/client/api/v1/quotation/add', { productIds: [product.id] })).statusCode).toBe(200);
    expect((await buyer('POST', `/client/api/v1/quotation/add/${product.id}`)).statusCode).toBe(200);
    expect((await noMemberRequest(product.id, visitorCart)).statusCode).toBe(200);
    expect((await buyer('POST', '/client/api/v1/quotation/move-from-cart', { itemIds: [cart!.id] })).statusCode).toBe(
      200,
    );
    const requested = await buyer('POST', '/client/api/v1/quotation/request', {
      requestProducts: [{ product: { id: product.id }, quantity: 1 }],
    });
    expect(requested.statusCode).toBe(200);
    const fromOffer = await f.place(token, f.form([{ productId: product.id, qty: 1 }], address, { quotationId }));
    expect(fromOffer.statusCode).toBe(200);
    expect(
      (await buyer('POST', `/client/api/v1/orders/${orderId}/reorder`, { productIds: [product.id] })).statusCode,
    ).toBe(200);
    expect((await f.place(token, f.form([{ productId: product.id, qty: 1 }], address))).statusCode).toBe(200);

    // Sold out instead, it can be waited for.
    await f.query('update products set exist = false where id = $1', [product.id]);
    const restock = await visitors.call('POST', '/client/api/v1/restock', {
      body: { productId: product.id, email: 'lan@saigon-beauty.example', language: 'en' },
    });
    expect(restock.json().payload).toEqual({ status: 'recorded' });
    await f.query('update products set exist = true where id = $1', [product.id]);
  });
});
