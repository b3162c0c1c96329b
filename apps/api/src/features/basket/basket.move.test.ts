import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketBuyers } from '../../../test/basket-buyers.js';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';

let ctx: TestContext;
const { setUp, tokens, buyerIds, p, call, basketOf } = basketBuyers(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  await setUp();
});

const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];

/** The buyer's cart holds exactly these products at these packs; returns the item ids by product. */
async function cartWith(loginId: 'demo-usd' | 'demo-krw', lines: [number, number][]) {
  const [cart] = await query<{ id: string }>(
    `insert into carts (member_id) select id from buyer_members where buyer_id = $1 and role = 'OWNER' on conflict (member_id) do update set updated_at = now() returning id`,
    [buyerIds[loginId]],
  );
  await query('delete from cart_items where cart_id = $1', [cart!.id]);
  const items = await query<{ id: number; product_id: number }>(
    `insert into cart_items (cart_id, product_id, quantity)
     select $1, l.product_id, l.quantity from unnest($2::int[], $3::int[]) as l(product_id, quantity)
     returning id, product_id`,
    [cart!.id, lines.map(([id]) => id), lines.map(([, packs]) => packs)],
  );
  return new Map(items.map((item) => [item.product_id, item.id]));
}
const cartOf = async (loginId: 'demo-usd' | 'demo-krw') =>
  query<{ product_id: number; quantity: number }>(
    `select ci.product_id, ci.quantity from cart_items ci join carts c on c.id = ci.cart_id join buyer_members bm on bm.id = c.member_id where bm.buyer_id = $1
     order by ci.product_id`,
    [buyerIds[loginId]],
  );
const move = (itemIds: number[], options: { as?: 'demo-usd' | 'demo-krw' | null; key?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/client/api/v1/quotation/move-from-cart',
    payload: { itemIds },
    cookies: csrf.cookies,
    headers: {
      ...csrf.headers,
      ...(options.as === null ? {} : { 'x-auth-token': tokens[options.as ?? 'demo-usd'] }),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });

beforeEach(async () => {
  await query('delete from basket_items');
});

describe('moving cart items into the quotation basket', () => {
  it('takes them out of the cart and adds quantities to a product already in the basket; each list says so first', async () => {
    const [a, b, kept] = [p(0), p(1), p(2)];
    await query(
      `insert into basket_items (member_id, product_id, quantity) select id, $2, 4 from buyer_members where buyer_id = $1 and role = 'OWNER'`,
      [buyerIds['demo-usd'], b.id],
    );
    const items = await cartWith('demo-usd', [
      [a.id, 3],
      [b.id, 5],
      [kept.id, 1],
    ]);

    // Before: the cart and the basket each tell which product is in the other too.
    const cart = (await call('GET', '/client/api/v1/cart')).json().payload as { product: { id: number } }[];
    expect(
      Object.fromEntries(cart.map((item) => [item.product.id, (item as { inBasket?: boolean }).inBasket])),
    ).toEqual({ [a.id]: false, [b.id]: true, [kept.id]: false });
    const basket = (await call('GET', '/client/api/v1/quotation')).json().payload.items as {
      product: { id: number };
      inCart: boolean;
    }[];
    expect(basket.map((item) => [item.product.id, item.inCart])).toEqual([[b.id, true]]);

    const response = await move([items.get(a.id)!, items.get(b.id)!]);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ moved: 2, merged: 1 });
    expect(await basketOf('demo-usd')).toEqual(
      [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 9 },
      ].sort((x, y) => x.product_id - y.product_id),
    );
    expect(await cartOf('demo-usd')).toEqual([{ product_id: kept.id, quantity: 1 }]);
  });

  it('never holds more than 9,999 packs of a product', async () => {
    await query(
      `insert into basket_items (member_id, product_id, quantity) select id, $2, 9000 from buyer_members where buyer_id = $1 and role = 'OWNER'`,
      [buyerIds['demo-usd'], p(3).id],
    );
    const items = await cartWith('demo-usd', [[p(3).id, 5000]]);
    expect((await move([...items.values()])).json().payload).toEqual({ moved: 1, merged: 1 });
    expect(await basketOf('demo-usd')).toEqual([{ product_id: p(3).id, quantity: 9999 }]);
  });

  it('moves once: a retry finds nothing to move, a replayed key answers the same, two at once move it once', async () => {
    const items = await cartWith('demo-usd', [
      [p(4).id, 2],
      [p(5).id, 3],
    ]);
    const ids = [...items.values()];
    const key = randomUUID();
    const first = await move(ids, { key });
    expect(first.json().payload).toEqual({ moved: 2, merged: 0 });
    const replay = await move(ids, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().payload).toEqual({ moved: 2, merged: 0 });
    const retry = await move(ids);
    expect(retry.json().payload).toEqual({ moved: 0, merged: 0 });
    expect(await basketOf('demo-usd')).toEqual([
      { product_id: p(4).id, quantity: 2 },
      { product_id: p(5).id, quantity: 3 },
    ]);

    // Two moves of the same items at the same moment, with different keys (two tabs): the packs arrive once.
    await query('delete from basket_items');
    const again = [...(await cartWith('demo-usd', [[p(6).id, 7]])).values()];
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(again, { key: randomUUID() })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.json().payload.moved, 0)).toBe(1);
    expect(await basketOf('demo-usd')).toEqual([{ product_id: p(6).id, quantity: 7 }]);
    expect(await cartOf('demo-usd')).toEqual([]);
  });

  it("never moves another buyer's items, and a visitor has no basket", async () => {
    const theirs = await cartWith('demo-krw', [[p(7).id, 2]]);
    const response = await move([...theirs.values()]);
    expect(response.json().payload).toEqual({ moved: 0, merged: 0 });
    expect(await cartOf('demo-krw')).toEqual([{ product_id: p(7).id, quantity: 2 }]);
    expect(await basketOf('demo-usd')).toEqual([]);
    expect((await move([...theirs.values()], { as: null })).statusCode).toBe(401);
  });

  it('refuses a basket over its limit and bad bodies, changing nothing', async () => {
    const many = await query<{ id: number }>('select id from products where id <> $1 order by id limit 200', [p(8).id]);
    await query(
      `insert into basket_items (member_id, product_id, quantity) select m.id, unnest($2::int[]), 1 from buyer_members m where m.buyer_id = $1 and m.role = 'OWNER'`,
      [buyerIds['demo-usd'], many.map((row) => row.id)],
    );
    const items = await cartWith('demo-usd', [[p(8).id, 1]]);
    const full = await move([...items.values()]);
    expect(full.statusCode).toBe(409);
    expect(await cartOf('demo-usd')).toEqual([{ product_id: p(8).id, quantity: 1 }]);

    for (const body of [{ itemIds: [] }, { itemIds: [1, 1] }, { itemIds: ['1'] }, { itemIds: [1], quantity: 2 }, {}]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/client/api/v1/quotation/move-from-cart',
        payload: body,
        cookies: csrf.cookies,
        headers: { ...csrf.headers, 'x-auth-token': tokens['demo-usd'] },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await cartOf('demo-usd')).toEqual([{ product_id: p(8).id, quantity: 1 }]);
  });
});
