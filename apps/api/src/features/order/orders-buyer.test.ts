import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { requests } from '../../../test/requests.js';

/** A buyer's orders after placing — list, detail, documents, cancelling, reordering, and the account. */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let usd: { id: number; token: string; address: number; email: string };
let krw: { id: number; token: string; address: number };
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  const [a, b] = await Promise.all([f.buyer('demo-usd'), f.buyer('demo-krw')]);
  usd = { id: a.id, token: await r.signIn('demo-usd'), address: await f.addressOf(a.id), email: a.email };
  krw = { id: b.id, token: await r.signIn('demo-krw'), address: await f.addressOf(b.id) };
  admin = await r.operator('admin');
});

/** A USD order of fresh products, one of them held in stock. */
async function placeOrder(extra: object = {}) {
  const [a, b] = await f.products(2);
  const [held] = await f.products(1, { held: true, stock: 500 });
  const response = await f.place(
    usd.token,
    f.form(
      [
        { productId: a!.id, qty: f.packsOver(a!) },
        { productId: b!.id, qty: 1 },
        { productId: held!.id, qty: 2 },
      ],
      usd.address,
      extra,
    ),
  );
  expect(response.statusCode).toBe(200);
  return { order: response.json().payload.order, products: { a: a!, b: b!, held: held! } };
}

describe('the list', () => {
  it('finds orders by number, PO number, a product name in any language or its SKU, with counts per state', async () => {
    const { order, products } = await placeOrder({ poNumber: 'ZEBRA-PO-42' });
    const page = (query: string) => r.call('GET', `/client/api/v1/orders?${query}`, { token: usd.token });
    const ids = async (query: string) =>
      (await page(query)).json().payload.list.map((row: { id: number }) => row.id) as number[];
    expect(await ids(`q=${order.number}`)).toEqual([order.id]);
    expect(await ids('q=zebra-po')).toEqual([order.id]);
    expect(await ids(`q=${products.b.sku.toLowerCase()}`)).toContain(order.id);
    const [korean] = await f.query<{ ko: string }>(`select names->>'ko' as ko from products where id = $1`, [
      products.a.id,
    ]);
    expect(await ids(`q=${encodeURIComponent(korean!.ko)}`)).toContain(order.id);
    expect(await ids('q=no-such-order-anywhere')).toEqual([]);

    const all = (await page('size=100')).json().payload;
    // The demo buyer's own past orders are there too, in every state; newest first.
    expect(all.list[0]).toMatchObject({ id: order.id, state: 'PLACED', poNumber: 'ZEBRA-PO-42' });
    const states = all.counts.map((entry: { state: string }) => entry.state);
    expect(states).toEqual(
      expect.arrayContaining(['PLACED', 'CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED']),
    );
    expect(all.total).toBe(all.counts.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0));
    const delivered = (await page('state=DELIVERED&size=2')).json().payload;
    expect(delivered.list.every((row: { state: string }) => row.state === 'DELIVERED')).toBe(true);
    expect(delivered.total).toBe(all.counts.find((entry: { state: string }) => entry.state === 'DELIVERED').count);
    expect(delivered.totalPages).toBe(Math.ceil(delivered.total / 2));
    // Another buyer's orders never appear; bad queries are a 400.
    expect(
      (await r.call('GET', `/client/api/v1/orders?q=${order.number}`, { token: krw.token })).json().payload.total,
    ).toBe(0);
    expect((await page('state=LOST')).statusCode).toBe(400);
    expect((await page('size=1000')).statusCode).toBe(400);
    expect((await page('sort=price')).statusCode).toBe(400);
  });
});

describe('the detail and its documents', () => {
  it("is the buyer's own: another buyer's order, document or reorder is 404, a visitor 401", async () => {
    const { order } = await placeOrder();
    const base = `/client/api/v1/orders/${order.id}`;
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/documents/po`, undefined],
      ['GET', `${base}/reorder`, undefined],
      ['POST', `${base}/reorder`, { productIds: [order.lines[0].productId] }],
      ['POST', `${base}/cancel`, {}],
    ] as const) {
      const other = await r.call(method, url, { token: krw.token, body });
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect((await r.call(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await r.call('GET', '/client/api/v1/orders/999999', { token: usd.token })).statusCode).toBe(404);
    expect((await r.call('GET', '/client/api/v1/orders', {})).statusCode).toBe(401);
    // Still placed: the refused cancellation changed nothing.
    expect((await r.call('GET', base, { token: usd.token })).json().payload.state).toBe('PLACED');
  });

  it('downloads each document as a PDF named for it, the same bytes every time, rendered once', async () => {
    const { order } = await placeOrder();
    const url = `/client/api/v1/orders/${order.id}/documents/po`;
    const pdf = () =>
      f.query<{ stored: boolean }>(`select pdf is not null as stored from order_documents where order_id = $1`, [
        order.id,
      ]);
    expect(await pdf()).toEqual([{ stored: false }]);
    // Five first downloads at once: one rendering is kept, all five get its bytes.
    const first = await Promise.all(Array.from({ length: 5 }, () => r.call('GET', url, { token: usd.token })));
    for (const response of first) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${order.number}-PO-v1.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(new Set(first.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    expect(await pdf()).toEqual([{ stored: true }]);
    const again = await r.call('GET', `${url}?version=1`, { token: usd.token });
    expect(again.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    const [stored] = await f.query<{ pdf: Buffer }>('select pdf from order_documents where order_id = $1', [order.id]);
    expect(stored!.pdf.equals(first[0]!.rawPayload)).toBe(true);
    // A version or a type not issued: 404; a type that does not exist: 400.
    expect((await r.call('GET', `${url}?version=2`, { token: usd.token })).statusCode).toBe(404);
    expect(
      (await r.call('GET', `/client/api/v1/orders/${order.id}/documents/pi`, { token: usd.token })).statusCode,
    ).toBe(404);
    expect(
      (await r.call('GET', `/client/api/v1/orders/${order.id}/documents/xx`, { token: usd.token })).statusCode,
    ).toBe(400);
  });
});

describe('cancelling', () => {
  it('cancels a placed order, puts its held stock back, records who and why, and tells the buyer', async () => {
    const { order, products } = await placeOrder();
    const held = products.held;
    expect(await f.stockOf(held.id)).toBe(500 - 2 * held.moq);
    const response = await r.call('POST', `/client/api/v1/orders/${order.id}/cancel`, {
      token: usd.token,
      body: { reason: 'Ordered the wrong shades' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      state: 'CANCELLED',
      cancelReason: 'Ordered the wrong shades',
      allowedActions: [],
    });
    expect(response.json().payload.history.at(-1)).toMatchObject({
      fromState: 'PLACED',
      toState: 'CANCELLED',
      action: 'cancel',
      actor: 'buyer',
      note: 'Ordered the wrong shades',
    });
    expect(await f.stockOf(held.id)).toBe(500);
    expect(await f.scalar<number>('select sum(held_units)::int from order_lines where order_id = $1', [order.id])).toBe(
      0,
    );
    expect(await r.lastMail(usd.email)).toMatchObject({ template: 'orderCancelled' });
    // Twice: nothing more happens.
    const again = await r.call('POST', `/client/api/v1/orders/${order.id}/cancel`, { token: usd.token, body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_STATE');
    expect(await f.stockOf(held.id)).toBe(500);
  });

  it("is no longer the buyer's once the order is confirmed", async () => {
    const { order } = await placeOrder();
    await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: admin,
      body: { terms: { kind: 'ADVANCE' } },
    });
    const refused = await r.call('POST', `/client/api/v1/orders/${order.id}/cancel`, { token: usd.token, body: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_STATE');
    expect(
      (await r.call('POST', `/client/api/v1/orders/${order.id}/cancel`, { token: usd.token, body: { note: 'x' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('reordering', () => {
  it('shows each past line as it could be ordered today and puts the chosen ones in the basket at their quantity', async () => {
    const [a, b, c, d] = await f.products(4);
    const placed = await f.place(
      usd.token,
      f.form(
        [
          { productId: a!.id, qty: f.packsOver(a!) },
          { productId: b!.id, qty: 2 },
          { productId: c!.id, qty: 3 },
          { productId: d!.id, qty: 1 },
        ],
        usd.address,
      ),
    );
    const order = placed.json().payload.order;
    // Since then: b's price went up, c is sold out, d is held with less than a pack left.
    await f.query('update products set supply_usd = supply_usd + 100 where id = $1', [b!.id]);
    await f.query('update products set exist = false where id = $1', [c!.id]);
    await f.setStock([d!.id], d!.moq - 1);
    const preview = (await r.call('GET', `/client/api/v1/orders/${order.id}/reorder`, { token: usd.token })).json()
      .payload;
    expect(preview.lines.map((line: { productId: number; status: string }) => [line.productId, line.status])).toEqual([
      [a!.id, 'available'],
      [b!.id, 'priceChanged'],
      [c!.id, 'soldOut'],
      [d!.id, 'soldOut'],
    ]);
    expect(preview.lines[1].currentPrice).toBeGreaterThan(preview.lines[1].unitPrice);
    expect(preview.lines[0].currentPrice).toBe(preview.lines[0].unitPrice);

    await f.query('delete from basket_items where member_id in (select id from buyer_members where buyer_id = $1)', [
      usd.id,
    ]);
    await r.call('POST', '/client/api/v1/quotation/add', { token: usd.token, body: { productIds: [a!.id] } });
    const reorder = (productIds: number[]) =>
      r.call('POST', `/client/api/v1/orders/${order.id}/reorder`, { token: usd.token, body: { productIds } });
    const refused = await reorder([a!.id, c!.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(c!.sku);
    expect((await reorder([999_999])).statusCode).toBe(400);
    expect((await reorder([])).statusCode).toBe(400);
    expect(
      await f.scalar<number>(
        'select count(*)::int from basket_items where member_id in (select id from buyer_members where buyer_id = $1)',
        [usd.id],
      ),
    ).toBe(1);

    const done = await reorder([a!.id, b!.id]);
    expect(done.json().payload).toEqual({ added: 2, basketCount: 2 });
    const basket = await f.query<{ productId: number; quantity: number }>(
      'select product_id as "productId", quantity from basket_items where member_id in (select id from buyer_members where buyer_id = $1) order by product_id',
      [usd.id],
    );
    expect(basket).toEqual([
      { productId: a!.id, quantity: f.packsOver(a!) },
      { productId: b!.id, quantity: 2 },
    ]);
  });
});

describe('the account', () => {
  it('cannot be closed while an order is under way, and lists it beside the open quotations', async () => {
    await r.signUp('order-leaver');
    await f.query(
      `update buyers set status = 'active', approved_at = now(), grade_id = '01', currency = 'USD' where login_id = $1`,
      ['order-leaver'],
    );
    const token = await r.signIn('order-leaver', 'Mango-Harbour-2031');
    const buyer = await f.buyer('order-leaver');
    const [a] = await f.products(1);
    const placed = await f.place(
      token,
      f.form([{ productId: a!.id, qty: f.packsOver(a!) }], await f.addressOf(buyer.id)),
    );
    const order = placed.json().payload.order;
    const check = async () => (await r.call('GET', '/auth/client/withdraw', { token })).json().payload;
    expect(await check()).toEqual({
      allowed: false,
      reasons: ['OPEN_ORDERS'],
      quotations: [],
      orders: [{ id: order.id, number: order.number, state: 'PLACED' }],
    });
    const confirm = await r.call('DELETE', '/auth/client/withdraw/confirm', {
      token,
      body: { password: 'Mango-Harbour-2031', reason: 'closing the shop' },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'WITHDRAW_BLOCKED', error: expect.stringContaining(order.number) });
    await r.call('POST', `/client/api/v1/orders/${order.id}/cancel`, { token, body: {} });
    expect(await check()).toEqual({ allowed: true, reasons: [], quotations: [], orders: [] });
  });
});

describe('the demo data', () => {
  it('gives each demo buyer orders in every state, whole: lines, history, documents, payments and shipment', async () => {
    const rows = await f.query<{ login: string; states: string[] }>(
      `select b.login_id as login, array_agg(distinct o.state order by o.state) as states
       from orders o join buyers b on b.id = o.buyer_id where b.login_id in ('demo-usd', 'demo-krw') group by 1 order by 1`,
    );
    const every = ['CANCELLED', 'CONFIRMED', 'DELIVERED', 'PAID', 'PLACED', 'PREPARING', 'SHIPPED'];
    expect(rows).toEqual([
      { login: 'demo-krw', states: every },
      { login: 'demo-usd', states: every },
    ]);
    const broken = await f.query(
      `select o.id, o.state from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)
         or not exists (select 1 from order_events e where e.order_id = o.id and e.to_state = 'PLACED')
         or not exists (select 1 from order_documents d where d.order_id = o.id and d.type = 'po')
         or (o.state in ('SHIPPED', 'DELIVERED') and (select count(*) from order_documents d
           where d.order_id = o.id and d.type in ('pi', 'ci', 'pl')) < 3)
         or (o.state in ('PAID', 'PREPARING', 'SHIPPED', 'DELIVERED')
           and not exists (select 1 from order_payments p where p.order_id = o.id))
         or o.state <> (select e.to_state from order_events e where e.order_id = o.id order by e.created_at desc, e.id desc limit 1)`,
    );
    expect(broken).toEqual([]);
    // The tracking and trend pages' ordered units come from these orders: one demand event per order line.
    expect(await f.scalar<number>(`select count(*)::int from demand_events where kind = 'order'`)).toBe(
      await f.scalar<number>('select count(*)::int from order_lines'),
    );
    // A seeded document renders (its snapshot is a real one).
    const [delivered] = await f.query<{ id: number }>(
      `select o.id from orders o join buyers b on b.id = o.buyer_id
       where b.login_id = 'demo-usd' and o.state = 'DELIVERED' order by o.id limit 1`,
    );
    for (const type of ['po', 'pi', 'ci', 'pl']) {
      const response = await r.call('GET', `/client/api/v1/orders/${delivered!.id}/documents/${type}`, {
        token: usd.token,
      });
      expect(response.statusCode, type).toBe(200);
    }
    const detail = (await r.call('GET', `/client/api/v1/orders/${delivered!.id}`, { token: usd.token })).json().payload;
    expect(detail.shipment).toMatchObject({ carrier: expect.any(String), cartons: expect.any(Number) });
    expect(detail.bank).toMatchObject({ swift: 'SHBKKRSE' });
    expect(detail.installments.every((installment: { paidOn: string | null }) => installment.paidOn)).toBe(true);
  });
});
