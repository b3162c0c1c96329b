import { formatMoney, minor } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { pdfText } from '../../../test/pdf-text.js';
import { requests } from '../../../test/requests.js';

/**
 * Claims after delivery: the buyer reports damaged goods on a delivered order with a photo, an operator resolves it
 * with a credit note (its PDF), and the buyer's next order is confirmed with the credit taken off; another buyer finds
 * none of it; the window, quantities, a second resolve and a retried claim are refused or answered once.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let buyer: { id: number; token: string; address: number; email: string };
let other: string;
let admin: string;
let staff: string;

/** A 1×1 PNG's bytes (the signature is what the server reads). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  const found = await f.buyer('demo-usd');
  buyer = { id: found.id, token: await r.signIn('demo-usd'), address: await f.addressOf(found.id), email: found.email };
  other = await r.signIn('demo-krw');
  [admin, staff] = await Promise.all([r.operator('admin'), r.operator('staff')]);
});

const act = (id: number, action: string, body: object = {}) =>
  r.call('POST', `/console/api/orders/${id}/${action}`, { operator: staff, body });

/** An order of two products placed by the buyer and confirmed (paid in advance). */
async function confirmedOrder() {
  const [a, b] = await f.products(2);
  const placed = await f.place(
    buyer.token,
    f.form(
      [
        { productId: a!.id, qty: f.packsOver(a!) },
        { productId: b!.id, qty: 2 },
      ],
      buyer.address,
    ),
  );
  expect(placed.statusCode).toBe(200);
  const order = placed.json().payload.order;
  const confirmed = await act(order.id, 'confirm', { terms: { kind: 'ADVANCE' } });
  expect(confirmed.statusCode).toBe(200);
  return { id: order.id as number, number: order.number as string, products: [a!, b!], confirmed };
}

/** An order led to delivery. */
async function deliveredOrder() {
  const order = await confirmedOrder();
  for (const [action, body] of [
    ['pay', { reference: 'TT-1', paidOn: '2026-05-02' }],
    ['prepare', {}],
    [
      'ship',
      {
        carrier: 'DHL Express',
        trackingNumber: '1234567890',
        shippedOn: '2026-05-06',
        portOfLoading: 'Incheon',
        portOfDischarge: 'Los Angeles',
      },
    ],
    ['deliver', {}],
  ] as const)
    expect((await act(order.id, action, body)).statusCode).toBe(200);
  return order;
}

const claim = (token: string, orderId: number, body: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/client/api/v1/orders/${orderId}/claims`,
    payload: body,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'x-auth-token': token, ...(key ? { 'idempotency-key': key } : {}) },
  });

const photo = (token: string, claimId: number, bytes: Buffer, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/client/api/v1/claims/${claimId}/photos?name=crushed-box.png`,
    payload: bytes,
    cookies: csrf.cookies,
    headers: {
      ...csrf.headers,
      'x-auth-token': token,
      'content-type': 'image/png',
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });

describe('a claim resolved with a credit note', () => {
  it('is reported once with its photo, resolved once, printed, mailed and taken off the next order', async () => {
    const order = await deliveredOrder();
    const [a] = order.products;
    const page = await r.call('GET', `/client/api/v1/orders/${order.id}/claims`, { token: buyer.token });
    expect(page.json().payload).toMatchObject({ canClaim: true, claims: [] });

    // Two concurrent submissions with one key (a double click, a retry) make one claim.
    const body = {
      lines: [{ productId: a!.id, quantity: 3 }],
      kind: 'DAMAGED',
      note: 'Three bottles broken in transit',
    };
    const [first, second] = await Promise.all([
      claim(buyer.token, order.id, body, 'claim-key-1'),
      claim(buyer.token, order.id, body, 'claim-key-1'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const made = first.json().payload;
    expect(second.json().payload.id).toBe(made.id);
    expect(await f.scalar('select count(*)::int from claims where order_id = $1', [order.id])).toBe(1);
    const unitPrice = made.lines[0].unitPrice;
    expect(made).toMatchObject({
      state: 'OPEN',
      kind: 'DAMAGED',
      order: { id: order.id, number: order.number },
      lines: [{ productId: a!.id, quantity: 3, delivered: f.packsOver(a!) * a!.moq, amount: 3 * unitPrice }],
      claimedValue: 3 * unitPrice,
      canAddPhotos: true,
      outcome: null,
    });
    expect((await r.lastMail(buyer.email))!.template).toBe('claimReceived');

    // The photo: a picture by its content; a page dressed as one is refused.
    expect((await photo(buyer.token, made.id, Buffer.from('<html>hi</html>'))).statusCode).toBe(400);
    const withPhoto = await photo(buyer.token, made.id, PNG, 'photo-key-1');
    expect(withPhoto.statusCode).toBe(200);
    // The same upload sent again (a lost answer) keeps one photo.
    expect((await photo(buyer.token, made.id, PNG, 'photo-key-1')).json().payload.photos).toHaveLength(1);
    const [stored] = withPhoto.json().payload.photos;
    expect(stored).toMatchObject({ name: 'crushed-box.png', contentType: 'image/png', size: PNG.length });
    const download = await r.call('GET', stored.url, { token: buyer.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await r.call('GET', `/console/api/claims/${made.id}/photos/${stored.id}`, { operator: staff })).statusCode,
    ).toBe(200);

    // The console lists it among the open claims.
    const open = (await r.call('GET', '/console/api/claims?state=OPEN', { operator: staff })).json().payload;
    expect(open.list.map((row: { id: number }) => row.id)).toContain(made.id);

    // A credit note above the claimed value is refused; the right one resolves it, once.
    const resolve = (amount: number) =>
      r.call('POST', `/console/api/claims/${made.id}/resolve`, {
        operator: staff,
        body: { outcome: 'CREDIT_NOTE', amount, reason: 'Broken in transit, photos confirm it' },
      });
    expect((await resolve(3 * unitPrice + 1)).statusCode).toBe(400);
    const amount = 2 * unitPrice;
    const resolved = await resolve(amount);
    expect(resolved.statusCode).toBe(200);
    const creditNote = resolved.json().payload.creditNote;
    expect(resolved.json().payload).toMatchObject({
      state: 'RESOLVED',
      outcome: 'CREDIT_NOTE',
      amount,
      resolvedBy: 'Hive Staff',
    });
    expect(creditNote).toMatchObject({ number: expect.stringMatching(/^CN-\d{4}-\d{6}$/), amount, status: 'OPEN' });
    const again = await resolve(amount);
    expect(again.statusCode).toBe(409);
    expect((await photo(buyer.token, made.id, PNG)).statusCode).toBe(409);

    // Audited, and mailed to the buyer with the credit note attached.
    const [audit] = await f.query<{ action: string; after: { outcome: string } }>(
      `select action, after from audit_log where target_type = 'claim' and target_id = $1`,
      [String(made.id)],
    );
    expect(audit).toMatchObject({ action: 'claim.resolve', after: { outcome: 'CREDIT_NOTE' } });
    const [mail] = await f.query<{ template: string; documents: string[] }>(
      `select o.template, array(select d.type from outbox_attachments a join order_documents d on d.id = a.document_id
         where a.outbox_id = o.id) as documents
       from outbox o where o.to_address = $1 order by o.id desc limit 1`,
      [buyer.email],
    );
    expect(mail).toEqual({ template: 'claimCreditNote', documents: ['cn'] });

    // The buyer reads it, and the credit note's PDF: its number, the seller, the order, the claimed line, the amount.
    const seen = (await r.call('GET', `/client/api/v1/claims/${made.id}`, { token: buyer.token })).json().payload;
    expect(seen).toMatchObject({ state: 'RESOLVED', creditNote: { number: creditNote.number, status: 'OPEN' } });
    const pdf = await r.call('GET', seen.creditNote.url, { token: buyer.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(creditNote.number);
    expect(text).toContain('Hive Korea Co., Ltd.');
    expect(text).toContain(order.number);
    expect(text).toContain(a!.sku);
    expect(text).toContain(formatMoney(minor(amount), 'USD'));
    const consolePdf = await r.call('GET', `/console/api/orders/${order.id}/documents/cn`, { operator: staff });
    expect(consolePdf.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // The buyer's next order: its confirmation takes the credit off the total, and the PI shows it.
    const next = await confirmedOrder();
    const confirmed = next.confirmed.json().payload;
    const [row] = await f.query<{ goods: number; credit: number; total: number }>(
      'select goods_amount::int as goods, credit::int as credit, total_amount::int as total from orders where id = $1',
      [next.id],
    );
    expect(row).toMatchObject({ credit: amount, total: row!.goods - amount });
    expect(confirmed.installments).toEqual([expect.objectContaining({ kind: 'full', amount: row!.total })]);
    const pi = await pdfText(
      (await r.call('GET', `/console/api/orders/${next.id}/documents/pi`, { operator: staff })).rawPayload,
    );
    expect(pi).toContain('Credit note');
    expect(pi).toContain(`-${formatMoney(minor(amount), 'USD')}`);
    const applied = (await r.call('GET', `/client/api/v1/claims/${made.id}`, { token: buyer.token })).json().payload;
    expect(applied.creditNote).toMatchObject({ status: 'APPLIED', appliedOrder: { id: next.id, number: next.number } });
    const nextClaims = await r.call('GET', `/client/api/v1/orders/${next.id}/claims`, { token: buyer.token });
    expect(nextClaims.json().payload.appliedCredit).toEqual([
      { number: creditNote.number, amount, currency: 'USD', claimedOrder: { id: order.id, number: order.number } },
    ]);
    // Applied once: the order after that pays in full.
    const third = await confirmedOrder();
    expect(await f.scalar('select credit::int from orders where id = $1', [third.id])).toBe(0);
  });
});

describe('what a claim refuses', () => {
  it("hides a buyer's order, claim and photos from another buyer", async () => {
    const order = await deliveredOrder();
    const made = (
      await claim(buyer.token, order.id, {
        lines: [{ productId: order.products[1]!.id, quantity: 1 }],
        kind: 'MISSING',
      })
    ).json().payload;
    const photoId = (await photo(buyer.token, made.id, PNG)).json().payload.photos[0].id;
    for (const response of [
      await claim(other, order.id, { lines: [{ productId: order.products[1]!.id, quantity: 1 }], kind: 'MISSING' }),
      await r.call('GET', `/client/api/v1/orders/${order.id}/claims`, { token: other }),
      await r.call('GET', `/client/api/v1/claims/${made.id}`, { token: other }),
      await r.call('GET', `/client/api/v1/claims/${made.id}/photos/${photoId}`, { token: other }),
      await photo(other, made.id, PNG),
    ])
      expect(response.statusCode).toBe(404);
    // Ten photos at most.
    for (let count = 1; count < 10; count++) expect((await photo(buyer.token, made.id, PNG)).statusCode).toBe(200);
    const eleventh = await photo(buyer.token, made.id, PNG);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toContain('at most 10 photos');
    // A visitor is asked to sign in; the console needs an operator.
    expect((await r.call('GET', `/client/api/v1/claims/${made.id}`)).statusCode).toBe(401);
    expect((await r.call('GET', `/console/api/claims/${made.id}`, { token: buyer.token })).statusCode).toBe(401);
  });

  it('refuses an order not delivered, more units than delivered, and a closed window', async () => {
    const confirmed = await confirmedOrder();
    const line = { productId: confirmed.products[1]!.id, quantity: 1 };
    expect((await claim(buyer.token, confirmed.id, { lines: [line], kind: 'WRONG' })).json().code).toBe('ORDER_STATE');

    const order = await deliveredOrder();
    const [, b] = order.products;
    const tooMany = await claim(buyer.token, order.id, {
      lines: [{ productId: b!.id, quantity: 2 * b!.moq + 1 }],
      kind: 'WRONG',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain('lines.0.quantity');

    // Delivered eight days ago: past the seven-day window.
    await f.query(
      `update order_events set created_at = now() - interval '8 days' where order_id = $1 and to_state = 'DELIVERED'`,
      [order.id],
    );
    const late = await claim(buyer.token, order.id, { lines: [{ productId: b!.id, quantity: 1 }], kind: 'WRONG' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('within 7 days');
    expect(
      (await r.call('GET', `/client/api/v1/orders/${order.id}/claims`, { token: buyer.token })).json().payload.canClaim,
    ).toBe(false);
    // A longer window in the settings opens it again.
    await f.query('update settings set claim_window_days = 10');
    expect(
      (await claim(buyer.token, order.id, { lines: [{ productId: b!.id, quantity: 1 }], kind: 'WRONG' })).statusCode,
    ).toBe(200);
    await f.query('update settings set claim_window_days = 7');
  });

  it('refunds an open credit note once, after which no order takes it', async () => {
    const order = await deliveredOrder();
    const made = (
      await claim(buyer.token, order.id, {
        lines: [{ productId: order.products[1]!.id, quantity: 1 }],
        kind: 'DAMAGED',
      })
    ).json().payload;
    const refused = await r.call('POST', `/console/api/claims/${made.id}/refund`, {
      operator: admin,
      body: { reference: 'RF-1', paidOn: '2026-06-01' },
    });
    expect(refused.statusCode).toBe(409);
    await r.call('POST', `/console/api/claims/${made.id}/resolve`, {
      operator: admin,
      body: { outcome: 'CREDIT_NOTE', amount: made.claimedValue, reason: 'Damaged' },
    });
    const refunded = await r.call('POST', `/console/api/claims/${made.id}/refund`, {
      operator: admin,
      body: { reference: 'RF-1', paidOn: '2026-06-01' },
    });
    expect(refunded.json().payload.creditNote).toMatchObject({
      status: 'REFUNDED',
      refund: { reference: 'RF-1', paidOn: '2026-06-01' },
    });
    expect(
      (
        await r.call('POST', `/console/api/claims/${made.id}/refund`, {
          operator: admin,
          body: { reference: 'RF-2', paidOn: '2026-06-02' },
        })
      ).statusCode,
    ).toBe(409);
    const next = await confirmedOrder();
    expect(await f.scalar('select credit::int from orders where id = $1', [next.id])).toBe(0);
  });

  it('refuses a resolution without its reason, or an amount on a refusal', async () => {
    const order = await deliveredOrder();
    const made = (
      await claim(buyer.token, order.id, { lines: [{ productId: order.products[0]!.id, quantity: 1 }], kind: 'WRONG' })
    ).json().payload;
    const resolve = (body: object) =>
      r.call('POST', `/console/api/claims/${made.id}/resolve`, { operator: staff, body });
    expect((await resolve({ outcome: 'REFUSED', reason: '' })).statusCode).toBe(400);
    expect((await resolve({ outcome: 'REFUSED', amount: 100, reason: 'No' })).statusCode).toBe(400);
    expect((await resolve({ outcome: 'CREDIT_NOTE', reason: 'Yes' })).statusCode).toBe(400);
    const done = await resolve({ outcome: 'REFUSED', reason: 'The photos show the goods intact' });
    expect(done.json().payload).toMatchObject({ state: 'RESOLVED', outcome: 'REFUSED', creditNote: null });
    expect((await r.lastMail(buyer.email))!.template).toBe('claimRefused');
  });
});
