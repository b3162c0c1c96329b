import { RECENTLY_VIEWED_KEPT } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let q: ReturnType<typeof quotationFixtures>;
let o: ReturnType<typeof orderFixtures>;
let usd: string;
let krw: string;
let admin: string;

const HOME = '/client/api/v1/buyer-home?locale=en';
type Home = {
  offers: { list: { id: number; state: string }[]; total: number };
  orders: { list: { id: number; state: string }[]; total: number };
  basket: { products: number; subtotal: number; minimum: number; currency: string };
  recentlyViewed: { id: number; price?: { currency: string } }[];
};

async function homeOf(token: string): Promise<Home> {
  const response = await r.call('GET', HOME, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}
const view = (token: string, productId: number) =>
  r.call('PUT', `/client/api/v1/recently-viewed/${productId}`, { token });
const buyerId = (loginId: string) =>
  o.scalar<number>('select id from buyers where login_id = $1', [loginId]).then(Number);
const keptFor = (loginId: string) =>
  o.query<{ product_id: number }>(
    `select product_id from recently_viewed where buyer_id = (select id from buyers where login_id = $1)
     order by viewed_at desc`,
    [loginId],
  );

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  q = quotationFixtures(ctx, r);
  o = orderFixtures(ctx, r);
  [usd, krw, admin] = await Promise.all([r.signIn('demo-usd'), r.signIn('demo-krw'), r.operator('admin')]);
});

describe('who has a home', () => {
  it('refuses visitors with 401 and a dead session with 403, and stores nothing for them', async () => {
    const product = (await o.products(1))[0]!;
    for (const [method, url] of [
      ['GET', HOME],
      ['PUT', `/client/api/v1/recently-viewed/${product.id}`],
    ] as const) {
      const visitor = await r.call(method, url);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json()).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
      expect((await r.call(method, url, { token: 'not-a-live-token' })).statusCode).toBe(403);
    }
    expect(await o.scalar<number>('select count(*)::int from recently_viewed')).toBe(0);
  });

  it('answers a buyer privately, never kept by a shared cache, in one statement besides the session', async () => {
    const response = await r.call('GET', HOME, { token: usd });
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The basket's count is the session and one statement: the home is no more.
    expect(await r.queriesOf(HOME, usd)).toBe(await r.queriesOf('/client/api/v1/quotation/cnt', usd));
  });

  it('refuses unknown fields and bad ids with 400, and an unknown product with 404, storing nothing', async () => {
    expect((await r.call('GET', `${HOME}&debug=1`, { token: usd })).statusCode).toBe(400);
    expect((await view(usd, 'abc' as unknown as number)).statusCode).toBe(400);
    const unknown = await view(usd, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect(await keptFor('demo-usd')).toEqual([]);
  });
});

describe("the buyer's home", () => {
  it('lists the offers waiting for an answer, soonest to expire first, with their total and last day', async () => {
    const quoted = await q.requestAs('demo-usd', 2);
    const negotiating = await q.requestAs('demo-usd', 1);
    const accepted = await q.requestAs('demo-usd', 1);
    const requested = await q.requestAs('demo-usd', 1);
    const theirs = await q.requestAs('demo-krw', 1);
    for (const { id } of [quoted, negotiating, accepted, theirs])
      expect((await q.sendOffer(admin, id)).statusCode).toBe(200);
    const act = (id: number, action: string, body: object) =>
      r.call('POST', `/client/api/v1/quotations/${id}/${action}`, { token: usd, body });
    expect((await act(negotiating.id, 'negotiate', { message: 'A better price for 50 packs?' })).statusCode).toBe(200);
    expect((await act(accepted.id, 'accept', { version: 1 })).statusCode).toBe(200);
    // Both end sooner than anything else of the buyer's: first in the list, in this order.
    await o.query(`update quotation_offers set valid_until = now() + interval '1 hour' where quotation_id = $1`, [
      quoted.id,
    ]);
    await o.query(`update quotation_offers set valid_until = now() + interval '2 hours' where quotation_id = $1`, [
      negotiating.id,
    ]);

    const home = await homeOf(usd);
    const [amount, validUntil] = await Promise.all([
      o.scalar<string>(
        `select sum(unit_price::bigint * quantity * moq)::text from quotation_offer_lines
         where offer_id = (select id from quotation_offers where quotation_id = $1)`,
        [quoted.id],
      ),
      o.scalar<Date>('select valid_until from quotation_offers where quotation_id = $1', [quoted.id]),
    ]);
    expect(home.offers.list.slice(0, 2)).toEqual([
      {
        id: quoted.id,
        number: quoted.number,
        state: 'QUOTED',
        currency: 'USD',
        version: 1,
        amount: Number(amount),
        validUntil: validUntil.toISOString(),
      },
      expect.objectContaining({ id: negotiating.id, state: 'NEGOTIATING' }),
    ]);
    const ids = home.offers.list.map((offer) => offer.id);
    expect(ids).not.toContain(accepted.id);
    expect(ids).not.toContain(requested.id);
    expect(ids).not.toContain(theirs.id);
    expect(home.offers.total).toBe(
      await o.scalar<number>(
        `select count(*)::int from quotations where buyer_id = $1 and state in ('QUOTED', 'NEGOTIATING')`,
        [await buyerId('demo-usd')],
      ),
    );
    // The other buyer sees their own offer, none of these.
    const other = (await homeOf(krw)).offers.list.map((offer) => offer.id);
    expect(other).toContain(theirs.id);
    expect(other).not.toContain(quoted.id);
  });

  it('lists the orders under way, newest first, with state and total; delivered and cancelled ones are not', async () => {
    const buyer = await o.buyer('demo-usd');
    const address = await o.addressOf(buyer.id);
    const placeOne = async () => {
      const [product] = await o.products(1);
      const response = await o.place(usd, o.form([{ productId: product!.id, qty: o.packsOver(product!) }], address));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().payload.order as { id: number; number: string };
    };
    const cancelled = await placeOne();
    await o.query(`update orders set state = 'CANCELLED' where id = $1`, [cancelled.id]);
    const open = await placeOne();

    const home = await homeOf(usd);
    const total = await o.scalar<number>('select total_amount from orders where id = $1', [open.id]);
    expect(home.orders.list[0]).toEqual({
      id: open.id,
      number: open.number,
      state: 'PLACED',
      currency: 'USD',
      total: Number(total),
      placedAt: expect.any(String),
    });
    expect(home.orders.list.map((order) => order.id)).not.toContain(cancelled.id);
    expect(home.orders.list.every((order) => !['DELIVERED', 'CANCELLED'].includes(order.state))).toBe(true);
    expect(home.orders.total).toBe(
      await o.scalar<number>(
        `select count(*)::int from orders where buyer_id = $1 and state not in ('DELIVERED', 'CANCELLED')`,
        [buyer.id],
      ),
    );
    expect((await homeOf(krw)).orders.list.map((order) => order.id)).not.toContain(open.id);
  });

  it("sums the basket at the buyer's prices against the minimum, as the basket page does", async () => {
    await o.query('delete from basket_items');
    expect((await homeOf(usd)).basket).toEqual({ products: 0, subtotal: 0, minimum: 500_00, currency: 'USD' });

    const [first, second] = await o.products(2);
    await r.call('POST', '/client/api/v1/quotation/add', { token: usd, body: { productIds: [first!.id, second!.id] } });
    await r.call('PUT', '/client/api/v1/quotation/qty', { token: usd, body: { productId: first!.id, quantity: 3 } });
    await r.call('POST', '/client/api/v1/quotation/add', { token: krw, body: { productIds: [first!.id] } });
    const basket = (await r.call('GET', '/client/api/v1/quotation?locale=en', { token: usd })).json().payload as {
      items: { subtotal: number }[];
      minimum: { amount: number };
    };

    expect((await homeOf(usd)).basket).toEqual({
      products: 2,
      subtotal: basket.items.reduce((sum, item) => sum + item.subtotal, 0),
      minimum: basket.minimum.amount,
      currency: 'USD',
    });
    expect((await homeOf(krw)).basket).toMatchObject({ products: 1, minimum: 600_000, currency: 'KRW' });
  });
});

describe('recently viewed products', () => {
  it(`keeps each buyer's newest ${RECENTLY_VIEWED_KEPT}, newest first, with their prices; a product viewed again moves to the front`, async () => {
    const products = await o.products(RECENTLY_VIEWED_KEPT + 3);
    for (const product of products) expect((await view(usd, product.id)).statusCode).toBe(200);
    const newest = products.slice(-RECENTLY_VIEWED_KEPT).reverse();

    let home = await homeOf(usd);
    expect(home.recentlyViewed.map((card) => card.id)).toEqual(newest.map((product) => product.id));
    expect(home.recentlyViewed.every((card) => card.price?.currency === 'USD')).toBe(true);
    expect(await keptFor('demo-usd')).toHaveLength(RECENTLY_VIEWED_KEPT);

    // Viewed again: at the front, once.
    const again = newest[5]!;
    await view(usd, again.id);
    home = await homeOf(usd);
    expect(home.recentlyViewed[0]?.id).toBe(again.id);
    expect(new Set(home.recentlyViewed.map((card) => card.id)).size).toBe(RECENTLY_VIEWED_KEPT);

    // Another buyer's list is their own.
    expect((await homeOf(krw)).recentlyViewed).toEqual([]);
    await view(krw, products[0]!.id);
    expect((await homeOf(krw)).recentlyViewed.map((card) => card.id)).toEqual([products[0]!.id]);
    expect((await homeOf(usd)).recentlyViewed[0]?.id).toBe(again.id);
  });

  it('stays within the bound when one buyer records many views at once', async () => {
    const products = await o.products(20);
    const answers = await Promise.all(products.map((product) => view(usd, product.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(products.map(() => 200));
    const kept = await keptFor('demo-usd');
    expect(kept).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(kept.every((row) => products.some((product) => product.id === row.product_id))).toBe(true);
  });
});
