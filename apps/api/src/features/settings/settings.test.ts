import { setTimeout as sleep } from 'node:timers/promises';
import type { ConsoleSettings } from '@hive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { pdfText } from '../../../test/pdf-text.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';
import { type App, buildApp } from '../../app.js';

/** The operators' settings — who may read and save them, what is refused, the audit log, and who reads them. */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let admin: string;
let staff: string;
/** A second API process on the same database. */
let second: App;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  second = await buildApp({ db: ctx.database.db });
  [admin, staff] = await Promise.all([r.operator('admin'), r.operator('staff')]);
});
afterAll(() => second.close());

const read = async (): Promise<ConsoleSettings> => {
  const response = await r.call('GET', '/console/api/settings', { operator: admin });
  expect(response.statusCode).toBe(200);
  return response.json().payload;
};
/** Saves the settings as read now, with `change` applied. */
const save = async (change: Partial<ConsoleSettings>, operator = admin) => {
  const current = await read();
  return r.call('PUT', '/console/api/settings', { operator, body: { ...current, ...change } });
};
const auditOf = (targetType: string) =>
  f.query<{ action: string; operator: string; before: object; after: object }>(
    `select a.action, o.login_id as operator, a.before, a.after from audit_log a join operators o on o.id = a.operator_id
     where a.target_type = $1 order by a.id desc`,
    [targetType],
  );
const site = async (app: App) => (await app.inject({ method: 'GET', url: '/client/api/site' })).json().payload;

/** Waits until `check` passes: a notification crosses a connection (two seconds at most). */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 40 && !(await check()); tries++) await sleep(50);
}

describe('who may read and save the settings', () => {
  it('lets admins in and keeps staff out, whatever they send', async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      minOrderUsd: 500_00,
      minOrderKrw: 600_000,
      orderPaymentDays: 14,
      grades: [{ id: '01' }, { id: '02' }, { id: '03' }, { id: '04' }],
      updatedAt: expect.any(String),
    });
    for (const url of ['/console/api/settings', '/console/api/%73ettings', '/CONSOLE/API/SETTINGS/'])
      expect((await r.call('GET', url, { operator: staff })).statusCode, url).toBe(403);
    for (const body of [settings, { nonsense: true }]) {
      const response = await r.call('PUT', '/console/api/settings', { operator: staff, body });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await r.call('GET', '/console/api/settings')).statusCode).toBe(401);
    expect(await read()).toEqual(settings);
  });
});

describe('one seller', () => {
  const seller = {
    sellerName: 'Hive Global Korea Co., Ltd.',
    sellerNameKo: '하이브글로벌코리아 주식회사',
    sellerRegistrationNo: '105-86-05721',
    sellerCustomsCode: 'HIVEGL7C24680',
    sellerRepresentative: 'Lee Seoyeon',
  };

  it('is one company: the storefront shows the seller the settings name, and the bank account is in its name', async () => {
    expect((await save({ ...seller, bankAccountName: seller.sellerNameKo })).statusCode).toBe(200);
    const settings = await read();
    expect(settings).toMatchObject({ ...seller, bankAccountName: seller.sellerNameKo });
    expect((await site(ctx.app)).seller).toEqual({
      name: seller.sellerName,
      nameKo: seller.sellerNameKo,
      registrationNo: seller.sellerRegistrationNo,
      customsCode: seller.sellerCustomsCode,
      representative: seller.sellerRepresentative,
      address: settings.hqAddress,
    });
  });

  it('prints the seller of the settings — names, registration number, customs code — on the PO, PI, CI and PL and under every e-mail, and no other company', async () => {
    expect((await save({ ...seller, bankAccountName: seller.sellerName })).statusCode).toBe(200);
    const buyer = await f.buyer('demo-usd');
    const token = await r.signIn('demo-usd');
    const [product] = await f.products(1);
    const placed = await f.place(
      token,
      f.form([{ productId: product!.id, qty: f.packsOver(product!, 200_000) }], await f.addressOf(buyer.id)),
    );
    const order = placed.json().payload.order;
    const act = (action: string, body: object) =>
      r.call('POST', `/console/api/orders/${order.id}/${action}`, { operator: staff, body });
    expect((await act('confirm', { terms: { kind: 'ADVANCE' } })).statusCode).toBe(200);
    expect((await act('pay', { reference: 'TT-1', paidOn: '2026-05-02' })).statusCode).toBe(200);
    expect((await act('prepare', {})).statusCode).toBe(200);
    const shipped = await act('ship', {
      carrier: 'DHL Express',
      trackingNumber: '1234567890',
      shippedOn: '2026-05-06',
      portOfLoading: 'Incheon International Airport, Korea',
      portOfDischarge: 'Tan Son Nhat, Ho Chi Minh City',
      cartons: [{ productId: product!.id, cartons: 3 }],
    });
    expect(shipped.statusCode).toBe(200);
    for (const type of ['po', 'pi', 'ci', 'pl']) {
      const pdf = await r.call('GET', `/client/api/v1/orders/${order.id}/documents/${type}`, { token });
      expect(pdf.statusCode, type).toBe(200);
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      for (const expected of [
        seller.sellerName,
        seller.sellerNameKo,
        `Business Reg. No. ${seller.sellerRegistrationNo}`,
        `Customs Code ${seller.sellerCustomsCode}`,
      ])
        expect(text, type).toContain(expected);
      // Every "Co., Ltd." on the page is the seller's own (the demo's carrier and buyer are not companies by that name).
      expect(
        text.match(/[\w ]+Co\., Ltd\./g)?.every((name) => name.trim().endsWith(seller.sellerName)),
        type,
      ).toBe(true);
      if (type === 'pi') expect(text).toMatch(/Account name Hive Global Korea Co\., Ltd\./);
      if (type === 'ci') expect(text).toContain(`For and on behalf of ${seller.sellerName}`);
      if (type === 'ci' || type === 'pl')
        expect(text).toMatch(/Port of loading: Incheon International Airport, Korea.*Port of discharge: Tan Son Nhat/);
    }
    // Every e-mail of the order ends with the same seller: its names and registration number, in the buyer's language.
    const mails = await f.query<{ text: string }>(
      `select text_body as text from outbox where to_address = $1 and subject like '%' || $2 || '%'`,
      [buyer.email, order.number],
    );
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const { text } of mails)
      expect(text.trim().split('\n').at(-1)).toBe(
        `${seller.sellerName} (${seller.sellerNameKo}) · ${seller.sellerRegistrationNo} · ${(await read()).hqAddress}`,
      );
  });
});

describe('what a save refuses', () => {
  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await read();
    const audits = (await auditOf('settings')).length;
    const refused: [string, Partial<Record<string, unknown>>][] = [
      ['minOrderUsd', { minOrderUsd: -1 }],
      ['minOrderKrw', { minOrderKrw: 1.5 }],
      ['minOrderUsd', { minOrderUsd: '500' }],
      ['contactEmail', { contactEmail: 'not an address' }],
      ['contactPhone', { contactPhone: 'call us' }],
      ['hqAddress', { hqAddress: '   ' }],
      ['bankSwift', { bankSwift: 'SHB' }],
      ['sellerRegistrationNo', { sellerRegistrationNo: '220-81-65723' }],
      ['sellerRegistrationNo', { sellerRegistrationNo: '2208165722' }],
      ['sellerCustomsCode', { sellerCustomsCode: 'HIVE KR' }],
      ['sellerNameKo', { sellerNameKo: ' ' }],
      ['bankAccountName', { bankAccountName: 'Hive Trading Co., Ltd.' }],
      ['orderPaymentDays', { orderPaymentDays: 0 }],
      ['orderPaymentDays', { orderPaymentDays: 366 }],
      ['grades', { grades: before.grades.slice(0, 3) }],
      ['grades', { grades: [...before.grades].reverse() }],
      ['grades', { grades: before.grades.map((grade) => ({ ...grade, discountBp: 10_001 })) }],
      ['grades', { grades: before.grades.map((grade) => ({ ...grade, name: '' })) }],
      ['fulfilmentAddress', { fulfilmentAddress: 'Dock\u0000 5' }],
      ['updatedAt', { updatedAt: 'yesterday' }],
      ['extra', { extra: 1 }],
    ];
    for (const [field, change] of refused) {
      const response = await r.call('PUT', '/console/api/settings', {
        operator: admin,
        body: { ...before, ...change },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toContain(field);
    }
    expect(await read()).toEqual(before);
    expect(await auditOf('settings')).toHaveLength(audits);
  });

  it('refuses a form read before another save (409): one admin never undoes another unseen', async () => {
    const stale = await read();
    expect((await save({ hqAddress: '1 First Street, Seoul' })).statusCode).toBe(200);
    const late = await r.call('PUT', '/console/api/settings', {
      operator: admin,
      body: { ...stale, contactPhone: '+82 2 0000 0000' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');
    expect(await read()).toMatchObject({ hqAddress: '1 First Street, Seoul', contactPhone: stale.contactPhone });
  });
});

describe('a save', () => {
  it('is written to the audit log with what changed, before and after; saving nothing new writes nothing', async () => {
    const before = await read();
    const response = await save({ contactEmail: 'Sales@Hive.example', minOrderKrw: 700_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ contactEmail: 'sales@hive.example', minOrderKrw: 700_000 });
    expect(response.json().payload.updatedAt).not.toBe(before.updatedAt);
    const [entry] = await auditOf('settings');
    expect(entry).toEqual({
      action: 'settings.update',
      operator: 'admin',
      before: { contactEmail: before.contactEmail, minOrderKrw: 600_000 },
      after: { contactEmail: 'sales@hive.example', minOrderKrw: 700_000 },
    });
    const audits = (await auditOf('settings')).length;
    expect((await save({})).statusCode).toBe(200);
    expect(await auditOf('settings')).toHaveLength(audits);
  });

  it('shows a new phone and address in the footer of every API process at once, though both kept the old answer', async () => {
    const old = await site(second);
    expect(await site(ctx.app)).toEqual(old);
    expect(
      (await save({ contactPhone: '+82 2 555 0199', fulfilmentAddress: '77 Harbour Road, Incheon' })).statusCode,
    ).toBe(200);
    const want = { ...old, contactPhone: '+82 2 555 0199', fulfilmentAddress: '77 Harbour Road, Incheon' };
    for (const app of [second, ctx.app]) {
      await eventually(async () => (await site(app)).contactPhone === want.contactPhone);
      expect(await site(app)).toEqual(want);
    }
  });

  it("moves the basket's minimum and the orders' refusal with the minimum order", async () => {
    const token = await r.signIn('demo-usd');
    const buyer = await f.buyer('demo-usd');
    const [product] = await f.products(1);
    const order = f.form([{ productId: product!.id, qty: f.packsOver(product!) }], await f.addressOf(buyer.id));
    const minimum = async () =>
      (await r.call('GET', '/client/api/v1/quotation?locale=en', { token })).json().payload.minimum;
    expect(await minimum()).toEqual({ amount: 500_00, currency: 'USD' });
    expect((await save({ minOrderUsd: 1_234_56 })).statusCode).toBe(200);
    expect(await minimum()).toEqual({ amount: 1_234_56, currency: 'USD' });
    // Over 600 dollars: enough before, not now.
    const refused = await f.place(token, order);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('MINIMUM_NOT_REACHED');
  });

  /** demo-usd signed in, and an order of one product, over 2,000 dollars, placed. */
  async function placedOrder() {
    const buyer = await f.buyer('demo-usd');
    const token = await r.signIn('demo-usd');
    const [product] = await f.products(1);
    const placed = await f.place(
      token,
      f.form([{ productId: product!.id, qty: f.packsOver(product!, 200_000) }], await f.addressOf(buyer.id)),
    );
    expect(placed.statusCode).toBe(200);
    return { buyer, token, product, order: placed.json().payload.order };
  }

  it('changes a grade for prices from now on, never for the quotations and orders already made', async () => {
    const { buyer, token, product, order } = await placedOrder();
    const linesBefore = await f.query('select unit_price from order_lines where order_id = $1', [order.id]);
    const quotation = await quotationFixtures(ctx, r).requestAs('demo-usd');
    const quotedLines = () => f.query('select unit_price from quotation_lines where quotation_id = $1', [quotation.id]);
    const quotedBefore = await quotedLines();
    const price = async () =>
      (await r.call('GET', `/client/api/v2/product/${product!.id}?locale=en`, { token })).json().payload.price
        .unitPrice;
    const priceBefore = await price();

    const settings = await read();
    const gradeId = (await f.query<{ grade_id: string }>('select grade_id from buyers where id = $1', [buyer.id]))[0]!
      .grade_id;
    const grades = settings.grades.map((grade) =>
      grade.id === gradeId ? { ...grade, name: 'Partner', discountBp: grade.discountBp + 1_000 } : grade,
    );
    const response = await save({ grades });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.grades.find((grade: { id: string }) => grade.id === gradeId)).toMatchObject({
      name: 'Partner',
      discountBp: buyer.discountBp + 1_000,
    });
    const [entry] = await auditOf('grade');
    expect(entry).toEqual({
      action: 'grade.update',
      operator: 'admin',
      before: { name: settings.grades.find((grade) => grade.id === gradeId)!.name, discountBp: buyer.discountBp },
      after: { name: 'Partner', discountBp: buyer.discountBp + 1_000 },
    });

    // Today's price has the new discount; the order placed before keeps its lines and total.
    expect(await price()).toBeLessThan(priceBefore);
    expect(await f.query('select unit_price from order_lines where order_id = $1', [order.id])).toEqual(linesBefore);
    expect(await quotedLines()).toEqual(quotedBefore);
    const seen = (await r.call('GET', `/client/api/v1/orders/${order.id}`, { token })).json().payload;
    expect(seen.totals.amount).toBe(order.totals.amount);
  });

  it('prints the new bank on the next proforma invoice, and gives new orders the new unpaid-order limit', async () => {
    expect(
      (await save({ bankName: 'Woori Bank, Myeongdong Branch', bankSwift: 'hvbkkrse', orderPaymentDays: 3 }))
        .statusCode,
    ).toBe(200);
    const { token, order } = await placedOrder();
    const [{ days }] = (await f.query<{ days: number }>(
      `select extract(epoch from pay_by - placed_at) / 86400 as days from orders where id = $1`,
      [order.id],
    )) as [{ days: number }];
    expect(Number(days)).toBe(3);

    const confirmed = await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: staff,
      body: { terms: { kind: 'ADVANCE' } },
    });
    expect(confirmed.statusCode).toBe(200);
    const seen = (await r.call('GET', `/client/api/v1/orders/${order.id}`, { token })).json().payload;
    expect(seen.bank).toMatchObject({ bankName: 'Woori Bank, Myeongdong Branch', swift: 'HVBKKRSE' });

    const pdf = await r.call('GET', `/client/api/v1/orders/${order.id}/documents/pi`, { token });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toMatch(/Woori Bank, Myeongdong Branch[\s\S]*HVBKKRSE/);
  });
});
