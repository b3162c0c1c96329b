import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { orderFixtures, orderForm } from '../../../test/orders.js';
import { requests } from '../../../test/requests.js';
import { type App, buildApp } from '../../app.js';

/**
 * A company's API keys: made, listed and revoked by its owner and admins; a key acts as the company within its scopes,
 * refused at once everywhere when revoked, limited per key, and never written to a log.
 */
const PER_MINUTE = 12;
let ctx: TestContext;
let second: App;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let owner: string;
let usd: Awaited<ReturnType<ReturnType<typeof orderFixtures>['buyer']>>;
let address: number;
const logs: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  ctx = await createTestApp({ apiKeyRequestsPerMinute: PER_MINUTE, logger: { level: 'trace', stream } });
  // A second API process on the same database: what one revokes, the other must refuse at once.
  second = await buildApp({
    db: ctx.database.db,
    apiKeyRequestsPerMinute: PER_MINUTE,
    logger: { level: 'trace', stream },
  });
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  owner = await r.signIn('demo-usd');
  usd = await f.buyer('demo-usd');
  address = await f.addressOf(usd.id);
  return async () => {
    await second.close();
  };
});

/** A new key of demo-usd's company, created by the owner: the key and its id. */
async function newKey(scopes: string[], name = 'ERP') {
  const created = await r.call('POST', '/client/api/v1/api-keys', { token: owner, body: { name, scopes } });
  expect(created.statusCode, created.body).toBe(200);
  const { id, key } = created.json().payload as { id: number; key: string };
  return { id, key };
}

/** A request as a company's system makes it: the key, no cookie, no anti-forgery pair. */
const withKey = (
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: object; headers?: Record<string, string>; app?: App } = {},
) =>
  (options.app ?? ctx.app).inject({
    method,
    url,
    payload: options.body,
    headers: { authorization: `Bearer ${key}`, ...options.headers },
  });

/** A product the demo buyers can order, and its lines worth more than the minimum. */
async function orderLines() {
  const [product] = await f.products(1);
  return { product: product!, lines: [{ productId: product!.id, qty: f.packsOver(product!) }] };
}

describe('keeping keys', () => {
  it('the owner creates a key shown once; the list names it without the key; only its hash is stored', async () => {
    const created = await r.call('POST', '/client/api/v1/api-keys', {
      token: owner,
      body: { name: 'Warehouse ERP', scopes: ['catalog:read', 'orders:read'] },
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const { id, key, apiKey } = created.json().payload;
    expect(key).toMatch(/^hive_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      id,
      name: 'Warehouse ERP',
      scopes: ['catalog:read', 'orders:read'],
      lastUsedAt: null,
    });
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(apiKey.prefix.length).toBeLessThan(20);

    const list = await r.call('GET', '/client/api/v1/api-keys', { token: owner });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    const listed = list.json().payload.list.find((row: { id: number }) => row.id === id);
    expect(listed).toMatchObject({ name: 'Warehouse ERP', prefix: apiKey.prefix, createdBy: expect.any(String) });

    const { rows } = await ctx.database.pool.query('select * from buyer_api_keys where id = $1', [id]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(10));
    expect(rows[0].key_hash).toHaveLength(32);

    // Used: the list tells when.
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(200);
    const after = await r.call('GET', '/client/api/v1/api-keys', { token: owner });
    expect(after.json().payload.list.find((row: { id: number }) => row.id === id).lastUsedAt).not.toBeNull();
  });

  it('refuses a name, scopes or fields it cannot take, and creates nothing', async () => {
    const count = async () =>
      Number((await ctx.database.pool.query('select count(*) from buyer_api_keys')).rows[0].count);
    const before = await count();
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['orders:delete'] },
      { name: 'x', scopes: ['orders:read', 'orders:read'] },
      { name: '', scopes: ['orders:read'] },
      { name: 'x', scopes: ['orders:read'], buyerId: 2 },
      { scopes: ['orders:read'] },
    ]) {
      const response = await r.call('POST', '/client/api/v1/api-keys', { token: owner, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
    // The database refuses an unknown scope too, whatever writes it.
    await expect(
      ctx.database.pool.query(
        `insert into buyer_api_keys (buyer_id, member_id, name, scopes, prefix, key_hash)
         select b.id, m.id, 'x', '{admin:all}', 'hive_live_', sha256('x') from buyers b
           join buyer_members m on m.buyer_id = b.id where b.login_id = 'demo-usd' limit 1`,
      ),
    ).rejects.toThrow(/buyer_api_keys_scopes_known/);
  });

  it('is for owners and admins only: a purchaser or a viewer neither lists, creates nor revokes; no other company reaches them', async () => {
    const { id } = await newKey(['catalog:read']);
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `insert into buyer_members (buyer_id, login_id, password_hash, name, email, role)
       select buyer_id, 'pb-keys-' || r, password_hash, 'Keys ' || r, 'keys-' || lower(r) || '@pacific-beauty.example', r
       from buyer_members, unnest(array['PURCHASER', 'VIEWER']) r where login_id = 'demo-usd' returning id`,
    );
    expect(rows).toHaveLength(2);
    for (const loginId of ['pb-keys-PURCHASER', 'pb-keys-VIEWER']) {
      const token = await r.signIn(loginId);
      expect(token, loginId).toBeTruthy();
      expect((await r.call('GET', '/client/api/v1/api-keys', { token })).statusCode).toBe(403);
      const create = await r.call('POST', '/client/api/v1/api-keys', {
        token,
        body: { name: 'Mine', scopes: ['catalog:read'] },
      });
      expect(create.statusCode).toBe(403);
      expect((await r.call('DELETE', `/client/api/v1/api-keys/${id}`, { token })).statusCode).toBe(403);
    }
    const other = await r.signIn('demo-krw');
    expect((await r.call('DELETE', `/client/api/v1/api-keys/${id}`, { token: other })).statusCode).toBe(404);
    const theirs = await r.call('GET', '/client/api/v1/api-keys', { token: other });
    expect(theirs.json().payload.list.map((row: { id: number }) => row.id)).not.toContain(id);
    // A visitor, or a key itself, keeps no keys.
    expect((await r.call('GET', '/client/api/v1/api-keys')).statusCode).toBe(401);
    const { key } = await newKey(['catalog:read', 'orders:read', 'orders:write', 'quotations:write']);
    expect((await withKey(key, 'GET', '/client/api/v1/api-keys')).statusCode).toBe(403);
    const byKey = await withKey(key, 'POST', '/client/api/v1/api-keys', {
      body: { name: 'k', scopes: ['orders:read'] },
    });
    expect(byKey.statusCode).toBe(403);
    expect((await withKey(key, 'DELETE', `/client/api/v1/api-keys/${id}`)).statusCode).toBe(403);
  });
});

describe('what each scope allows', () => {
  it('catalog:read: products, brands and search at the company’s prices; nothing of orders', async () => {
    const { key } = await newKey(['catalog:read']);
    const { product } = await orderLines();
    const asKey = await withKey(key, 'GET', `/client/api/v2/product/${product.id}`);
    expect(asKey.statusCode).toBe(200);
    const asOwner = await r.call('GET', `/client/api/v2/product/${product.id}`, { token: owner });
    expect(asKey.json().payload.price).toEqual(asOwner.json().payload.price);
    expect(asKey.json().payload.price.unitPrice).toBeGreaterThan(0);
    expect(asKey.headers['cache-control']).not.toMatch(/public/);
    expect((await withKey(key, 'GET', `/client/api/search?search=${product.sku}`)).statusCode).toBe(200);
    // A POST read without the anti-forgery pair: a key's request is no browser's.
    const brands = await withKey(key, 'POST', '/client/api/brands?page=1&size=5', { body: {} });
    expect(brands.statusCode, brands.body).toBe(200);

    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(403);
    const place = await withKey(key, 'POST', '/client/api/v1/member/order?locale=en', {
      body: orderForm([{ productId: product.id, qty: 1 }], address),
    });
    expect(place.statusCode).toBe(403);
    expect(place.json().code).toBe('FORBIDDEN');
    // A route that names no scope is refused to every key: the buyer's profile, the cart, the chat.
    for (const url of [
      '/client/api/v1/buyer/me',
      '/client/api/v1/company',
      '/client/api/v1/chat',
      '/client/api/v1/cart',
    ])
      expect((await withKey(key, 'GET', url)).statusCode, url).toBe(403);
  });

  it('orders:write: previews and places an order once per Idempotency-Key, as the member who made the key', async () => {
    const { key } = await newKey(['orders:write']);
    const { lines } = await orderLines();
    const preview = await withKey(key, 'POST', '/client/api/v1/member/order/preview', {
      body: { products: lines, locale: 'en' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = orderForm(lines, address);
    const headers = { 'idempotency-key': `erp-${lines[0]!.productId}` };
    const [first, again] = await Promise.all([
      withKey(key, 'POST', '/client/api/v1/member/order?locale=en', { body, headers }),
      withKey(key, 'POST', '/client/api/v1/member/order?locale=en', { body, headers }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.body).toBe(first.body);
    const orderId = first.json().payload.orderId ?? first.json().payload.id;
    const { rows } = await ctx.database.pool.query(
      `select count(*)::int as orders, min(e.member_id) as member, min(m.login_id) as "loginId"
       from order_events e join buyer_members m on m.id = e.member_id
       where e.order_id in (select id from orders where idempotency_key = $1 or id = $2)`,
      [headers['idempotency-key'], orderId],
    );
    expect(rows[0]).toMatchObject({ loginId: 'demo-usd' });
    // Writing orders is not reading them.
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(403);
    expect((await withKey(key, 'GET', `/client/api/v2/product/${lines[0]!.productId}`)).statusCode).toBe(403);
  });

  it('orders:read: the company’s orders and their documents, no other company’s; no placing', async () => {
    const { key } = await newKey(['orders:read']);
    const { lines } = await orderLines();
    const placed = await f.place(owner, orderForm(lines, address));
    expect(placed.statusCode, placed.body).toBe(200);
    const list = await withKey(key, 'GET', '/client/api/v1/orders');
    expect(list.statusCode).toBe(200);
    const id = list.json().payload.list[0].id as number;
    const detail = await withKey(key, 'GET', `/client/api/v1/orders/${id}?locale=en`);
    expect(detail.statusCode, detail.body).toBe(200);
    const po = await withKey(key, 'GET', `/client/api/v1/orders/${id}/documents/po`);
    expect(po.statusCode).toBe(200);
    expect(po.headers['content-type']).toBe('application/pdf');
    const theirs = await ctx.database.pool.query<{ id: number }>(
      `select o.id from orders o join buyers b on b.id = o.buyer_id where b.login_id <> 'demo-usd' limit 1`,
    );
    if (theirs.rows[0])
      expect((await withKey(key, 'GET', `/client/api/v1/orders/${theirs.rows[0].id}`)).statusCode).toBe(404);
    const place = await withKey(key, 'POST', '/client/api/v1/member/order?locale=en', {
      body: orderForm(lines, address),
    });
    expect(place.statusCode).toBe(403);
    expect((await withKey(key, 'POST', `/client/api/v1/orders/${id}/cancel`, { body: {} })).statusCode).toBe(403);
  });

  it('quotations:write: puts products in the basket and requests a quotation; no orders', async () => {
    const { key } = await newKey(['quotations:write']);
    const { lines } = await orderLines();
    const productId = lines[0]!.productId;
    const added = await withKey(key, 'POST', '/client/api/v1/quotation/add', { body: { productIds: [productId] } });
    expect(added.statusCode, added.body).toBe(200);
    const requested = await withKey(key, 'POST', '/client/api/v1/quotation/request', {
      body: { requestProducts: [{ product: { id: productId }, quantity: lines[0]!.qty }] },
      headers: { 'idempotency-key': `rfq-${productId}` },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await withKey(key, 'GET', '/client/api/v1/quotations')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(403);
  });
});

describe('a key that stops working', () => {
  it('is refused with 401 when unknown or malformed, and never falls back to a session beside it', async () => {
    for (const key of ['hive_live_nope', `hive_live_${'A'.repeat(43)}`, '', 'a b'])
      expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode, key).toBe(401);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/client/api/v1/orders',
      headers: { authorization: `Bearer hive_live_${'B'.repeat(43)}`, 'x-auth-token': owner },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    // A write without the anti-forgery pair passes only with a key that works: an unknown one is refused first.
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/client/api/v1/member/order/preview',
      payload: { products: [{ productId: 1, qty: 1 }], locale: 'en' },
      headers: { authorization: 'Bearer hive_live_x', 'x-auth-token': owner },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json().code).toBe('UNAUTHORIZED');
    // A bearer credential that is no key at all (the metrics' token) passes the anti-forgery check no more.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/client/api/v1/member/order/preview',
      payload: { products: [{ productId: 1, qty: 1 }], locale: 'en' },
      headers: { authorization: 'Bearer something-else', 'x-auth-token': owner },
    });
    expect(other.json().code).toBe('CSRF_REJECTED');
  });

  it('revoked in one API process: refused at once by that one and the other', async () => {
    const { id, key } = await newKey(['orders:read']);
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/client/api/v1/orders', { app: second })).statusCode).toBe(200);
    const revoked = await second.inject({
      method: 'DELETE',
      url: `/client/api/v1/api-keys/${id}`,
      ...csrf,
      headers: { ...csrf.headers, 'x-auth-token': owner },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(401);
    expect((await withKey(key, 'GET', '/client/api/v1/orders', { app: second })).statusCode).toBe(401);
    const list = await r.call('GET', '/client/api/v1/api-keys', { token: owner });
    expect(list.json().payload.list.map((row: { id: number }) => row.id)).not.toContain(id);
    // Revoked once is revoked: again is 404.
    expect((await r.call('DELETE', `/client/api/v1/api-keys/${id}`, { token: owner })).statusCode).toBe(404);
  });

  it('made by an admin, stops when the owner removes that admin', async () => {
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `insert into buyer_members (buyer_id, login_id, password_hash, name, email, role)
       select buyer_id, 'pb-keys-admin', password_hash, 'Keys Admin', 'keys-admin@pacific-beauty.example', 'ADMIN'
       from buyer_members where login_id = 'demo-usd' returning id`,
    );
    const admin = await r.signIn('pb-keys-admin');
    const created = await r.call('POST', '/client/api/v1/api-keys', {
      token: admin,
      body: { name: 'Admin ERP', scopes: ['orders:read'] },
    });
    expect(created.statusCode).toBe(200);
    const { key, apiKey } = created.json().payload;
    expect(apiKey.createdBy).toBe('Keys Admin');
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(200);
    const removed = await r.call('DELETE', `/client/api/v1/company/members/${rows[0]!.id}`, { token: owner });
    expect(removed.statusCode).toBe(200);
    expect((await withKey(key, 'GET', '/client/api/v1/orders', { app: second })).statusCode).toBe(401);
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(401);
    // The list still shows it, as not working, for the owner to revoke.
    const list = await r.call('GET', '/client/api/v1/api-keys', { token: owner });
    expect(list.json().payload.list.find((row: { id: number }) => row.id === apiKey.id)).toMatchObject({
      creatorInactive: true,
    });
  });

  it('stops with the member who made it (suspended), and with its company', async () => {
    const { key } = await newKey(['orders:read']);
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(200);
    try {
      await ctx.database.pool.query(`update buyer_members set status = 'suspended' where login_id = 'demo-usd'`);
      expect((await withKey(key, 'GET', '/client/api/v1/orders', { app: second })).statusCode).toBe(401);
    } finally {
      await ctx.database.pool.query(`update buyer_members set status = 'active' where login_id = 'demo-usd'`);
    }
    expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(200);
    try {
      await ctx.database.pool.query(`update buyers set status = 'suspended' where login_id = 'demo-usd'`);
      expect((await withKey(key, 'GET', '/client/api/v1/orders')).statusCode).toBe(401);
    } finally {
      await ctx.database.pool.query(`update buyers set status = 'active' where login_id = 'demo-usd'`);
    }
  });
});

describe('limits and traces', () => {
  it('counts each key’s requests across processes: past the limit 429 with Retry-After; another key goes on', async () => {
    const { key } = await newKey(['catalog:read']);
    const other = await newKey(['catalog:read']);
    const statuses: number[] = [];
    for (let n = 0; n < PER_MINUTE; n++) {
      const response = await withKey(key, 'GET', '/client/api/top-brands', { app: n % 2 ? second : ctx.app });
      statuses.push(response.statusCode);
      if (n === 0) {
        expect(response.headers['ratelimit-limit']).toBe(String(PER_MINUTE));
        expect(response.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - 1));
      }
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const over = await withKey(key, 'GET', '/client/api/top-brands', { app: second });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(other.key, 'GET', '/client/api/top-brands')).statusCode).toBe(200);
  });

  it('never writes a key to a log, whatever the request met', async () => {
    const { key, id } = await newKey(['catalog:read']);
    await withKey(key, 'GET', '/client/api/top-brands');
    await withKey(key, 'GET', '/client/api/v1/orders');
    await withKey(key, 'POST', '/client/api/brands?page=1&size=5', { body: { nope: 1 } });
    await withKey(key, 'GET', '/client/api/nowhere');
    await r.call('DELETE', `/client/api/v1/api-keys/${id}`, { token: owner });
    await withKey(key, 'GET', '/client/api/top-brands');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(key.slice(10));
  });

  it('the OpenAPI document marks the routes a key may call, and with which scope', async () => {
    const { paths, components } = (await ctx.app.inject({ url: '/docs/json' })).json();
    expect(components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(paths['/client/api/v1/member/order'].post['x-api-key-scope']).toBe('orders:write');
    expect(paths['/client/api/v1/member/order'].post.security).toEqual([{ apiKey: [] }, {}]);
    expect(paths['/client/api/v1/orders/{id}'].get['x-api-key-scope']).toBe('orders:read');
    expect(paths['/client/api/v2/product/{id}'].get['x-api-key-scope']).toBe('catalog:read');
    expect(paths['/client/api/v1/quotation/request'].post['x-api-key-scope']).toBe('quotations:write');
    expect(paths['/client/api/v1/api-keys'].post['x-api-key-scope']).toBeUndefined();
    expect(paths['/client/api/v1/buyer/me'].get['x-api-key-scope']).toBeUndefined();
  });
});
