import { randomUUID } from 'node:crypto';
import { gradeUnitPrice, minor } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { pdfText } from '../../../test/pdf-text.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

/** Placing an order — what it writes, what it refuses (writing nothing), its preview, an offer's order. */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let token: string;
let buyer: Awaited<ReturnType<ReturnType<typeof orderFixtures>['buyer']>>;
let address: number;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  token = await r.signIn('demo-usd');
  buyer = await f.buyer('demo-usd');
  address = await f.addressOf(buyer.id);
});

const ordersOf = (buyerId: number) =>
  f.scalar<number>('select count(*)::int from orders where buyer_id = $1', [buyerId]);

describe('placing an order', () => {
  it('writes the order with everything it makes, priced by the server at the grade, in one go', async () => {
    const [a, b] = await f.products(2);
    const [held] = await f.products(1, { held: true, stock: 1_000 });
    // The lines in the basket and the cart leave them; a product ordered twice in the form is one line.
    await r.call('POST', '/client/api/v1/quotation/add', { token, body: { productIds: [a!.id, held!.id] } });
    await r.call('POST', '/client/api/v1/cart/add', { token, body: [{ productId: b!.id, quantity: 1 }] });
    const key = randomUUID();
    const demand = () =>
      f.scalar<number>(`select count(*)::int from demand_events where kind = 'order' and product_id = any($1)`, [
        [a!.id, b!.id, held!.id],
      ]);
    const demandBefore = await demand();
    const body = f.form(
      [
        { productId: a!.id, qty: f.packsOver(a!) },
        { productId: b!.id, qty: 1 },
        { productId: held!.id, qty: 2 },
        { productId: b!.id, qty: 2 },
      ],
      address,
      { memo: 'Please palletise.', requestedDate: '2026-12-20' },
    );
    const response = await f.place(token, body, key);
    expect(response.statusCode).toBe(200);
    const order = response.json().payload.order;
    const price = (product: { supplyUsd: number }) => gradeUnitPrice(minor(product.supplyUsd), buyer.discountBp, 'USD');
    expect(order).toMatchObject({
      number: expect.stringMatching(/^O-\d{4}-\d{6}$/),
      state: 'PLACED',
      currency: 'USD',
      poNumber: 'PB-PO-7781',
      memo: 'Please palletise.',
      requestedDate: '2026-12-20',
      paymentTerms: null,
      installments: [],
      bank: null,
      allowedActions: ['cancel'],
      history: [{ fromState: null, toState: 'PLACED', action: 'place', actor: 'buyer', operatorName: null }],
      documents: [{ type: 'po', version: 1, url: `/client/api/v1/orders/${order.id}/documents/po?version=1` }],
      shipTo: { consignee: 'Pacific Beauty Trading LLC — Receiving', city: 'Los Angeles', country: { code: 'US' } },
    });
    expect(order.lines.map((line: { productId: number; quantity: number }) => [line.productId, line.quantity])).toEqual(
      [
        [a!.id, f.packsOver(a!)],
        [b!.id, 3],
        [held!.id, 2],
      ],
    );
    expect(order.lines[1].unitPrice).toBe(price(b!));
    const amount = [a!, b!, held!].reduce(
      (sum, product, index) => sum + price(product) * product.moq * order.lines[index].quantity,
      0,
    );
    expect(order.totals).toEqual({
      sku: 3,
      units: a!.moq * f.packsOver(a!) + b!.moq * 3 + held!.moq * 2,
      amount,
    });
    // Due in the operators' 14 days.
    expect(new Date(order.payBy).getTime() - new Date(order.placedAt).getTime()).toBe(14 * 86_400_000);
    // The answer, made without reading the order back, is what the detail page reads.
    expect((await r.call('GET', `/client/api/v1/orders/${order.id}`, { token })).json().payload).toEqual(order);

    const [row] = await f.query<{ key: string; total: number; held: number[] }>(
      `select idempotency_key as key, total_amount::int as total,
         array(select held_units from order_lines where order_id = o.id order by position) as held
       from orders o where id = $1`,
      [order.id],
    );
    expect(row).toEqual({ key, total: amount, held: [0, 0, held!.moq * 2] });
    expect(await f.stockOf(held!.id)).toBe(1_000 - held!.moq * 2);
    expect(await demand()).toBe(demandBefore + 3);
    expect(
      await f.scalar<number>(
        'select count(*)::int from basket_items where member_id in (select id from buyer_members where buyer_id = $1) and product_id = any($2)',
        [buyer.id, [a!.id, held!.id]],
      ),
    ).toBe(0);
    expect(
      await f.scalar<number>(
        'select count(*)::int from cart_items ci join carts c on c.id = ci.cart_id join buyer_members bm on bm.id = c.member_id where bm.buyer_id = $1 and product_id = $2',
        [buyer.id, b!.id],
      ),
    ).toBe(0);
    const [snapshot] = await f.query<{ snapshot: { type: string; order: { number: string }; lines: unknown[] } }>(
      `select snapshot from order_documents where order_id = $1 and type = 'po'`,
      [order.id],
    );
    expect(snapshot!.snapshot).toMatchObject({ type: 'po', version: 1, order: { number: order.number } });
    expect(snapshot!.snapshot.lines).toHaveLength(3);
    // The buyer's e-mail, with the purchase order attached.
    const [mail] = await f.query<{ template: string; subject: string; documents: number[] }>(
      `select template, subject, array(select document_id from outbox_attachments a where a.outbox_id = o.id) as documents
       from outbox o where to_address = $1 order by id desc limit 1`,
      [buyer.email],
    );
    expect(mail).toMatchObject({ template: 'orderPlaced', subject: `Your order ${order.number} is placed` });
    expect(mail!.documents).toHaveLength(1);
  });

  it('prices a KRW buyer in won at its own grade, and mails in its language', async () => {
    const krw = await f.buyer('demo-krw');
    const krwToken = await r.signIn('demo-krw', 'Demo!2026pass');
    const [a] = await f.products(1);
    const qty = Math.ceil(600_000 / (a!.supplyKrw * a!.moq)) + 1;
    const response = await f.place(krwToken, f.form([{ productId: a!.id, qty }], await f.addressOf(krw.id)));
    expect(response.statusCode).toBe(200);
    const order = response.json().payload.order;
    expect(order.currency).toBe('KRW');
    expect(order.lines[0].unitPrice).toBe(gradeUnitPrice(minor(a!.supplyKrw), krw.discountBp, 'KRW'));
    const [mail] = await f.query<{ language: string; subject: string }>(
      'select language, subject from outbox where to_address = $1 order by id desc limit 1',
      [krw.email],
    );
    expect(mail).toEqual({ language: 'vi', subject: `Đơn hàng ${order.number} của bạn đã được đặt` });
  });

  it('refuses bad input with a clear 4xx and writes nothing at all', async () => {
    const [a, soldOut] = await f.products(2);
    const [held] = await f.products(1, { held: true, stock: 5 });
    await f.query('update products set exist = false where id = $1', [soldOut!.id]);
    const other = await f.addressOf((await f.buyer('demo-krw')).id);
    const good = f.form([{ productId: a!.id, qty: f.packsOver(a!) }], address);
    const cases: [string, object, number, string, RegExp][] = [
      [
        'a price sent',
        { ...good, products: [{ productId: a!.id, qty: 2, unitPrice: 1 }] },
        400,
        'BAD_REQUEST',
        /unitPrice/,
      ],
      ['a total sent', { ...good, totalAmount: 1 }, 400, 'BAD_REQUEST', /totalAmount/],
      ['no products', { ...good, products: [] }, 400, 'BAD_REQUEST', /body\.products/],
      ['zero packs', { ...good, products: [{ productId: a!.id, qty: 0 }] }, 400, 'BAD_REQUEST', /qty/],
      ['an unknown incoterm', { ...good, incoterm: 'XYZ' }, 400, 'BAD_REQUEST', /incoterm/],
      ['another payment method', { ...good, paymentMethod: 'CARD' }, 400, 'BAD_REQUEST', /paymentMethod/],
      ['a bad contact e-mail', { ...good, contact: { ...good.contact, email: 'nope' } }, 400, 'BAD_REQUEST', /email/],
      ['U+0000 in the memo', { ...good, memo: 'a\u0000b' }, 400, 'BAD_REQUEST', /memo/],
      [
        'an unknown product',
        f.form([{ productId: 99_999_999, qty: 1 }], address),
        400,
        'BAD_REQUEST',
        /no such product/,
      ],
      ["another buyer's address", f.form(good.products, other), 404, 'NOT_FOUND', /address/],
      [
        'a sold-out product',
        f.form([...good.products, { productId: soldOut!.id, qty: 1 }], address),
        409,
        'SOLD_OUT',
        new RegExp(soldOut!.sku),
      ],
      ['below the minimum', f.form([{ productId: a!.id, qty: 1 }], address), 422, 'MINIMUM_NOT_REACHED', /minimum/],
      [
        'more than the stock',
        f.form([...good.products, { productId: held!.id, qty: 1_000 }], address),
        409,
        'OUT_OF_STOCK',
        new RegExp(`${held!.sku} .+ \\(5 units left`),
      ],
      ['an unknown quotation', { ...good, quotationId: 99_999_999 }, 404, 'NOT_FOUND', /Quotation/],
    ];
    const before = await f.fingerprint(f.ORDER_TABLES);
    for (const [what, body, status, code, message] of cases) {
      const response = await f.place(token, body, randomUUID());
      expect(response.statusCode, what).toBe(status);
      expect(response.json(), what).toMatchObject({ code, error: expect.stringMatching(message) });
    }
    // The keys' refusals are kept for their replays; nothing else moved.
    const after = await f.fingerprint(f.ORDER_TABLES.filter((table) => table !== 'idempotency_keys'));
    expect(after).toEqual(Object.fromEntries(Object.entries(before).filter(([table]) => table !== 'idempotency_keys')));
  });

  it('is for signed-in, active buyers only', async () => {
    const [a] = await f.products(1);
    const body = f.form([{ productId: a!.id, qty: f.packsOver(a!) }], address);
    const visitor = await r.call('POST', '/client/api/v1/member/order', { body });
    expect(visitor.statusCode).toBe(401);
    await f.query(`update buyers set status = 'suspended' where id = $1`, [buyer.id]);
    try {
      const suspended = await f.place(token, body);
      // A suspension ends the sessions in the console; the account refuses the order whatever the token.
      expect([403]).toContain(suspended.statusCode);
    } finally {
      await f.query(`update buyers set status = 'active' where id = $1`, [buyer.id]);
    }
  });

  it('answers a retry whose first answer was lost with the order its key placed, never a second one', async () => {
    const [a] = await f.products(1);
    const body = f.form([{ productId: a!.id, qty: f.packsOver(a!) }], address);
    const key = randomUUID();
    const first = await f.place(token, body, key);
    expect(first.statusCode).toBe(200);
    const before = await ordersOf(buyer.id);
    // The process died after the commit, before the key's answer was kept: the claim is still open, a minute old.
    await f.query(
      `update idempotency_keys set status = null, response = null, created_at = now() - interval '2 minutes'
       where owner = $1 and key = $2`,
      [`buyer:${buyer.id}`, key],
    );
    const retried = await f.place(token, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json().payload.order.id).toBe(first.json().payload.order.id);
    // The claim gone altogether (its cleanup ran): the order is still found by its key.
    await f.query('delete from idempotency_keys where owner = $1 and key = $2', [`buyer:${buyer.id}`, key]);
    expect((await f.place(token, body, key)).json().payload.order.id).toBe(first.json().payload.order.id);
    expect(await ordersOf(buyer.id)).toBe(before);
  });
});

describe('the preview', () => {
  const preview = (body: object) =>
    r.call('POST', '/client/api/v1/member/order/preview', { token, body: { locale: 'en', ...body } });

  it('prices the lines, shows the stock and says what blocks them, writing nothing', async () => {
    const [a, soldOut] = await f.products(2);
    const [held] = await f.products(1, { held: true, stock: 30 });
    await f.query('update products set exist = false where id = $1', [soldOut!.id]);
    const before = await f.fingerprint(f.ORDER_TABLES);
    const enough = { productId: a!.id, qty: f.packsOver(a!) };
    const ok = (await preview({ products: [enough, { productId: held!.id, qty: 1 }] })).json().payload;
    expect(ok).toMatchObject({ currency: 'USD', minimum: 50_000, block: null, quotation: null });
    expect(ok.lines.map((line: { stock: number | null; exist: boolean }) => [line.stock, line.exist])).toEqual([
      [null, true],
      [30, true],
    ]);
    const blocks = await Promise.all([
      preview({ products: [enough, { productId: soldOut!.id, qty: 1 }] }),
      preview({ products: [enough, { productId: held!.id, qty: 1_000 }] }),
      preview({ products: [{ productId: a!.id, qty: 1 }] }),
    ]);
    expect(blocks.map((response) => response.json().payload.block)).toEqual(['soldOut', 'outOfStock', 'minimum']);
    await f.query('update products set supply_usd = 0 where id = $1', [a!.id]);
    expect((await preview({ products: [{ productId: a!.id, qty: 1 }] })).json().payload.block).toBe('amountMissing');
    await f.query('update products set supply_usd = $2 where id = $1', [a!.id, a!.supplyUsd]);
    expect((await preview({ products: [enough], price: 1 })).statusCode).toBe(400);
    expect(await f.fingerprint(f.ORDER_TABLES)).toEqual(before);
  });
});

describe('ordering an accepted offer', () => {
  it("orders the offer's lines at the offered prices, without the minimum, and the quotation becomes ORDERED", async () => {
    const q = quotationFixtures(ctx, r);
    const admin = await r.operator('admin');
    const { id } = await q.requestAs('demo-usd', 2);
    // A generous offer: a fifth of today's price, far below the minimum order.
    expect((await q.sendOffer(admin, id, (price) => Math.max(1, Math.floor(price / 5)))).statusCode).toBe(200);
    const detail = (await r.call('GET', `/client/api/v1/quotations/${id}`, { token })).json().payload;
    const offered = detail.offers[0].lines as { productId: number; quantity: number; unitPrice: number }[];
    const products = offered.map((line) => ({ productId: line.productId, qty: line.quantity }));
    const body = f.form(products, address, { quotationId: id });

    // Before it is accepted: refused.
    expect((await f.place(token, body)).json().code).toBe('QUOTATION_STATE');
    expect(
      (await r.call('POST', `/client/api/v1/quotations/${id}/accept`, { token, body: { version: 1 } })).statusCode,
    ).toBe(200);

    const preview = await r.call('POST', '/client/api/v1/member/order/preview', {
      token,
      body: { products, quotationId: id },
    });
    expect(preview.json().payload).toMatchObject({ block: null, minimum: 0, quotation: { id, version: 1 } });
    // Other lines or quantities than the offer's: 409, nothing written.
    const changed = f.form([{ ...products[0]!, qty: products[0]!.qty + 1 }, products[1]!], address, {
      quotationId: id,
    });
    expect((await f.place(token, changed)).statusCode).toBe(409);
    expect((await f.place(token, f.form([products[0]!], address, { quotationId: id }))).statusCode).toBe(409);
    // Another buyer's quotation does not exist for them.
    const krwToken = await r.signIn('demo-krw', 'Demo!2026pass');
    const krwAddress = await f.addressOf((await f.buyer('demo-krw')).id);
    expect((await f.place(krwToken, f.form(products, krwAddress, { quotationId: id }))).statusCode).toBe(404);

    // One of the offered products is held: the offer's order takes its units too.
    await f.setStock([products[0]!.productId], 10_000);
    const placed = await f.place(token, body);
    expect(placed.statusCode).toBe(200);
    const order = placed.json().payload.order;
    expect(order.quotation).toEqual({ id, number: detail.number });
    const heldLine = order.lines.find((line: { productId: number }) => line.productId === products[0]!.productId);
    expect(await f.stockOf(products[0]!.productId)).toBe(10_000 - heldLine.quantity * heldLine.moq);
    expect(order.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual(
      offered.map((line) => line.unitPrice),
    );
    expect(await q.state(id)).toBe('ORDERED');
    expect((await q.events(id)).at(-1)).toEqual({
      fromState: 'ACCEPTED',
      toState: 'ORDERED',
      action: 'order',
      actor: 'buyer',
    });
    // The quotation names the order it became, for the buyer and in the console.
    const ordered = (await r.call('GET', `/client/api/v1/quotations/${id}`, { token })).json().payload;
    expect(ordered.order).toEqual({ id: order.id, number: order.number });
    const inConsole = (await r.call('GET', `/console/api/quotations/${id}`, { operator: admin })).json().payload;
    expect(inConsole.order).toEqual({ id: order.id, number: order.number });
    expect(detail.order).toBeNull();
    // Once only.
    const again = await f.place(token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTATION_STATE');
    // The offer's note is part of the deal: the proforma invoice carries it.
    await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: admin,
      body: { terms: { kind: 'ADVANCE' } },
    });
    const pi = await r.call('GET', `/client/api/v1/orders/${order.id}/documents/pi`, { token });
    expect((await pdfText(pi.rawPayload)).replace(/\s+/g, ' ')).toContain(
      `Seller's terms (quotation ${detail.number}): Prices include export packing.`,
    );
  });
});
