import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { type Requests, withDemoBuyers } from '../../../test/requests.js';
import { BUYER_ORDER_COLUMNS, orderExports } from './order-export.js';

/**
 * The order files a buyer and the operators download, and the payments file: the rows the list's filters select
 * (every page of them), only the company's own orders for a buyer, amounts in the currency's unit, text a spreadsheet
 * would run kept as text, and who may download them.
 */
let ctx: TestContext;
let r: Requests;
let f: ReturnType<typeof orderFixtures>;
let usd: { id: number; token: string };
let krw: { id: number; token: string };
let admin: string;
let staff: string;
/** demo-usd's order with a PO number a spreadsheet would run, still placed. */
let risky: { id: number; number: string };
/** demo-usd's order, paid. */
let paid: { id: number; number: string; total: number };
/** demo-krw's order, paid. */
let won: { id: number; number: string; total: number };
const RISKY_PO = '=HYPERLINK("http://x.example","a, b")';

/** An RFC 4180 reading: quoted fields, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

/** The file's rows as objects by their header keys (the BOM checked and dropped). */
function csvRows(body: Buffer) {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rest] = parseCsv(body.subarray(3).toString('utf8'));
  return { header: header!, rows: rest.map((cells) => Object.fromEntries(header!.map((key, i) => [key, cells[i]!]))) };
}

async function xlsxRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(Object.fromEntries(header.map((key, i) => [key, row.getCell(i + 1)])));
  });
  return { sheet, header, rows };
}

const get = (url: string, who: { token?: string; operator?: string } = {}) => r.call('GET', url, who);

async function placeFor(buyer: { id: number; token: string }, extra: object = {}) {
  const [a, b] = await f.products(2);
  const response = await f.place(
    buyer.token,
    f.form(
      [
        { productId: a!.id, qty: f.packsOver(a!) },
        { productId: b!.id, qty: 2 },
      ],
      await f.addressOf(buyer.id),
      extra,
    ),
  );
  expect(response.statusCode, response.body).toBe(200);
  const { id, number, totals } = response.json().payload.order;
  return { id: id as number, number: number as string, total: totals.amount as number };
}

async function payInFull(id: number, reference: string, paidOn: string) {
  const act = (action: string, body: object) =>
    r.call('POST', `/console/api/orders/${id}/${action}`, { operator: staff, body });
  expect((await act('confirm', { terms: { kind: 'ADVANCE' }, note: '' })).statusCode).toBe(200);
  expect((await act('pay', { reference, paidOn })).statusCode).toBe(200);
}

beforeAll(async () => {
  const demo = await withDemoBuyers();
  ctx = demo.ctx;
  r = demo;
  f = orderFixtures(ctx, r);
  usd = { id: (await f.buyer('demo-usd')).id, token: demo.tokens['demo-usd']! };
  krw = { id: (await f.buyer('demo-krw')).id, token: demo.tokens['demo-krw']! };
  [admin, staff] = await Promise.all([r.operator('admin'), r.operator('staff')]);
  risky = await placeFor(usd, { poNumber: RISKY_PO });
  paid = await placeFor(usd, { poNumber: 'PB-PAID-1' });
  won = await placeFor(krw, { poNumber: 'KR-PAID-1' });
  await payInFull(paid.id, '+82 transfer 7781', '2026-03-02');
  await payInFull(won.id, 'KB-0042', '2026-03-05');
});

/** The order numbers of a list, every page of it, as the list route answers it. */
async function listed(url: string, who: { token?: string; operator?: string }) {
  const numbers: string[] = [];
  for (let page = 1; ; page++) {
    const { payload } = (await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&size=100`, who)).json();
    numbers.push(...payload.list.map((row: { number: string }) => row.number));
    if (page >= payload.totalPages) return numbers;
  }
}

const distinct = (values: string[]) => [...new Set(values)];

describe("a buyer's orders as a file", () => {
  it("is every order the list's filters select, one row per line, the company's own only", async () => {
    const response = await get('/client/api/v1/orders/export?format=csv', { token: usd.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { header, rows } = csvRows(response.rawPayload);
    expect(header).toEqual([
      'order_number',
      'po_number',
      'placed_at',
      'updated_at',
      'state',
      'currency',
      'line',
      'sku',
      'product',
      'brand',
      'hs_code',
      'moq',
      'packs',
      'units',
      'unit_price',
      'line_amount',
      'order_goods',
      'order_freight',
      'order_insurance',
      'order_duties',
      'order_discount',
      'order_credit',
      'order_total',
    ]);
    // All of the list, not its first page; never demo-krw's.
    expect(distinct(rows.map((row) => row.order_number!))).toEqual(
      await listed('/client/api/v1/orders', { token: usd.token }),
    );
    expect(rows.map((row) => row.order_number)).not.toContain(won.number);
    expect(rows.every((row) => row.currency === 'USD')).toBe(true);

    const lines = rows.filter((row) => row.order_number === paid.number);
    expect(lines.map((row) => row.line)).toEqual(['1', '2']);
    const goods = await f.scalar<string>('select goods_amount::text from orders where id = $1', [paid.id]);
    for (const row of lines) {
      // Amounts in dollars with their cents, as decimal strings; the lines add up to the order's goods.
      for (const key of ['unit_price', 'line_amount', 'order_goods', 'order_total'])
        expect(row[key], key).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.units)).toBe(Number(row.moq) * Number(row.packs));
      expect(row.state).toBe('PAID');
      expect(row.placed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(lines.reduce((sum, row) => sum + cents(row.line_amount!), 0)).toBe(Number(goods));
    expect(cents(lines[0]!.order_total!)).toBe(paid.total);
    const line = (
      await f.query<{ sku: string; hs: string | null }>(
        `select p.sku, p.hs_code as hs from order_lines l join products p on p.id = l.product_id
       where l.order_id = $1 order by l.position limit 1`,
        [paid.id],
      )
    )[0]!;
    expect(lines[0]).toMatchObject({ sku: line.sku, hs_code: line.hs ?? '' });
  });

  it('by state and by search, as the list', async () => {
    const byState = csvRows(
      (await get('/client/api/v1/orders/export?format=csv&state=PAID', { token: usd.token })).rawPayload,
    ).rows;
    expect(distinct(byState.map((row) => row.order_number!))).toEqual(
      await listed('/client/api/v1/orders?state=PAID', { token: usd.token }),
    );
    expect(byState.map((row) => row.order_number)).toContain(paid.number);
    expect(byState.every((row) => row.state === 'PAID')).toBe(true);

    const searched = csvRows(
      (await get(`/client/api/v1/orders/export?format=csv&q=${risky.number}`, { token: usd.token })).rawPayload,
    ).rows;
    expect(distinct(searched.map((row) => row.order_number!))).toEqual([risky.number]);
    // Another company's order number finds nothing.
    const theirs = await get(`/client/api/v1/orders/export?format=csv&q=${won.number}`, { token: usd.token });
    expect(csvRows(theirs.rawPayload).rows).toEqual([]);
  });

  it('keeps text a spreadsheet would run as text: an apostrophe before it in CSV, a text cell in XLSX', async () => {
    const csv = await get(`/client/api/v1/orders/export?format=csv&q=${risky.number}`, { token: usd.token });
    expect(csv.rawPayload.toString('utf8')).toContain(`,"'=HYPERLINK(""http://x.example"",""a, b"")",`);
    expect(csvRows(csv.rawPayload).rows[0]!.po_number).toBe(`'${RISKY_PO}`);

    const xlsx = await get(`/client/api/v1/orders/export?format=xlsx&q=${risky.number}`, { token: usd.token });
    const { rows } = await xlsxRows(xlsx.rawPayload);
    expect(rows[0]!.po_number!.type).toBe(ExcelJS.ValueType.String);
    expect(rows[0]!.po_number!.value).toBe(RISKY_PO);
  });

  it('as a workbook: the same keys and rows, amounts as numbers in the currency with its format', async () => {
    const response = await get('/client/api/v1/orders/export?format=xlsx', { token: usd.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { sheet, header, rows } = await xlsxRows(response.rawPayload);
    const csv = csvRows((await get('/client/api/v1/orders/export?format=csv', { token: usd.token })).rawPayload);
    expect(sheet.name).toBe('Orders');
    expect(header).toEqual(csv.header);
    expect(rows.map((row) => row.order_number!.value)).toEqual(csv.rows.map((row) => row.order_number));
    const first = rows.find((row) => row.order_number!.value === paid.number)!;
    const same = csv.rows.find((row) => row.order_number === paid.number)!;
    expect(first.order_total!.value).toBe(Number(same.order_total));
    expect(first.order_total!.numFmt).toBe('#,##0.00');
    expect(first.sku!.value).toBe(same.sku);
  });

  it('in won: whole won, no decimals', async () => {
    const { rows } = csvRows((await get('/client/api/v1/orders/export?format=csv', { token: krw.token })).rawPayload);
    const lines = rows.filter((row) => row.order_number === won.number);
    expect(lines.length).toBe(2);
    for (const row of lines) {
      expect(row.currency).toBe('KRW');
      for (const key of ['unit_price', 'line_amount', 'order_total']) expect(row[key], key).toMatch(/^\d+$/);
    }
    expect(Number(lines[0]!.order_total)).toBe(won.total);
    expect(rows.map((row) => row.order_number)).not.toContain(paid.number);
  });

  it('any member may download it, a viewer too; a visitor or an ended session may not', async () => {
    const email = 'export.viewer@pacific-beauty.example';
    expect(
      (
        await r.call('POST', '/client/api/v1/company/invitations', {
          token: usd.token,
          body: { email, name: 'Export Viewer', role: 'VIEWER' },
        })
      ).statusCode,
    ).toBe(200);
    const link = new URL((await r.lastMail(email))!.text.match(/https?:\/\/\S+\/invitation\/\S+/)![0]);
    const accepted = await r.call('POST', '/auth/client/invitations/accept', {
      body: {
        invitationId: link.searchParams.get('id'),
        key: link.searchParams.get('key'),
        loginId: 'pb-export-viewer',
        password: 'Lotus-Harbour-2048',
      },
    });
    const viewer = accepted.json().payload.login.token as string;
    const asViewer = await get('/client/api/v1/orders/export?format=csv', { token: viewer });
    expect(asViewer.statusCode).toBe(200);
    expect(
      asViewer.rawPayload.equals(
        (await get('/client/api/v1/orders/export?format=csv', { token: usd.token })).rawPayload,
      ),
    ).toBe(true);

    const visitor = await get('/client/api/v1/orders/export?format=csv');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toMatch(/order_total|unit_price/);
    // An applicant not approved yet gets no session at all, so no file and no price.
    const { response: signedUp } = await r.signUp('export-applicant');
    expect(signedUp.statusCode).toBe(200);
    expect(await r.signIn('export-applicant', 'Mango-Harbour-2031')).toBeNull();
    // A session that has ended (signed out) is refused, as everywhere.
    const other = await r.signIn('pb-export-viewer', 'Lotus-Harbour-2048');
    await r.call('POST', '/auth/client/sign-out', { token: other });
    expect((await get('/client/api/v1/orders/export?format=csv', { token: other })).statusCode).toBe(403);
  });

  it('refuses a format it does not make, a page, or an unknown filter, with the field named', async () => {
    for (const query of ['format=pdf', '', 'format=csv&page=2', 'format=csv&keyword=x', 'format=csv&state=LOST']) {
      const response = await get(`/client/api/v1/orders/export?${query}`, { token: usd.token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
  });
});

describe("the operators' files", () => {
  it("every buyer's orders the inbox's filters select, with the company, for staff and admins alike", async () => {
    for (const operator of [staff, admin]) {
      const response = await get('/console/api/orders/export?format=csv', { operator });
      expect(response.statusCode).toBe(200);
      const { header, rows } = csvRows(response.rawPayload);
      expect(header.slice(0, 5)).toEqual(['order_number', 'company', 'login_id', 'country', 'po_number']);
      const numbers = distinct(rows.map((row) => row.order_number!));
      expect(numbers).toEqual(await listed('/console/api/orders', { operator }));
      expect(numbers).toEqual(expect.arrayContaining([risky.number, paid.number, won.number]));
      expect(rows.find((row) => row.order_number === won.number)).toMatchObject({
        login_id: 'demo-krw',
        currency: 'KRW',
      });
    }
    const byKeyword = csvRows(
      (await get('/console/api/orders/export?format=csv&keyword=demo-krw&state=PAID', { operator: staff })).rawPayload,
    ).rows;
    expect(distinct(byKeyword.map((row) => row.order_number!))).toEqual(
      await listed('/console/api/orders?keyword=demo-krw&state=PAID', { operator: staff }),
    );
    expect(byKeyword.every((row) => row.login_id === 'demo-krw' && row.state === 'PAID')).toBe(true);
  });

  it('the payments received between two dates, both included, oldest first', async () => {
    const response = await get('/console/api/payments/export?format=csv&from=2026-03-02&to=2026-03-05', {
      operator: staff,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { header, rows } = csvRows(response.rawPayload);
    expect(header).toEqual([
      'order_number',
      'company',
      'login_id',
      'paid_on',
      'installment',
      'amount',
      'currency',
      'reference',
      'order_total',
      'recorded_at',
    ]);
    const ours = rows.filter((row) => [paid.number, won.number].includes(row.order_number!));
    expect(ours).toEqual([
      expect.objectContaining({
        order_number: paid.number,
        login_id: 'demo-usd',
        paid_on: '2026-03-02',
        installment: 'full',
        amount: (paid.total / 100).toFixed(2),
        currency: 'USD',
        reference: "'+82 transfer 7781",
      }),
      expect.objectContaining({
        order_number: won.number,
        login_id: 'demo-krw',
        paid_on: '2026-03-05',
        amount: String(won.total),
        currency: 'KRW',
        reference: 'KB-0042',
      }),
    ]);
    expect(rows.every((row) => row.paid_on! >= '2026-03-02' && row.paid_on! <= '2026-03-05')).toBe(true);
    const only = csvRows(
      (await get('/console/api/payments/export?format=csv&from=2026-03-03&to=2026-03-05', { operator: admin }))
        .rawPayload,
    ).rows;
    expect(only.map((row) => row.order_number)).toContain(won.number);
    expect(only.map((row) => row.order_number)).not.toContain(paid.number);

    const xlsx = await xlsxRows(
      (await get('/console/api/payments/export?format=xlsx&from=2026-03-05&to=2026-03-05', { operator: staff }))
        .rawPayload,
    );
    const row = xlsx.rows.find((one) => one.order_number!.value === won.number)!;
    expect([row.amount!.value, row.amount!.numFmt, row.reference!.value]).toEqual([won.total, '#,##0', 'KB-0042']);
  });

  it('refuses dates the wrong way round or not dates, a buyer, and anyone without a console session', async () => {
    for (const query of ['format=csv&from=2026-03-05&to=2026-03-01', 'format=csv&from=yesterday', 'format=doc']) {
      const response = await get(`/console/api/payments/export?${query}`, { operator: staff });
      expect(response.statusCode, query).toBe(400);
    }
    for (const url of ['/console/api/orders/export?format=csv', '/console/api/payments/export?format=csv']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, { token: usd.token })).statusCode, url).toBe(401);
    }
  });
});

describe('the pages behind a file', () => {
  it('reads every order and payment once, a page after the other, whatever the page size', async () => {
    const read = async (body: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const db = ctx.database.db;
    const filter = { buyerId: usd.id };
    const whole = await orderExports(db).orders('csv', filter, 'en', BUYER_ORDER_COLUMNS);
    const paged = await orderExports(db, { orders: 1, payments: 1 }).orders('csv', filter, 'en', BUYER_ORDER_COLUMNS);
    const [a, b] = await Promise.all([read(whole.body), read(paged.body)]);
    expect(csvRows(b).rows.length).toBeGreaterThan(2);
    expect(b.equals(a)).toBe(true);
    const payments = await Promise.all([
      read((await orderExports(db).payments('csv', {})).body),
      read((await orderExports(db, { orders: 1, payments: 1 }).payments('csv', {})).body),
    ]);
    expect(csvRows(payments[1]).rows.length).toBeGreaterThanOrEqual(2);
    expect(payments[1].equals(payments[0])).toBe(true);
  });
});
