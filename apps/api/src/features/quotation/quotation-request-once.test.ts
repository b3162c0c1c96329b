import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';
import { CART_COOKIE } from '../cart/guest-cart.js';

/**
 * A submission that creates a quotation makes one, however often it is sent at once or again —
 * raced for real, with concurrent requests on the real database.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let token: string;
let buyerId: number;
/** Products that reach the USD minimum (500 USD) in one pack or a few. */
let products: { id: number; moq: number; supply_usd: number }[];

const scalar = async <T>(query: string, values: unknown[] = []): Promise<T> =>
  Object.values((await ctx.database.pool.query(query, values)).rows[0] as object)[0] as T;

const member = (body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/client/api/v1/quotation/request?locale=en',
    payload: body,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'x-auth-token': token, ...headers },
  });

const visitor = (cart: string, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/client/api/v1/no-member/quotation',
    payload: body,
    // Each from its own address: the form's limit per address is not what is tested here.
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    cookies: { ...csrf.cookies, [CART_COOKIE]: cart },
    headers: { ...csrf.headers, ...headers },
  });

/** Two products in the basket, enough packs to pass the minimum; the body the basket page sends for them. */
async function basketRequest() {
  const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
  await r.call('POST', '/client/api/v1/quotation/add', { token, body: { productIds: [a.id, b.id] } });
  const packs = (product: typeof a) => Math.ceil(30_000 / (product.supply_usd * product.moq)) + 1;
  return { requestProducts: [a, b].map((product) => ({ product: { id: product.id }, quantity: packs(product) })) };
}

const quotationsOfBuyer = () => scalar<number>('select count(*)::int from quotations where buyer_id = $1', [buyerId]);
const mailsTo = (email: string) => scalar<number>('select count(*)::int from outbox where to_address = $1', [email]);
const buyerEmail = () => scalar<string>('select lower(rep_contact_email) from buyers where id = $1', [buyerId]);

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  token = await r.signIn('demo-usd');
  buyerId = await scalar<number>(`select id from buyers where login_id = 'demo-usd'`);
  products = (
    await ctx.database.pool.query(
      `select id, moq, supply_usd from products where exist and supply_usd > 0 order by id limit 4`,
    )
  ).rows;
});
beforeEach(async () => {
  await ctx.database.pool.query('delete from basket_items');
});

describe("a member's quotation request", () => {
  it('makes one quotation and one e-mail from twenty identical requests sent at once without a key', async () => {
    const body = await basketRequest();
    const [before, mailsBefore] = [await quotationsOfBuyer(), await mailsTo(await buyerEmail())];
    const answers = await Promise.all(Array.from({ length: 20 }, () => member(body)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringContaining('No longer in your quotation basket'),
    });
    expect(await quotationsOfBuyer()).toBe(before + 1);
    expect(await mailsTo(await buyerEmail())).toBe(mailsBefore + 1);
  });

  it('refuses products that are not in the basket with 409, and stores nothing', async () => {
    const body = await basketRequest();
    await ctx.database.pool.query('delete from basket_items where product_id = $1', [products[1]!.id]);
    const before = await quotationsOfBuyer();
    const response = await member(body);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(await quotationsOfBuyer()).toBe(before);
    // The product still in the basket stays there: nothing of a refused request is taken.
    expect(
      await scalar<number>(
        'select count(*)::int from basket_items where member_id in (select id from buyer_members where buyer_id = $1)',
        [buyerId],
      ),
    ).toBe(1);
  });

  it('answers every retry with the same Idempotency-Key with the first answer, byte for byte, and makes one quotation', async () => {
    const body = await basketRequest();
    const key = randomUUID();
    const before = await quotationsOfBuyer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => member(body, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await quotationsOfBuyer()).toBe(before + 1);

    // Later, the same key again (a reload after a lost answer): the same answer, nothing run.
    const again = await member(body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(answers[0]!.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await quotationsOfBuyer()).toBe(before + 1);
  });

  it('refuses the same key with another payload with 422, and a malformed key with 400', async () => {
    const body = await basketRequest();
    const key = randomUUID();
    expect((await member(body, { 'idempotency-key': key })).statusCode).toBe(200);
    const other = { requestProducts: [{ ...body.requestProducts[0], quantity: 99 }] };
    const reused = await member(other, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await member(body, { 'idempotency-key': 'x'.repeat(300) })).statusCode).toBe(400);
  });

  it("keeps one buyer's key to that buyer", async () => {
    const body = await basketRequest();
    const key = randomUUID();
    const first = await member(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const otherToken = await r.signIn('demo-krw');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/client/api/v1/quotation/request?locale=en',
      payload: body,
      cookies: csrf.cookies,
      headers: { ...csrf.headers, 'x-auth-token': otherToken, 'idempotency-key': key },
    });
    // Not the first buyer's answer: the other buyer's own request, refused as it stands (not in their basket).
    expect(other.statusCode).toBe(409);
    expect(other.body).not.toContain(String(first.json().payload.quotation.number));
  });

  it('runs a request again when the first with its key failed with a server error', async () => {
    const body = await basketRequest();
    const key = randomUUID();
    // The quotation numbers cannot be made for a moment: the first request fails with a 500.
    await ctx.database.pool.query('alter table quotations add constraint block_for_test check (false) not valid');
    let failed: Awaited<ReturnType<typeof member>>;
    try {
      failed = await member(body, { 'idempotency-key': key });
    } finally {
      await ctx.database.pool.query('alter table quotations drop constraint block_for_test');
    }
    expect(failed.statusCode).toBe(500);
    const retried = await member(body, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a request racing the end of the account', () => {
  it('waits for a withdrawal or suspension that holds the buyer, then makes nothing', async () => {
    const body = await basketRequest();
    const before = await quotationsOfBuyer();
    // An operator's suspension in flight: the buyer's row is locked while the request arrives.
    const operator = await ctx.database.pool.connect();
    try {
      await operator.query('begin');
      await operator.query('select id from buyers where id = $1 for update', [buyerId]);
      const request = member(body);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await operator.query(`update buyers set status = 'suspended' where id = $1`, [buyerId]);
      await operator.query('commit');
      const answer = await request;
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    } finally {
      operator.release();
      await ctx.database.pool.query(`update buyers set status = 'active' where id = $1`, [buyerId]);
    }
    expect(await quotationsOfBuyer()).toBe(before);
    // Nothing of the refused request was taken out of the basket.
    expect(
      await scalar<number>(
        'select count(*)::int from basket_items where member_id in (select id from buyer_members where buyer_id = $1)',
        [buyerId],
      ),
    ).toBe(2);
  });
});

describe("a visitor's quotation request", () => {
  const contact = {
    company: 'Saigon Beauty Trading',
    name: 'Nguyễn Thị Lan',
    phone: '+84 912 345 678',
    message: 'Please quote FOB Busan.',
    language: 'vi',
  };
  async function visitorCart() {
    const added = await r.call('POST', '/client/api/v1/cart/add', {
      body: [
        { productId: products[2]!.id, quantity: 1 },
        { productId: products[3]!.id, quantity: 2 },
      ],
    });
    return added.cookies.find((cookie) => cookie.name === CART_COOKIE)!.value;
  }
  const countryId = () => scalar<number>(`select id from countries where code = 'VN'`);

  // Three: the form takes three requests a minute for one e-mail address.
  it('makes one quotation and one e-mail from three identical requests sent at once', async () => {
    const cart = await visitorCart();
    const email = `once-${randomUUID().slice(0, 8)}@visitor.example`;
    const body = {
      ...contact,
      countryId: await countryId(),
      email,
      items: [{ productId: products[2]!.id, quantity: 1 }],
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => visitor(cart, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await scalar<number>(`select count(*)::int from quotations where contact->>'email' = $1`, [email])).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the first answer', async () => {
    const cart = await visitorCart();
    const email = `key-${randomUUID().slice(0, 8)}@visitor.example`;
    const body = {
      ...contact,
      countryId: await countryId(),
      email,
      items: [{ productId: products[3]!.id, quantity: 2 }],
    };
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 3 }, () => visitor(cart, body, { 'idempotency-key': key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await scalar<number>(`select count(*)::int from quotations where contact->>'email' = $1`, [email])).toBe(1);
  });
});
