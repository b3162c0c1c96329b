import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { openConsole, signIn } from './accounts-helpers';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';

// trade-almaty is this journey's own buyer: no other journey orders for it.
const BUYER = 'trade-almaty';
test.describe.configure({ timeout: 120_000 });

/** An order of the buyer placed through the API as the order form places it, over the minimum, with its own PO. */
async function placeOrder(request: APIRequestContext, poNumber: string) {
  const headers = await buyerHeaders(request, BUYER);
  const lines: { productId: number; qty: number }[] = [];
  for (let id = 80 + Math.floor(Math.random() * 300); lines.length < 2; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`, { headers });
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (!payload.exist || payload.held || !(payload.price?.unitPrice > 0)) continue;
    const minimum = payload.price.currency === 'KRW' ? 700_000 : 60_000;
    lines.push({ productId: id, qty: Math.ceil(minimum / (payload.price.unitPrice * payload.moq)) });
  }
  const addresses = (await (await request.get('/client/api/v1/buyer/addresses', { headers })).json()).payload;
  const response = await request.post('/client/api/v1/member/order?locale=en', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      products: lines,
      shipToAddressId: addresses[0]?.id,
      consignee: { name: 'Almaty Trade LLP', address: '5 Abay Avenue, Almaty 050000, KZ' },
      contact: { name: 'Aigerim Sadykova', email: 'aigerim@almaty-trade.example', phone: '+7 727 355 0147' },
      incoterm: 'FOB',
      namedPlace: 'Busan port',
      shippingMethod: 'SEA',
      paymentMethod: 'BANK_TRANSFER',
      poNumber,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).payload.order as { number: string; currency: string; lines: unknown[] };
}

/** Clicks a download button and waits for the file the browser saves: its name and bytes. */
async function download(page: Page, button: string, within: Page | Locator = page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    within.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

/** The CSV's records (RFC 4180: quoted fields, doubled quotes, CRLF between records), after its byte order mark. */
function csvRecords(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.subarray(3).toString('utf8');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
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

test("a buyer downloads the orders the list shows as CSV, an operator the inbox's as Excel and the payments as CSV", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const po = `EXP-${Date.now().toString(36)}`;
  const order = await placeOrder(request, po);
  await request.dispose();

  // The buyer searches their orders for the PO number and downloads exactly what the list selects.
  await signIn(page, BUYER, 'Demo!2026pass');
  await page.goto(`/order/?q=${po}`);
  await expect(page.getByText(`1 order for “${po}”`)).toBeVisible();
  const exportGroup = page.getByRole('group', { name: 'Download these orders' });
  await expect(exportGroup.getByRole('button', { name: 'Download Excel' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const csv = await download(page, 'Download CSV', exportGroup);
  expect(csv.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvRecords(csv.body);
  const at = (key: string) => header!.indexOf(key);
  expect(header!.slice(0, 3)).toEqual(['order_number', 'po_number', 'placed_at']);
  expect(rows.length).toBe(order.lines.length);
  for (const row of rows) {
    expect([row[at('order_number')], row[at('po_number')], row[at('currency')]]).toEqual([
      order.number,
      po,
      order.currency,
    ]);
    expect(row[at('order_total')]).toMatch(order.currency === 'KRW' ? /^\d+$/ : /^\d+\.\d{2}$/);
  }

  // The operator finds it in the inbox by the PO number and downloads the inbox's rows as a workbook.
  const operator = await openConsole(browser, 'staff');
  await operator.goto(`/admin/orders?keyword=${po}`);
  await expect(operator.getByText('1 order', { exact: true })).toBeVisible();
  const xlsx = await download(operator, 'Download Excel');
  expect(xlsx.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('order_number');
  expect(sheet.getRow(1).getCell(3).value).toBe('login_id');
  expect(sheet.rowCount).toBe(1 + order.lines.length);
  expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(3).value]).toEqual([order.number, BUYER]);

  // The payments received this month, for the books.
  await operator.getByRole('button', { name: 'Payments received' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Payments received' });
  await expect(dialog.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-01$/);
  await expectNoSeriousA11yViolations(operator);
  const from = await dialog.getByLabel('From').inputValue();
  const to = await dialog.getByLabel('To').inputValue();
  const payments = await download(operator, 'Download CSV', dialog);
  expect(payments.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const [paymentHeader, ...paid] = csvRecords(payments.body);
  expect(paymentHeader!.slice(0, 6)).toEqual([
    'order_number',
    'company',
    'login_id',
    'paid_on',
    'installment',
    'amount',
  ]);
  for (const row of paid) expect(row[3]! >= from && row[3]! <= to, row.join(',')).toBe(true);
  // Dates the wrong way round are said, and nothing is offered to download.
  await dialog.getByLabel('From').fill(to.replace(/-\d{2}$/, '-28'));
  await dialog.getByLabel('To').fill(to.replace(/-\d{2}$/, '-02'));
  await expect(dialog.getByText('The start date comes after the end date.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await operator.context().close();
});
