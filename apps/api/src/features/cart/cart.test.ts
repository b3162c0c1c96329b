import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CartProduct, cartVisitors, PRICE_KEY } from '../../../test/cart-visitors.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';
import { cartRepository } from './cart.repository.js';
import { GUEST_CART_DAYS } from './cart.service.js';

let ctx: TestContext;
let products: CartProduct[] = [];
const { setUp, tokens, p, call, cartCookieOf, visitorWith, list, quantities, count, scalar } = cartVisitors(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ products } = await setUp());
});

describe('a visitor cart', () => {
  it('is empty without a cookie, and sets none for reading', async () => {
    const counted = await call('GET', '/client/api/v1/cart/cnt');
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toEqual({ payload: 0 });
    expect(cartCookieOf(counted)).toBeUndefined();
    expect((await call('GET', '/client/api/v1/cart')).json()).toEqual({ payload: [] });
    expect((await call('GET', `/client/api/v1/cart/exists?productIds=${p(0)}`)).json()).toEqual({ payload: [] });
  });

  it('is made on the first add, under an HttpOnly, SameSite=Lax, long-lived cookie', async () => {
    const response = await call('POST', '/client/api/v1/cart/add', { body: [{ productId: p(0), quantity: 2 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ payload: { added: 1, updated: 0, count: 1 } });
    const cookie = cartCookieOf(response)!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(90 * 24 * 3_600);
    expect(await scalar('select member_id from carts where id = $1', [cookie.value])).toBeNull();
  });

  it('adds new products and updates those already in it, and says which', async () => {
    const cart = await visitorWith([{ productId: p(0), quantity: 1 }]);
    const again = await call('POST', '/client/api/v1/cart/add', {
      cart,
      body: [{ productId: p(0), quantity: 4 }],
    });
    expect(again.json().payload).toEqual({ added: 0, updated: 1, count: 1 });
    // The same cart, its cookie's lifetime started again.
    expect(cartCookieOf(again)).toMatchObject({ value: cart, maxAge: expect.any(Number) });
    const many = await call('POST', '/client/api/v1/cart/add', {
      cart,
      body: [
        { productId: p(0), quantity: 3 },
        { productId: p(1), quantity: 1 },
        { productId: p(2), quantity: 9999 },
      ],
    });
    expect(many.json().payload).toEqual({ added: 2, updated: 1, count: 3 });
    expect(await quantities({ cart })).toEqual({ [p(0)]: 3, [p(1)]: 1, [p(2)]: 9999 });
    expect(await count({ cart })).toBe(3);
  });

  it('lists items newest first with the product, its brand name, quantity and checked — and no price', async () => {
    const cart = await visitorWith([{ productId: p(3), quantity: 2 }]);
    await call('POST', '/client/api/v1/cart/add', { cart, body: [{ productId: p(4), quantity: 1 }] });
    const response = await call('GET', '/client/api/v1/cart?locale=en', { cart });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = response.json().payload;
    expect(items.map((item: { product: { id: number } }) => item.product.id)).toEqual([p(4), p(3)]);
    expect(items[1]).toMatchObject({
      id: expect.any(Number),
      quantity: 2,
      checked: true,
      product: { id: p(3), name: products[3]!.name, moq: products[3]!.moq, brand: { name: expect.any(String) } },
    });
    expect(response.body).not.toMatch(PRICE_KEY);
    expect((await call('GET', '/client/api/v1/cart/cnt', { cart })).headers['cache-control']).toBe('private, no-store');
  });

  it('tells which of the asked products are in the cart', async () => {
    const cart = await visitorWith([
      { productId: p(5), quantity: 1 },
      { productId: p(6), quantity: 1 },
    ]);
    const response = await call('GET', `/client/api/v1/cart/exists?productIds=${p(6)},${p(7)},${p(5)}`, { cart });
    expect(response.json().payload).toEqual([p(6), p(5)]);
    expect((await call('GET', '/client/api/v1/cart/exists?productIds=1;drop', { cart })).statusCode).toBe(400);
    expect((await call('GET', '/client/api/v1/cart/exists', { cart })).statusCode).toBe(400);
  });
});

describe('what an add accepts', () => {
  it('refuses an empty list', async () => {
    const response = await call('POST', '/client/api/v1/cart/add', { body: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(cartCookieOf(response)).toBeUndefined();
  });

  it.each([
    ['zero', 0],
    ['more than 9,999', 10_000],
    ['a fraction', 1.5],
    ['a numeric string', '2'],
    ['a negative number', -1],
  ])('refuses a quantity that is %s, naming the field, and stores nothing', async (_, quantity) => {
    const cart = await visitorWith([{ productId: p(0), quantity: 1 }]);
    const response = await call('POST', '/client/api/v1/cart/add', {
      cart,
      body: [{ productId: p(1), quantity }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^body\.0\.quantity/);
    expect(await quantities({ cart })).toEqual({ [p(0)]: 1 });
  });

  it('refuses a price or any unknown field, and never stores one', async () => {
    const cart = await visitorWith([{ productId: p(0), quantity: 1 }]);
    for (const extra of [{ price: 1 }, { unitPrice: 0 }, { supplyPrice: 5 }, { checked: false }]) {
      const response = await call('POST', '/client/api/v1/cart/add', {
        cart,
        body: [{ productId: p(1), quantity: 2, ...extra }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/Unrecognized key/i);
    }
    expect(await quantities({ cart })).toEqual({ [p(0)]: 1 });
  });

  it('refuses the same product twice in one list, and an unknown product', async () => {
    const twice = await call('POST', '/client/api/v1/cart/add', {
      body: [
        { productId: p(0), quantity: 1 },
        { productId: p(0), quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await call('POST', '/client/api/v1/cart/add', {
      body: [
        { productId: p(0), quantity: 1 },
        { productId: 2_000_000_000, quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/body\.1\.productId/);
    // Nothing was kept: not even the cart the add would have made.
    expect(cartCookieOf(unknown)).toBeUndefined();
  });
});

describe('editing and deleting', () => {
  it('changes quantity and checked of one or many items, and checks or unchecks all', async () => {
    const cart = await visitorWith([
      { productId: p(0), quantity: 1 },
      { productId: p(1), quantity: 1 },
      { productId: p(2), quantity: 1 },
    ]);
    const [c, b, a] = await list({ cart });
    const one = await call('PUT', '/client/api/v1/cart/edit', { cart, body: { items: [{ id: a.id, quantity: 7 }] } });
    expect(one.json().payload).toEqual({ updated: 1 });
    await call('PUT', '/client/api/v1/cart/edit', {
      cart,
      body: {
        items: [
          { id: b.id, checked: false },
          { id: c.id, quantity: 2, checked: false },
        ],
      },
    });
    let items = await list({ cart });
    expect(items.map((item: { quantity: number; checked: boolean }) => [item.quantity, item.checked])).toEqual([
      [2, false],
      [1, false],
      [7, true],
    ]);
    const all = await call('PUT', '/client/api/v1/cart/edit', { cart, body: { checkAll: true } });
    expect(all.json().payload).toEqual({ updated: 3 });
    await call('PUT', '/client/api/v1/cart/edit', {
      cart,
      body: { checkAll: false, items: [{ id: a.id, checked: true }] },
    });
    items = await list({ cart });
    expect(items.map((item: { checked: boolean }) => item.checked)).toEqual([false, false, true]);
  });

  it('refuses bad quantities and empty changes', async () => {
    const cart = await visitorWith([{ productId: p(0), quantity: 3 }]);
    const [item] = await list({ cart });
    for (const body of [
      { items: [{ id: item.id, quantity: 0 }] },
      { items: [{ id: item.id, quantity: 10_000 }] },
      { items: [{ id: item.id, quantity: 2.5 }] },
      { items: [{ id: item.id }] },
      { items: [{ id: item.id, quantity: 2, price: 100 }] },
      {},
    ]) {
      expect((await call('PUT', '/client/api/v1/cart/edit', { cart, body })).statusCode).toBe(400);
    }
    expect(await quantities({ cart })).toEqual({ [p(0)]: 3 });
  });

  it('deletes one item or several, by comma-joined ids', async () => {
    const cart = await visitorWith([
      { productId: p(0), quantity: 1 },
      { productId: p(1), quantity: 1 },
      { productId: p(2), quantity: 1 },
    ]);
    const [c, b, a] = await list({ cart });
    expect((await call('DELETE', `/client/api/v1/cart/${a.id}`, { cart })).json().payload).toEqual({ deleted: 1 });
    const both = await call('DELETE', `/client/api/v1/cart/${b.id},${c.id}`, { cart });
    expect(both.json().payload).toEqual({ deleted: 2 });
    expect(await count({ cart })).toBe(0);
    expect((await call('DELETE', '/client/api/v1/cart/x,1', { cart })).statusCode).toBe(400);
  });
});

describe('whose cart', () => {
  it("keeps one visitor out of another's cart", async () => {
    const alice = await visitorWith([{ productId: p(0), quantity: 5 }]);
    const bob = await visitorWith([{ productId: p(1), quantity: 1 }]);
    const [aliceItem] = await list({ cart: alice });
    expect(await quantities({ cart: bob })).toEqual({ [p(1)]: 1 });
    const edit = await call('PUT', '/client/api/v1/cart/edit', {
      cart: bob,
      body: { items: [{ id: aliceItem.id, quantity: 1 }] },
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `/client/api/v1/cart/${aliceItem.id}`, { cart: bob })).json().payload).toEqual({
      deleted: 0,
    });
    await call('PUT', '/client/api/v1/cart/edit', { cart: bob, body: { checkAll: false } });
    expect(await list({ cart: alice })).toMatchObject([{ quantity: 5, checked: true }]);
  });

  it('starts a new cart for a forged or unknown id, never adopting it', async () => {
    const forged = randomUUID();
    expect(await list({ cart: forged })).toEqual([]);
    const response = await call('POST', '/client/api/v1/cart/add', {
      cart: forged,
      body: [{ productId: p(0), quantity: 1 }],
    });
    const cookie = cartCookieOf(response)!;
    expect(cookie.value).not.toBe(forged);
    expect(await scalar('select count(*)::int from carts where id = $1', [forged])).toBe(0);
    const junk = await call('POST', '/client/api/v1/cart/add', {
      cart: "x' or 1=1 --",
      body: [{ productId: p(0), quantity: 1 }],
    });
    expect(junk.statusCode).toBe(200);
    expect(cartCookieOf(junk)!.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("does not let a visitor read or change a buyer's cart, even with its id", async () => {
    await call('POST', '/client/api/v1/cart/add', {
      token: tokens['demo-krw'],
      body: [{ productId: p(8), quantity: 2 }],
    });
    const buyerCartId = await scalar<string>(
      `select c.id from carts c join buyer_members m on m.id = c.member_id where m.login_id = 'demo-krw'`,
    );
    expect(await list({ cart: buyerCartId })).toEqual([]);
    expect(await count({ cart: buyerCartId })).toBe(0);
    const add = await call('POST', '/client/api/v1/cart/add', {
      cart: buyerCartId,
      body: [{ productId: p(9), quantity: 1 }],
    });
    expect(cartCookieOf(add)!.value).not.toBe(buyerCartId);
    expect(await quantities({ token: tokens['demo-krw'] })).toMatchObject({ [p(8)]: 2 });
    expect(await quantities({ token: tokens['demo-krw'] })).not.toHaveProperty(String(p(9)));
  });

  it("keeps a buyer off another buyer's items", async () => {
    const added = await call('POST', '/client/api/v1/cart/add', {
      token: tokens['demo-usd'],
      body: [{ productId: p(10), quantity: 3 }],
    });
    // A buyer's cart is found by the buyer: no cookie.
    expect(added.statusCode).toBe(200);
    expect(cartCookieOf(added)).toBeUndefined();
    const item = (await list({ token: tokens['demo-usd'] })).find(
      (entry: { product: { id: number } }) => entry.product.id === p(10),
    );
    const other = tokens['demo-krw'];
    expect(
      (await call('PUT', '/client/api/v1/cart/edit', { token: other, body: { items: [{ id: item.id, quantity: 9 }] } }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/client/api/v1/cart/${item.id}`, { token: other })).json().payload).toEqual({
      deleted: 0,
    });
    expect((await quantities({ token: tokens['demo-usd'] }))[p(10)]).toBe(3);
  });

  it("shows a buyer the buyer's own prices on every item", async () => {
    const response = await call('GET', '/client/api/v1/cart', { token: tokens['demo-usd'] });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = response.json().payload;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.product.price).toMatchObject({ currency: 'USD', unitPrice: expect.any(Number) });
      expect(item.product.price.moqPrice).toBe(item.product.price.unitPrice * item.product.moq);
    }
    const krw = (await list({ token: tokens['demo-krw'] }))[0];
    expect(krw.product.price.currency).toBe('KRW');
  });
});

describe('merging at sign-in', () => {
  const signIn = (cart: string | undefined, loginId = 'demo-krw') =>
    call('POST', '/auth/client/sign-in', { cart, body: { loginId, password: DEMO_PASSWORD } });

  it("moves the visitor's items into the buyer's cart, adding up quantities, and clears the cookie", async () => {
    const token = tokens['demo-krw']!;
    await call('POST', '/client/api/v1/cart/add', {
      token,
      body: [
        { productId: p(0), quantity: 5 },
        { productId: p(1), quantity: 9998 },
      ],
    });
    const before = await quantities({ token });
    const cart = await visitorWith([
      { productId: p(0), quantity: 2 },
      { productId: p(1), quantity: 5 },
      { productId: p(11), quantity: 3 },
    ]);
    const response = await signIn(cart);
    expect(response.statusCode).toBe(200);
    // The sign-in answer is the same as ever.
    expect(Object.keys(response.json().payload).sort()).toEqual(['buyer', 'login']);
    expect(response.json().payload.login.token).toMatch(/^[\w-]{43}$/);
    const cleared = cartCookieOf(response)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    const after = await quantities({ token: response.json().payload.login.token });
    expect(after).toEqual({ ...before, [p(0)]: before[p(0)] + 2, [p(1)]: 9999, [p(11)]: 3 });
    expect(await scalar('select count(*)::int from carts where id = $1', [cart])).toBe(0);
    // The old cookie now names nothing.
    expect(await count({ cart })).toBe(0);
  });

  it('leaves the buyer cart alone when there is no visitor cart, or a sign-in fails', async () => {
    const token = tokens['demo-krw']!;
    const before = await quantities({ token });
    const cart = await visitorWith([{ productId: p(2), quantity: 1 }]);
    const wrong = await call('POST', '/auth/client/sign-in', {
      cart,
      body: { loginId: 'demo-krw', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await count({ cart })).toBe(1);
    const plain = await signIn(undefined);
    expect(plain.statusCode).toBe(200);
    expect(cartCookieOf(plain)).toBeUndefined();
    expect(await quantities({ token })).toEqual(before);
  });
});

describe('abandoned carts', () => {
  it("deletes a visitor's cart left unchanged as long as its cookie lives, never a newer one nor a buyer's", async () => {
    const abandoned = await visitorWith([{ productId: p(0), quantity: 1 }]);
    const recent = await visitorWith([{ productId: p(1), quantity: 1 }]);
    expect(
      (
        await call('POST', '/client/api/v1/cart/add', {
          body: [{ productId: p(2), quantity: 1 }],
          token: tokens['demo-krw'],
        })
      ).statusCode,
    ).toBe(200);
    await ctx.database.pool.query(`update carts set updated_at = now() - make_interval(days => $2) where id = $1`, [
      abandoned,
      GUEST_CART_DAYS + 1,
    ]);
    await ctx.database.pool.query(
      `update carts set updated_at = now() - make_interval(days => $1) where member_id is not null`,
      [GUEST_CART_DAYS * 2],
    );

    expect(await cartRepository(ctx.database.db).deleteAbandonedGuestCarts(GUEST_CART_DAYS)).toBe(1);
    expect(await scalar<number>('select count(*)::int from carts where id = $1', [abandoned])).toBe(0);
    expect(await count({ cart: abandoned })).toBe(0);
    expect(await count({ cart: recent })).toBe(1);
    expect(await quantities({ token: tokens['demo-krw'] })).toMatchObject({ [p(2)]: 1 });
  });
});
