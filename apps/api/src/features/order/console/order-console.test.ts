import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, documentedPaths, type TestContext } from '../../../../test/helper.js';
import { orderFixtures } from '../../../../test/orders.js';
import { requests } from '../../../../test/requests.js';
import { mailer } from '../../../mail/mail.service.js';
import { orderRepository } from '../order.repository.js';
import { unpaidOrders } from '../order-unpaid.job.js';

/**
 * The console's orders — the inbox, the state machine with both payment terms, the documents each step
 * issues (a correction issues the next version), the audit log and the buyer's e-mails, and the unpaid-order job.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let buyer: { id: number; token: string; address: number; email: string };
let admin: string;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  const found = await f.buyer('demo-usd');
  buyer = { id: found.id, token: await r.signIn('demo-usd'), address: await f.addressOf(found.id), email: found.email };
  [admin, staff] = await Promise.all([r.operator('admin'), r.operator('staff')]);
});

async function placeOrder(stock = 1_000) {
  const [a, b] = await f.products(2);
  const [held] = await f.products(1, { held: true, stock });
  const response = await f.place(
    buyer.token,
    f.form(
      [
        { productId: a!.id, qty: f.packsOver(a!) },
        { productId: b!.id, qty: 2 },
        { productId: held!.id, qty: 3 },
      ],
      buyer.address,
    ),
  );
  expect(response.statusCode).toBe(200);
  return { order: response.json().payload.order, products: { a: a!, b: b!, held: held! } };
}

const act = (operator: string, id: number, action: string, body: object = {}, method: 'POST' | 'PUT' = 'POST') =>
  r.call(method, `/console/api/orders/${id}/${action}`, { operator, body });

/** The buyer's mails about an order, oldest first, with the types of the documents each carries. */
const mailsAbout = (number: string) =>
  f.query<{ template: string; documents: string[] }>(
    `select o.template, coalesce(array(select d.type || '-v' || d.version from outbox_attachments a
         join order_documents d on d.id = a.document_id where a.outbox_id = o.id order by a.position), '{}') as documents
     from outbox o where o.to_address = $1 and o.subject like '%' || $2 || '%' order by o.id`,
    [buyer.email, number],
  );

describe('an order paid in advance, from placing to delivery', () => {
  it('moves by the state machine; each step records who, issues its documents, audits and mails', async () => {
    const { order, products } = await placeOrder();
    const { id } = order;

    const confirmed = await act(staff, id, 'confirm', { terms: { kind: 'ADVANCE' }, note: 'Stock checked' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payload).toMatchObject({
      state: 'CONFIRMED',
      paymentTerms: { kind: 'ADVANCE' },
      installments: [{ kind: 'full', amount: order.totals.amount, paidOn: null }],
      allowedActions: ['pay', 'cancel'],
      history: [
        { toState: 'PLACED' },
        { toState: 'CONFIRMED', actor: 'operator', operatorName: 'Hive Staff', note: 'Stock checked' },
      ],
    });
    // The buyer sees the bank from the proforma invoice, and the team instead of the operator's name.
    const seen = (await r.call('GET', `/client/api/v1/orders/${id}`, { token: buyer.token })).json().payload;
    expect(seen.bank).toEqual({
      bankName: 'Shinhan Bank, Gangnam Finance Center Branch',
      accountName: 'Hive Korea Co., Ltd.',
      accountNumber: '140-013-552901',
      swift: 'SHBKKRSE',
      bankAddress: '20 Sejong-daero 9-gil, Jung-gu, Seoul 04513, Republic of Korea',
    });
    expect(seen.history[1].operatorName).toBeNull();
    expect(seen.allowedActions).toEqual([]);

    // Not yet: these steps come later.
    for (const step of ['prepare', 'deliver', 'pay-balance'])
      expect(
        (await act(admin, id, step, step === 'pay-balance' ? { reference: 'x', paidOn: '2026-05-01' } : {})).json()
          .code,
      ).toBe('ORDER_STATE');

    const paid = await act(admin, id, 'pay', { reference: 'TT-88812', paidOn: '2026-05-02' });
    expect(paid.json().payload).toMatchObject({
      state: 'PAID',
      installments: [{ kind: 'full', paidOn: '2026-05-02', reference: 'TT-88812' }],
      allowedActions: ['prepare', 'cancel'],
    });
    expect((await act(admin, id, 'pay', { reference: 'again', paidOn: '2026-05-02' })).json().code).toBe('ORDER_STATE');
    expect((await act(admin, id, 'prepare', { note: 'Picking today' })).json().payload.state).toBe('PREPARING');

    const shipped = await act(admin, id, 'ship', {
      carrier: 'DHL Express',
      trackingNumber: '1234567890',
      shippedOn: '2026-05-06',
      portOfLoading: 'Incheon International Airport, Korea',
      portOfDischarge: 'Noi Bai, Hanoi',
      vessel: 'KE 681',
      cartons: [{ productId: products.held.id, cartons: 4 }],
    });
    expect(shipped.statusCode).toBe(200);
    const detail = shipped.json().payload;
    expect(detail.shipment).toMatchObject({
      carrier: 'DHL Express',
      trackingNumber: '1234567890',
      trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=1234567890',
      shippedOn: '2026-05-06',
      portOfLoading: 'Incheon International Airport, Korea',
      portOfDischarge: 'Noi Bai, Hanoi',
      vessel: 'KE 681',
      voyage: '',
    });
    const heldPacking = detail.packing.find((line: { productId: number }) => line.productId === products.held.id);
    expect(heldPacking).toMatchObject({
      cartons: 4,
      units: 3 * products.held.moq,
      hsCode: expect.stringMatching(/^\d{6,10}$/),
      origin: 'KR',
    });
    expect(detail.shipment.cartons).toBe(
      detail.packing.reduce((sum: number, line: { cartons: number }) => sum + line.cartons, 0),
    );
    expect(
      detail.documents.map((document: { type: string; version: number }) => `${document.type}-v${document.version}`),
    ).toEqual(['po-v1', 'pi-v1', 'ci-v1', 'pl-v1']);
    // The packing list's snapshot holds each line's packing and the totals, the carton count the operators gave.
    const [pl] = await f.query<{
      snapshot: { lines: { sku: string; packing: { cartons: number } }[]; totals: { packing: { cartons: number } } };
    }>(`select snapshot from order_documents where order_id = $1 and type = 'pl'`, [id]);
    expect(pl!.snapshot.lines.find((line) => line.sku === products.held.sku)!.packing.cartons).toBe(4);
    expect(pl!.snapshot.totals.packing.cartons).toBe(detail.shipment.cartons);

    // A corrected shipment: the same state, the invoice and packing list issued again as version 2.
    const ci1 = await r.call('GET', `/console/api/orders/${id}/documents/ci`, { operator: admin });
    const corrected = await act(
      admin,
      id,
      'shipment',
      {
        carrier: 'DHL Express',
        trackingNumber: '1234567899',
        shippedOn: '2026-05-06',
        portOfLoading: 'Incheon International Airport, Korea',
        portOfDischarge: 'Noi Bai, Hanoi',
      },
      'PUT',
    );
    expect(corrected.json().payload).toMatchObject({ state: 'SHIPPED', shipment: { trackingNumber: '1234567899' } });
    const ci2 = await r.call('GET', `/console/api/orders/${id}/documents/ci`, { operator: admin });
    expect(ci2.headers['content-disposition']).toContain(`${order.number}-CI-v2.pdf`);
    expect(ci2.rawPayload.equals(ci1.rawPayload)).toBe(false);
    // Version 1 is still there, unchanged, for buyer and console alike.
    const ci1Again = await r.call('GET', `/client/api/v1/orders/${id}/documents/ci?version=1`, { token: buyer.token });
    expect(ci1Again.rawPayload.equals(ci1.rawPayload)).toBe(true);

    expect((await act(admin, id, 'cancel', { reason: 'too late' })).json().code).toBe('ORDER_STATE');
    const delivered = await act(admin, id, 'deliver', {});
    expect(delivered.json().payload).toMatchObject({ state: 'DELIVERED', allowedActions: [] });
    expect(
      (
        await act(
          admin,
          id,
          'shipment',
          { carrier: 'x', trackingNumber: 'y', shippedOn: '2026-05-06', portOfLoading: 'a', portOfDischarge: 'b' },
          'PUT',
        )
      ).statusCode,
    ).toBe(409);

    const history = delivered
      .json()
      .payload.history.map((event: { action: string; actor: string }) => `${event.actor}:${event.action}`);
    expect(history).toEqual([
      'buyer:place',
      'operator:confirm',
      'operator:pay',
      'operator:prepare',
      'operator:ship',
      'operator:correctShipment',
      'operator:deliver',
    ]);
    const audit = await f.query<{ action: string; operator: string }>(
      `select a.action, o.login_id as operator from audit_log a join operators o on o.id = a.operator_id
       where a.target_type = 'order' and a.target_id = $1 order by a.id`,
      [String(id)],
    );
    expect(audit.map((entry) => `${entry.operator}:${entry.action}`)).toEqual([
      'staff:order.confirm',
      'admin:order.pay',
      'admin:order.prepare',
      'admin:order.ship',
      'admin:order.correctShipment',
      'admin:order.deliver',
    ]);
    expect(await mailsAbout(order.number)).toEqual([
      { template: 'orderPlaced', documents: ['po-v1'] },
      { template: 'orderConfirmedAdvance', documents: ['pi-v1'] },
      { template: 'orderPaid', documents: [] },
      { template: 'orderPreparing', documents: [] },
      { template: 'orderShipped', documents: ['ci-v1', 'pl-v1'] },
      { template: 'orderShipmentCorrected', documents: ['ci-v2', 'pl-v2'] },
      { template: 'orderDelivered', documents: [] },
    ]);
  });
});

describe('an order with a deposit', () => {
  it('takes the deposit, holds the shipment until the balance is in, and records the balance without a state change', async () => {
    const { order } = await placeOrder();
    const { id } = order;
    const confirmed = (await act(admin, id, 'confirm', { terms: { kind: 'DEPOSIT', depositPercent: 30 } })).json()
      .payload;
    const [deposit, balance] = confirmed.installments;
    expect(deposit).toMatchObject({ kind: 'deposit', amount: Math.floor((order.totals.amount * 0.3) / 100) * 100 });
    expect(deposit.amount + balance.amount).toBe(order.totals.amount);
    const [mail] = (await mailsAbout(order.number)).slice(-1);
    expect(mail!.template).toBe('orderConfirmedDeposit');

    const paid = (await act(admin, id, 'pay', { reference: 'DEP-1', paidOn: '2026-05-02' })).json().payload;
    expect(paid).toMatchObject({ state: 'PAID', allowedActions: ['prepare', 'payBalance', 'cancel'] });
    expect(paid.installments.map((installment: { paidOn: string | null }) => installment.paidOn)).toEqual([
      '2026-05-02',
      null,
    ]);
    expect((await act(admin, id, 'prepare')).json().payload.allowedActions).toEqual(['payBalance', 'cancel']);
    const ship = {
      carrier: 'HMM',
      trackingNumber: 'HMMU1234567',
      shippedOn: '2026-05-09',
      portOfLoading: 'Busan, Korea',
      portOfDischarge: 'Cat Lai, Ho Chi Minh City',
    };
    const early = await act(admin, id, 'ship', ship);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('balance');
    const settled = (await act(admin, id, 'pay-balance', { reference: 'BAL-1', paidOn: '2026-05-08' })).json().payload;
    expect(settled).toMatchObject({ state: 'PREPARING', allowedActions: ['ship', 'cancel'] });
    expect(settled.installments.map((installment: { reference: string | null }) => installment.reference)).toEqual([
      'DEP-1',
      'BAL-1',
    ]);
    expect((await act(admin, id, 'pay-balance', { reference: 'BAL-2', paidOn: '2026-05-08' })).json().code).toBe(
      'ORDER_STATE',
    );
    const shipped = (await act(admin, id, 'ship', ship)).json().payload;
    expect(shipped.state).toBe('SHIPPED');
    // No known carrier page and none given: no link.
    expect(shipped.shipment.trackingUrl).toBeNull();
    expect((await mailsAbout(order.number)).map((entry) => entry.template)).toEqual([
      'orderPlaced',
      'orderConfirmedDeposit',
      'orderDepositPaid',
      'orderPreparing',
      'orderBalancePaid',
      'orderShipped',
    ]);
  });
});

describe('refusals and cancellation', () => {
  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const { order } = await placeOrder();
    const before = await f.fingerprint(f.ORDER_TABLES);
    const cases: [string, object, RegExp][] = [
      ['confirm', { terms: { kind: 'DEPOSIT', depositPercent: 5 } }, /depositPercent/],
      ['confirm', { terms: { kind: 'LATER' } }, /terms/],
      ['confirm', { terms: { kind: 'ADVANCE' }, extra: 1 }, /extra/],
      ['pay', { reference: '', paidOn: '2026-05-01' }, /reference/],
      ['pay', { reference: 'x', paidOn: '1 May' }, /paidOn/],
      ['cancel', {}, /reason/],
      [
        'ship',
        {
          carrier: 'DHL',
          trackingNumber: '1',
          shippedOn: '2026-05-01',
          portOfLoading: 'Busan',
          portOfDischarge: 'Hanoi',
          trackingUrl: 'javascript:alert(1)',
        },
        /trackingUrl/,
      ],
      [
        'ship',
        { carrier: 'DHL', trackingNumber: '1', shippedOn: '2026-05-01', portOfDischarge: 'Hanoi' },
        /portOfLoading/,
      ],
    ];
    for (const [action, body, message] of cases) {
      const response = await act(admin, order.id, action, body);
      expect(response.statusCode, `${action} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    expect((await act(admin, 999_999, 'confirm', { terms: { kind: 'ADVANCE' } })).statusCode).toBe(404);
    expect(await f.fingerprint(f.ORDER_TABLES)).toEqual(before);
    // A carton count for a product that is not in the order: 400, nothing shipped.
    await act(admin, order.id, 'confirm', { terms: { kind: 'ADVANCE' } });
    await act(admin, order.id, 'pay', { reference: 'x', paidOn: '2026-05-01' });
    await act(admin, order.id, 'prepare');
    const wrong = await act(admin, order.id, 'ship', {
      carrier: 'DHL',
      trackingNumber: '1',
      shippedOn: '2026-05-01',
      portOfLoading: 'Busan',
      portOfDischarge: 'Hanoi',
      cartons: [{ productId: 999_999, cartons: 2 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/cartons\.0\.productId/);
    expect((await r.call('GET', `/console/api/orders/${order.id}`, { operator: admin })).json().payload.state).toBe(
      'PREPARING',
    );
  });

  it('lets an operator cancel a paid order with a reason; the held stock goes back', async () => {
    const { order, products } = await placeOrder(800);
    await act(admin, order.id, 'confirm', { terms: { kind: 'ADVANCE' } });
    await act(admin, order.id, 'pay', { reference: 'x', paidOn: '2026-05-01' });
    expect(await f.stockOf(products.held.id)).toBe(800 - 3 * products.held.moq);
    const cancelled = (await act(admin, order.id, 'cancel', { reason: 'The brand cannot supply this season' })).json()
      .payload;
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'The brand cannot supply this season' });
    expect(await f.stockOf(products.held.id)).toBe(800);
    expect((await mailsAbout(order.number)).at(-1)!.template).toBe('orderCancelled');
  });
});

describe('the inbox', () => {
  it('lists, searches and counts orders, and shows one with its buyer and packing', async () => {
    const { order } = await placeOrder();
    const page = (query: string) => r.call('GET', `/console/api/orders?${query}`, { operator: staff });
    const placed = (await page('state=PLACED&size=100')).json().payload;
    expect(placed.list.map((row: { id: number }) => row.id)).toContain(order.id);
    expect(placed.list[0]).toMatchObject({ company: expect.any(String), loginId: expect.any(String) });
    const found = (await page(`keyword=${order.number}`)).json().payload;
    expect(found.list).toEqual([
      expect.objectContaining({
        id: order.id,
        company: 'Pacific Beauty Trading LLC',
        loginId: 'demo-usd',
        country: { code: 'US', name: 'United States' },
      }),
    ]);
    expect(
      (await page('keyword=pacific%20beauty&size=100'))
        .json()
        .payload.list.every((row: { loginId: string }) => row.loginId === 'demo-usd'),
    ).toBe(true);
    expect((await page('state=NOPE')).statusCode).toBe(400);
    expect(found).toMatchObject({ total: 1, totalCapped: false });

    // A search over every buyer's orders is counted up to the cap (1,000; a smaller one here): past it, the page
    // says so rather than counting each order a common word finds.
    const matching = await f.scalar<number>(
      `select count(*)::int from orders o join buyers b on b.id = o.buyer_id where lower(b.company_name) like '%pacific%'`,
    );
    expect(matching).toBeGreaterThan(3);
    const repository = orderRepository(ctx.database.db);
    expect(await repository.page({ keyword: 'pacific' }, 1, 2, 'en', 3)).toMatchObject({
      total: 3,
      totalCapped: true,
      list: [expect.anything(), expect.anything()],
    });
    expect(await repository.page({ keyword: 'pacific' }, 1, 2, 'en', matching)).toMatchObject({
      total: matching,
      totalCapped: false,
    });

    const counts = (await r.call('GET', '/console/api/orders/counts', { operator: staff })).json().payload;
    const inDb = await f.query<{ state: string; count: number }>(
      'select state, count(*)::int as count from orders group by state order by state',
    );
    expect(counts.states).toEqual(inDb);
    expect(counts.newOrders).toBe(inDb.find((row) => row.state === 'PLACED')!.count);
    expect(counts.acceptedWaiting).toBe(
      await f.scalar<number>(`select count(*)::int from quotations where state = 'ACCEPTED'`),
    );

    const detail = (await r.call('GET', `/console/api/orders/${order.id}`, { operator: staff })).json().payload;
    expect(detail).toMatchObject({
      buyer: { loginId: 'demo-usd', companyName: 'Pacific Beauty Trading LLC', status: 'active', grade: { id: '01' } },
      allowedActions: ['confirm', 'edit', 'cancel'],
      documents: [{ type: 'po', url: `/console/api/orders/${order.id}/documents/po?version=1` }],
    });
    expect(detail.packing).toHaveLength(3);
    expect((await r.call('GET', `/console/api/orders/${order.id}`, { operator: buyer.token })).statusCode).toBe(401);
  });

  it('documents every order route with a tag and a summary', async () => {
    const document = {
      paths: await documentedPaths<{ tags?: string[]; summary?: string }>(ctx.app, admin),
    };
    const routes = Object.entries(document.paths).filter(([path]) => /\/orders?\b|member\/order/.test(path));
    expect(routes.length).toBeGreaterThanOrEqual(19);
    for (const [path, methods] of routes)
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.tags, `${method} ${path}`).toEqual([path.startsWith('/console') ? 'console' : 'orders']);
        expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
      }
  });
});

describe('the unpaid-order job', () => {
  it('cancels orders unpaid past their date once, even with two runs at once, releases their stock and tells the buyer', async () => {
    const overdue = await placeOrder(600);
    const confirmedOverdue = await placeOrder(600);
    const fresh = await placeOrder(600);
    await act(admin, confirmedOverdue.order.id, 'confirm', { terms: { kind: 'ADVANCE' } });
    await f.query(`update orders set pay_by = now() - interval '1 minute' where id = any($1)`, [
      [overdue.order.id, confirmedOverdue.order.id],
    ]);
    const mails = mailer(ctx.database.db, { from: 'test', log: ctx.app.log });
    const job = () => unpaidOrders({ db: ctx.database.db, mailer: mails, publicUrl: 'http://localhost' });
    const [a, b] = await Promise.all([job().expireDue(), job().expireDue()]);
    expect(a + b).toBeLessThanOrEqual(2);
    for (const { order, products } of [overdue, confirmedOverdue]) {
      const detail = (await r.call('GET', `/client/api/v1/orders/${order.id}`, { token: buyer.token })).json().payload;
      expect(detail).toMatchObject({
        state: 'CANCELLED',
        cancelReason: expect.stringMatching(/^Not paid by \d{4}-\d{2}-\d{2}$/),
      });
      expect(detail.history.at(-1)).toMatchObject({ action: 'expire', actor: 'system' });
      expect(await f.stockOf(products.held.id)).toBe(600);
      expect((await mailsAbout(order.number)).at(-1)!.template).toBe('orderExpired');
    }
    expect(
      await f.scalar<number>(`select count(*)::int from order_events where action = 'expire' and order_id = any($1)`, [
        [overdue.order.id, confirmedOverdue.order.id],
      ]),
    ).toBe(2);
    expect(
      (await r.call('GET', `/client/api/v1/orders/${fresh.order.id}`, { token: buyer.token })).json().payload.state,
    ).toBe('PLACED');
    expect(await f.stockOf(fresh.products.held.id)).toBe(600 - 3 * fresh.products.held.moq);
    // Nothing more is due.
    expect(await job().expireDue()).toBe(0);
  });
});
