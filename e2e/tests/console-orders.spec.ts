import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { openConsole } from './accounts-helpers';
import { type APIRequestContext, expect, type Locator, type Page, type PlaywrightWorkerArgs, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations, openFromInbox } from './helpers';

test.describe.configure({ timeout: 150_000 });

type PlacedOrder = { id: number; number: string; totals: { amount: number } };

/** Orderable products (not held in stock), with demo-usd's price. */
async function products(request: APIRequestContext, headers: Record<string, string>, count: number) {
  const found: { id: number; moq: number; unitPrice: number }[] = [];
  for (let id = 60 + Math.floor(Math.random() * 400); found.length < count; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`, { headers });
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (payload.exist && !payload.held && payload.price?.unitPrice > 0)
      found.push({ id, moq: payload.moq, unitPrice: payload.price.unitPrice });
  }
  return found;
}

/** A fresh order of demo-usd, placed through the API as the order form places it: two lines over the $500 minimum. */
async function placeOrder(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<PlacedOrder> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return await placed(request);
  } finally {
    await request.dispose();
  }
}

async function placed(request: APIRequestContext): Promise<PlacedOrder> {
  const headers = await buyerHeaders(request, 'demo-usd');
  const addresses = (await (await request.get('/client/api/v1/buyer/addresses', { headers })).json()).payload as {
    id: number;
  }[];
  const lines = (await products(request, headers, 2)).map((product) => ({
    productId: product.id,
    qty: Math.ceil(40_000 / (product.unitPrice * product.moq)),
  }));
  const response = await request.post('/client/api/v1/member/order?locale=en', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: {
      products: lines,
      shipToAddressId: addresses[0]?.id,
      consignee: { name: 'Pacific Beauty Trading LLC', address: '12 Harbour Road, Los Angeles 90021, US' },
      contact: { name: 'Emily Carter', email: 'emily.carter@pacific-beauty.example', phone: '+1 212 555 0147' },
      incoterm: 'FOB',
      namedPlace: 'Busan port',
      shippingMethod: 'SEA',
      paymentMethod: 'BANK_TRANSFER',
      poNumber: `E2E-${Date.now().toString(36)}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).payload.order as PlacedOrder;
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/** An axe scan once the toasts have gone: a toast fading in or out reads as low contrast. */
async function scan(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** The order's page, found in the inbox by its number. */
const openOrder = (operator: Page, number: string) =>
  openFromInbox(operator, { path: '/admin/orders', title: 'Orders', search: 'Search orders' }, number);

/** Opens an action's dialog from the page head, and answers it. */
async function act(operator: Page, button: string, dialogName: RegExp): Promise<Locator> {
  await operator.getByRole('button', { name: button, exact: true }).click();
  const dialog = operator.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

const state = (operator: Page) => operator.locator('.console-page-head .co-state');
const documents = (operator: Page) => operator.getByRole('region', { name: 'Trade documents' });

test('an operator takes a new order from confirmation with a deposit to delivery, with its documents and audit', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const order = await placeOrder(playwright, baseURL);
  const deposit = Math.floor((order.totals.amount * 30) / 100 / 100) * 100;

  // The inbox: the new order waits under Placed, and the navigation counts it.
  const operator = await openConsole(browser);
  const ordersLink = operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: /Orders/ });
  await expect(ordersLink).toContainText(/\d/);
  await ordersLink.click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(operator.getByRole('link', { name: /^Placed/ })).toBeVisible();
  await operator.getByLabel('Search orders').fill(order.number);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  const row = operator.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Pacific Beauty Trading LLC');
  await expect(row).toContainText('Placed');
  await expect(row).toContainText(dollars(order.totals.amount));
  await scan(operator);

  // The detail: the buyer's profile, the purchase order, and what may be done now.
  await operator.getByRole('link', { name: order.number }).click();
  await expect(operator.getByRole('heading', { level: 1, name: order.number })).toBeVisible();
  await expect(
    operator.getByRole('region', { name: 'Buyer' }).getByRole('link', { name: 'Pacific Beauty Trading LLC' }),
  ).toHaveAttribute('href', /^\/admin\/buyers\/\d+$/);
  await expect(operator.getByRole('region', { name: 'Delivery and terms' })).toContainText('FOB Busan port');
  await expect(documents(operator)).toContainText('Purchase order (PO)');
  await expect(operator.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await scan(operator);

  // Confirm with a 30 % deposit: the dialog shows the installments the domain splits the total into.
  let dialog = await act(operator, 'Confirm order', new RegExp(`^Confirm ${order.number}$`));
  await dialog.getByRole('radio', { name: /Deposit, balance before shipment/ }).check();
  await dialog.getByLabel('Deposit (%)').fill('30');
  const split = dialog.getByRole('definition');
  await expect(split).toHaveText([dollars(deposit), dollars(order.totals.amount - deposit)]);
  await dialog.getByRole('button', { name: 'Confirm and issue the PI' }).click();
  await expect(operator.getByText(`${order.number} is confirmed; the proforma invoice is issued.`)).toBeVisible();
  await expect(state(operator)).toHaveText('Confirmed');
  await expect(documents(operator)).toContainText('Proforma invoice (PI)');
  await expect(operator.getByRole('region', { name: 'Payment' })).toContainText('30 % deposit');

  // The deposit arrives.
  dialog = await act(operator, 'Mark paid', /^Payment received for/);
  await expect(dialog).toContainText(`Deposit${dollars(deposit)}`);
  await dialog.getByLabel('Transfer reference').fill('TT-E2E-DEPOSIT');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(state(operator)).toHaveText('Paid');
  await expect(operator.getByRole('region', { name: 'Payment' })).toContainText('TT-E2E-DEPOSIT');

  // Preparing; the order cannot ship before the balance is in.
  dialog = await act(operator, 'Start preparing', /^Prepare /);
  await dialog.getByLabel(/^Note/).fill('Picking from aisle 4.');
  await dialog.getByRole('button', { name: 'Mark as preparing' }).click();
  await expect(state(operator)).toHaveText('Preparing');
  await expect(operator.getByRole('region', { name: 'History' })).toContainText('Picking from aisle 4.');
  await expect(operator.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);

  dialog = await act(operator, 'Balance paid', /^Balance received for/);
  await expect(dialog).toContainText(`Balance${dollars(order.totals.amount - deposit)}`);
  await dialog.getByLabel('Transfer reference').fill('TT-E2E-BALANCE');
  await dialog.getByRole('button', { name: 'Record balance' }).click();
  await expect(operator.getByText(`The balance for ${order.number} is recorded.`)).toBeVisible();
  await expect(operator.getByRole('region', { name: 'Payment' })).toContainText('TT-E2E-BALANCE');

  // Shipped: carrier and tracking, one more carton on the first line; the totals follow as the count changes.
  dialog = await act(operator, 'Mark shipped', new RegExp(`^Ship ${order.number}$`));
  await dialog.getByLabel('Carrier').fill('DHL Express');
  await dialog.getByLabel('Tracking number').fill('1234567890');
  // The ports start from the order's method and terms; the operator names the real ones.
  await expect(dialog.getByLabel('Port of loading')).not.toHaveValue('');
  await dialog.getByLabel('Port of loading').fill('Incheon International Airport, Korea');
  await dialog.getByLabel('Port of discharge').fill('Tan Son Nhat, Ho Chi Minh City');
  await dialog.getByLabel('Vessel or flight (optional)').fill('KE 681');
  const cartons = dialog.getByRole('spinbutton', { name: /^Cartons of/ });
  await expect(cartons).toHaveCount(2);
  const totals = dialog.locator('.co-total-row output');
  const before = Number(await totals.first().innerText());
  const first = Number(await cartons.first().inputValue());
  await cartons.first().fill(String(first + 1));
  await expect(totals.first()).toHaveText(String(before + 1));
  const [, , gross = '', volume = ''] = await totals.allInnerTexts();
  await scan(operator);
  await dialog.getByRole('button', { name: 'Ship and issue CI and PL' }).click();
  await expect(state(operator)).toHaveText('Shipped');
  const shipment = operator.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('DHL Express');
  await expect(shipment).toContainText('Incheon International Airport, Korea → Tan Son Nhat, Ho Chi Minh City');
  await expect(shipment).toContainText('KE 681');
  await expect(shipment).toContainText(`${before + 1} cartons · ${gross} kg gross · ${volume} m³`);
  await expect(shipment.getByRole('link', { name: '1234567890' })).toHaveAttribute('href', /dhl\.com.*1234567890/);
  await expect(documents(operator)).toContainText('Commercial invoice (CI)');
  await expect(documents(operator)).toContainText('Packing list (PL)');

  // The packing list downloads and reads as what was entered.
  const [download] = await Promise.all([
    operator.waitForEvent('download'),
    operator.getByRole('button', { name: 'Download Packing list (PL), version 1' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${order.number}-PL-v1.pdf`);
  const file = await download.path();
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  await rm(file, { force: true });
  // The PDF groups thousands (1,234.50 kg); the console does not.
  const text = stdout.replace(/(\d),(\d)/g, '$1$2');
  expect(text).toContain('Packing List');
  expect(text).toContain(order.number);
  expect(text).toContain('Port of discharge: Tan Son Nhat');
  expect(text).toMatch(new RegExp(`Total cartons\\s+${before + 1}\\b`));
  expect(text).toMatch(new RegExp(`Total gross weight\\s+${gross.replace('.', '\\.')} kg`));

  // Delivered: nothing is left to do.
  dialog = await act(operator, 'Mark delivered', /^Delivered: /);
  await dialog.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(state(operator)).toHaveText('Delivered');
  await expect(operator.locator('.console-page-head button')).toHaveCount(0);

  // The audit log lists every action on the order.
  await operator.getByRole('link', { name: 'In the audit log' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const audit = operator.getByRole('region', { name: 'Audit log' });
  for (const action of [
    'Confirmed an order',
    'Recorded an order’s payment',
    'Started preparing an order',
    'Recorded an order’s balance',
    'Shipped an order',
    'Marked an order delivered',
  ])
    await expect(audit.getByRole('cell', { name: action, exact: true })).toHaveCount(1);
  // Its values are named as the order's page names them.
  const entry = (action: string) => audit.getByRole('row').filter({ hasText: action });
  await expect(entry('Confirmed an order')).toContainText('30 % deposit, balance before shipment');
  await expect(entry('Confirmed an order')).toContainText('Proforma invoice (PI)');
  await expect(entry('Shipped an order')).toContainText('DHL Express 1234567890');
  await expect(audit.getByRole('link', { name: `Order #${order.id}` }).first()).toHaveAttribute(
    'href',
    `/admin/orders/${order.id}`,
  );
  await operator.context().close();
});

test('an action another operator beat says so and shows the order as it now is; a cancel needs a reason', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const order = await placeOrder(playwright, baseURL);

  const first = await openConsole(browser);
  const second = await openConsole(browser);
  await openOrder(first, order.number);
  await openOrder(second, order.number);

  // The first operator confirms in full advance.
  const confirm = await act(first, 'Confirm order', /^Confirm /);
  await confirm.getByRole('radio', { name: /100 % in advance/ }).check();
  await expect(confirm.getByRole('definition')).toHaveText([dollars(order.totals.amount)]);
  await confirm.getByRole('button', { name: 'Confirm and issue the PI' }).click();
  await expect(state(first)).toHaveText('Confirmed');

  // The second, still looking at the placed order, tries to confirm it too.
  const late = await act(second, 'Confirm order', /^Confirm /);
  await late.getByRole('button', { name: 'Confirm and issue the PI' }).click();
  await expect(late).toBeHidden();
  await expect(second.getByRole('alert').filter({ hasText: 'Another operator changed this order' })).toBeVisible();
  await expect(state(second)).toHaveText('Confirmed');
  await expect(second.getByRole('button', { name: 'Mark paid' })).toBeVisible();

  // Cancelling asks for the reason the buyer will read.
  const cancel = await act(second, 'Cancel order', /^Cancel /);
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel.getByRole('alert')).toHaveText('Write the reason (up to 1,000 characters).');
  await cancel.getByLabel('Reason').fill('The buyer asked us to cancel by phone.');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(state(second)).toHaveText('Cancelled');
  await expect(second.getByText('Cancelled because: The buyer asked us to cancel by phone.')).toBeVisible();
  await first.context().close();
  await second.context().close();
});
