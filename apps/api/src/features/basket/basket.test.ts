import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketBuyers } from '../../../test/basket-buyers.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
const { setUp, p, usd, krw, call, scalar, basketOf, countOf, emptyBasket } = basketBuyers(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  await setUp();
});

describe('who has a basket', () => {
  it('refuses visitors with 401 on every endpoint, and a dead session with 403', async () => {
    const calls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/client/api/v1/quotation/cnt'],
      ['GET', '/client/api/v1/quotation'],
      ['POST', '/client/api/v1/quotation/add', { productIds: [p(0).id] }],
      ['POST', `/client/api/v1/quotation/add/${p(0).id}`],
      ['PUT', '/client/api/v1/quotation/qty', { productId: p(0).id, quantity: 2 }],
      ['DELETE', `/client/api/v1/quotation/${p(0).id}`],
      ['POST', '/client/api/v1/member/quotation', [{ productId: p(0).id, qty: 1 }]],
      ['POST', '/client/api/v1/quotation/request', { requestProducts: [{ product: { id: p(0).id }, quantity: 1 }] }],
    ];
    for (const [method, url, body] of calls) {
      const visitor = await call(method, url, { body, as: null });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHORIZED');
      const dead = await call(method, url, { body, token: 'not-a-live-token' });
      expect(dead.statusCode, `${method} ${url}`).toBe(403);
      expect(dead.json().code).toBe('SESSION_EXPIRED');
    }
    expect(await scalar<number>('select count(*)::int from basket_items')).toBe(0);
  });
});

describe('the basket', () => {
  beforeEach(emptyBasket);

  it("adds one product: '01' when added, '02' when it was there already; the count follows", async () => {
    expect(await countOf()).toBe(0);
    const first = await call('POST', `/client/api/v1/quotation/add/${p(0).id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ payload: '01' });
    expect(await countOf()).toBe(1);
    await call('PUT', '/client/api/v1/quotation/qty', { body: { productId: p(0).id, quantity: 4 } });
    expect((await call('POST', `/client/api/v1/quotation/add/${p(0).id}`)).json()).toEqual({ payload: '02' });
    // Already there: left as it was.
    expect(await basketOf('demo-usd')).toEqual([{ product_id: p(0).id, quantity: 4 }]);
    const unknown = await call('POST', '/client/api/v1/quotation/add/999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('path.productId');
  });

  it('adds several products, telling how many were new and how many were there', async () => {
    await call('POST', `/client/api/v1/quotation/add/${p(0).id}`);
    const response = await call('POST', '/client/api/v1/quotation/add', {
      body: { productIds: [p(0).id, p(1).id, p(2).id] },
    });
    expect(response.json()).toEqual({ payload: { added: 2, updated: 1 } });
    expect(await countOf()).toBe(3);
    // An unknown product among them: nothing is added.
    const unknown = await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(3).id, 999999999] } });
    expect(unknown.statusCode).toBe(404);
    expect(await countOf()).toBe(3);
  });

  it("lists the items at the buyer's price with subtotal, total quantity and the minimum order", async () => {
    await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(0).id, p(1).id] } });
    await call('PUT', '/client/api/v1/quotation/qty', { body: { productId: p(1).id, quantity: 3 } });
    const response = await call('GET', '/client/api/v1/quotation?locale=vi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { items, minimum } = response.json().payload;
    expect(minimum).toEqual({ amount: 500_00, currency: 'USD' });
    expect(items).toHaveLength(2);
    const item = items.find((i: { product: { id: number } }) => i.product.id === p(1).id);
    const unit = usd(p(1));
    expect(item).toMatchObject({
      quantity: 3,
      subtotal: unit * p(1).moq * 3,
      totalQuantity: p(1).moq * 3,
      product: { id: p(1).id, moq: p(1).moq, exist: true, sku: p(1).sku, price: { currency: 'USD', unitPrice: unit } },
    });
    expect(item.id).toEqual(expect.any(Number));
  });

  it('sets whole quantities from 1 to 9,999 MOQ packs; anything else is a 400 naming the field, nothing stored', async () => {
    await call('POST', `/client/api/v1/quotation/add/${p(0).id}`);
    const set = await call('PUT', '/client/api/v1/quotation/qty', { body: { productId: p(0).id, quantity: 9999 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().payload).toMatchObject({ quantity: 9999, totalQuantity: p(0).moq * 9999 });
    for (const quantity of [0, 10_000, 1.5, '2', -1, null]) {
      const bad = await call('PUT', '/client/api/v1/quotation/qty', { body: { productId: p(0).id, quantity } });
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('body.quantity') });
    }
    const extra = await call('PUT', '/client/api/v1/quotation/qty', {
      body: { productId: p(0).id, quantity: 2, unitPrice: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(await basketOf('demo-usd')).toEqual([{ product_id: p(0).id, quantity: 9999 }]);
    const missing = await call('PUT', '/client/api/v1/quotation/qty', { body: { productId: p(5).id, quantity: 2 } });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes by comma-joined product ids', async () => {
    await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(0).id, p(1).id, p(2).id] } });
    const response = await call('DELETE', `/client/api/v1/quotation/${p(0).id},${p(2).id}`);
    expect(response.json()).toEqual({ payload: { removed: 2 } });
    expect((await basketOf('demo-usd')).map((row) => row.product_id)).toEqual([p(1).id]);
    const bad = await call('DELETE', '/client/api/v1/quotation/1,a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('path.ids');
  });

  it("keeps each buyer's basket to that buyer: another cannot read or change it", async () => {
    await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(0).id, p(1).id] } });
    const other = await call('GET', '/client/api/v1/quotation', { as: 'demo-krw' });
    expect(other.json().payload.items).toEqual([]);
    expect(other.json().payload.minimum).toEqual({ amount: 600_000, currency: 'KRW' });
    expect(await countOf('demo-krw')).toBe(0);
    const removed = await call('DELETE', `/client/api/v1/quotation/${p(0).id},${p(1).id}`, { as: 'demo-krw' });
    expect(removed.json()).toEqual({ payload: { removed: 0 } });
    const changed = await call('PUT', '/client/api/v1/quotation/qty', {
      as: 'demo-krw',
      body: { productId: p(0).id, quantity: 7 },
    });
    expect(changed.statusCode).toBe(404);
    expect(await basketOf('demo-usd')).toEqual([
      { product_id: p(0).id, quantity: 1 },
      { product_id: p(1).id, quantity: 1 },
    ]);
    // The KRW buyer's own basket is priced in won at grade 02.
    await call('POST', `/client/api/v1/quotation/add/${p(0).id}`, { as: 'demo-krw' });
    const krwItems = (await call('GET', '/client/api/v1/quotation', { as: 'demo-krw' })).json().payload.items;
    expect(krwItems[0].product.price).toMatchObject({ currency: 'KRW', unitPrice: krw(p(0)) });
  });

  it('refuses bad bodies with a 400 naming the field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/client/api/v1/quotation/add', { productIds: [] }, 'body.productIds'],
      ['POST', '/client/api/v1/quotation/add', { productIds: ['1'] }, 'body.productIds.0'],
      ['POST', '/client/api/v1/quotation/add', { productIds: [p(0).id, p(0).id] }, 'body.productIds'],
      ['POST', '/client/api/v1/quotation/add', { productIds: [p(0).id], quantity: 3 }, 'body'],
      ['POST', '/client/api/v1/quotation/add/abc', undefined, 'path.productId'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await call(method as 'POST', url, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toContain(field);
    }
    expect(await countOf()).toBe(0);
  });
});
