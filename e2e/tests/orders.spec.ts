import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { type APIRequestContext, type Download, expect, type Page, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';
import { acceptedQuotation, orderableProduct } from './quotation-helpers';

// Each journey is a buyer of its own (the demo's trading companies), so that journeys running side by side, here
// and in the other files, never meet in one basket or one list.
test.describe.configure({ timeout: 90_000 });

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An axe scan once the toasts have gone: a toast fading in or out reads as low contrast. */
async function scan(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** The words of a downloaded PDF, as pdftotext reads them. */
async function pdfText(download: Download): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hive-e2e-order-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await download.saveAs(file);
    return (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Empties the buyer's quotation basket, so that a journey starts from a known state however often it runs. */
async function emptyBasket(request: APIRequestContext, headers: Record<string, string>) {
  const { items } = (await (await request.get('/client/api/v1/quotation', { headers })).json()).payload as {
    items: { product: { id: number } }[];
  };
  if (items.length > 0)
    await request.delete(`/client/api/v1/quotation/${items.map((item) => item.product.id).join(',')}`, { headers });
}

/** The buyer's orders matching a search, through the API. */
async function ordersFound(request: APIRequestContext, headers: Record<string, string>, q: string) {
  const response = await request.get(`/client/api/v1/orders?locale=en&q=${encodeURIComponent(q)}`, { headers });
  return (await response.json()).payload as { total: number; list: { id: number; number: string }[] };
}

test("order now from the basket: the checked products, the form, placed once; the order's page shows it placed and the basket no longer has them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const headers = await buyerHeaders(request, 'trade-manila');
  await emptyBasket(request, headers);
  const first = await orderableProduct(request, headers, 20 + Math.floor(Math.random() * 150));
  const second = await orderableProduct(request, headers, first.id + 1);
  const onePack = (product: typeof first) => product.price.unitPrice * product.moq;
  // At least two packs, so that one pack less stays possible whatever the product's price.
  const packs = Math.max(2, Math.ceil(52_000 / onePack(first)));
  expect(
    (await request.post('/client/api/v1/quotation/add', { data: { productIds: [first.id, second.id] }, headers })).ok(),
  ).toBe(true);
  await request.put('/client/api/v1/quotation/qty', { data: { productId: first.id, quantity: packs }, headers });
  const total = onePack(first) * packs + onePack(second);

  // The basket: both checked, over the minimum; "Order now" beside "Request quotation".
  await signIn(page, 'trade-manila', DEMO_PASSWORD);
  await page.goto('/quotation/');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotation basket' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request quotation' })).toBeVisible();
  await page.getByRole('button', { name: 'Order now' }).click();

  // The form holds the checked products, priced by the server, with the ship-to address and the contact filled in.
  await expect(page).toHaveURL(/\/order-now$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order now' })).toBeVisible();
  const lines = page.getByRole('region', { name: '2 products' });
  await expect(lines.getByRole('link', { name: first.name })).toBeVisible();
  await expect(lines.getByRole('link', { name: second.name })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.locator('.summary-card__total dd')).toHaveText(dollars(total));
  await expect(summary.getByText(/^Minimum order of \$500\.00 reached\.$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Luzon K-Beauty Corp\./ })).toBeChecked();
  const consignee = page.getByRole('group', { name: 'Consignee' });
  await expect(consignee.getByLabel('Name')).toHaveValue('Luzon K-Beauty Corp.');
  await expect(consignee.getByLabel('Address')).toHaveValue(/8751 Paseo de Roxas, Makati/);
  await expect(page.getByRole('group', { name: 'Contact person' }).getByLabel('Name')).toHaveValue('Maria Santos');
  await scan(page);

  // One pack less of the second product is not possible (one pack is the least); the first loses one and gets it back.
  const stepper = lines.getByRole('spinbutton', { name: `Quantity of ${first.name} in MOQ packs` });
  await lines.getByRole('button', { name: `One pack less of ${first.name}` }).click();
  await expect(stepper).toHaveValue(String(packs - 1));
  await expect(summary.locator('.summary-card__total dd')).toHaveText(dollars(total - onePack(first)));
  await lines.getByRole('button', { name: `One pack more of ${first.name}` }).click();
  await expect(summary.locator('.summary-card__total dd')).toHaveText(dollars(total));

  // What the contract requires is checked before sending, said under the field in the reader's words.
  const place = page.getByRole('group', { name: 'Shipping' }).getByLabel('Named place');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(place).toBeFocused();
  await expect(page.getByText('This field is required.')).toBeVisible();
  const shipping = page.getByRole('group', { name: 'Shipping' });
  await shipping.getByLabel('Incoterm').selectOption('DAP');
  await expect(shipping).toContainText('We deliver to the named place, ready to unload');
  await place.fill('Makati');
  await shipping.getByLabel('Shipping method').selectOption({ label: 'Air freight' });
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await shipping.getByLabel('Requested delivery date').fill(date);
  const notify = page.getByRole('group', { name: 'Notify party' });
  await notify.getByLabel('Same as the consignee').uncheck();
  await notify.getByLabel('Name').fill('Manila Customs Brokers Inc.');
  await notify.getByLabel('Address').fill('Port Area, Manila, Philippines');
  const po = `PO-E2E-${Date.now().toString(36).toUpperCase()}`;
  const payment = page.getByRole('group', { name: 'Payment and reference' });
  await expect(payment.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await payment.getByLabel('Your PO number').fill(po);
  await payment.getByLabel('Memo to our team').fill('Please pack the cartons by brand.');
  await scan(page);

  // The answer is lost on the way back (the order was made): the alert says so, and sending again with the same
  // key finds that order instead of making a second one, however fast the button is clicked.
  const placing = '**/client/api/v1/member/order?*';
  await page.route(placing, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Network condition is not good to communicate with app server.' }),
  ).toBeVisible();
  await page.unroute(placing);
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByText(/^Order O-\d{4}-\d{6} placed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order O-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Order ', '');
  await expect(page.locator('.rec-head__meta')).toContainText('Placed');
  await expect(page.locator('.rec-head__meta')).toContainText(`Your PO number: ${po}`);
  await expect(page.getByText('We received your order.', { exact: false })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Manila Customs Brokers Inc.');
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('DAP (Delivered at Place), Makati');
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('Air freight');
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('Please pack the cartons by brand.');
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(dollars(total));
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Order placed · you');
  const found = await ordersFound(request, headers, po);
  expect(found.total).toBe(1);
  expect(found.list[0]?.number).toBe(number);

  // The purchase order was issued at placing, with the buyer's PO number on it.
  const [purchaseOrder] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Purchase Order (PO), version 1 PDF' }).click(),
  ]);
  expect(purchaseOrder.suggestedFilename()).toBe(`${number}-PO.pdf`);
  const text = await pdfText(purchaseOrder);
  expect(text).toContain('PURCHASE ORDER');
  expect(text).toContain(number);
  expect(text).toContain(po);

  // The ordered products left the basket (and its count) as the draft list was read again.
  await page.goto('/quotation/');
  await expect(page.getByRole('heading', { name: 'Your quotation basket is empty' })).toBeVisible();
  await request.dispose();
});

test("order from an accepted offer: the offer's lines at its prices, and the quotation then leads to the orders", async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const quotation = await acceptedQuotation(request, 'trade-sydney');
  const total = quotation.unitPrice * quotation.product.moq * quotation.packs;
  // The offer's CIF freight and insurance are priced in: the buyer pays them on top of the goods.
  const payable = total + (quotation.terms.freight ?? 0) + (quotation.terms.insurance ?? 0);

  await signIn(page, 'trade-sydney', DEMO_PASSWORD);
  await page.goto(`/my-page/quotations/${quotation.id}/`);
  await expect(page.getByText('You accepted offer 1. Place the order', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Place the order' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-now\\?quotation=${quotation.id}$`));
  await expect(
    page.getByText('The products of the offer you accepted, at its prices.', { exact: false }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(`Prices of offer 1, quotation ${quotation.number}.`);
  await expect(summary.locator('.summary-card__total dd')).toHaveText(dollars(payable));
  // The offer's quantities hold: no stepper, no removing; its incoterm comes first.
  const lines = page.getByRole('region', { name: '1 product' });
  await expect(lines.getByRole('link', { name: quotation.product.name })).toBeVisible();
  await expect(lines.getByRole('spinbutton')).toHaveCount(0);
  await expect(lines.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByLabel('Incoterm')).toHaveValue('CIF');
  await page.getByLabel('Named place').fill('Sydney');
  await scan(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  const orderUrl = page.url();
  await expect(page.getByRole('link', { name: `From quotation ${quotation.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' })).toContainText(dollars(total));
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText('CIF (Cost, Insurance and Freight), Sydney');

  // The quotation is ordered now: its page says so and leads to its order; the offer cannot be ordered twice.
  await page.getByRole('link', { name: `From quotation ${quotation.number}` }).click();
  await expect(page.getByText('This quotation became an order.')).toBeVisible();
  await page.getByRole('link', { name: /^Open order O-\d{4}-\d{6}$/ }).click();
  await expect(page).toHaveURL(orderUrl);
  await page.goto(`/order-now?quotation=${quotation.id}`);
  await expect(page.getByText(`Quotation ${quotation.number} has been ordered already.`)).toBeVisible();
  await request.dispose();
});

test('the order list: state tabs with counts, search by number, PO number and product, pages; an order with its documents, shipment and history; another buyer’s order is not found', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const headers = await buyerHeaders(request, 'trade-dubai');
  const all = (await (await request.get('/client/api/v1/orders?locale=en&size=100', { headers })).json()).payload;
  // A shipped order the buyer gave a PO number (the demo gives every company one).
  const shipped = all.list.find(
    (row: { state: string; poNumber: string | null }) => row.state === 'SHIPPED' && row.poNumber,
  ) as {
    id: number;
    number: string;
    poNumber: string;
    products: string[];
    totals: { amount: number };
  };

  // The visitor's home page and How to use promise the trade documents: their links lead to the orders, where they are.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'PO, PI, CI and packing list with every order' })).toHaveAttribute(
    'href',
    '/order/',
  );
  await signIn(page, 'trade-dubai', DEMO_PASSWORD);
  await page.goto('/how-to-use/');
  await page.getByRole('main').getByRole('link', { name: 'Order now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order now' })).toBeVisible();
  await page.goto('/how-to-use/');
  await page.getByRole('link', { name: 'Your orders and their documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/order\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Filter by state' });
  await expect(tabs.getByRole('link', { name: `All ${all.total}` })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`${all.total} orders`, { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: shipped.number })).toContainText(
    dollars(shipped.totals.amount),
  );
  await scan(page);

  // Ten a page, the page in the address.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);

  // A state's tab: only its orders, the other tabs' counts still there.
  await tabs.getByRole('link', { name: /^Shipped \d+$/ }).click();
  await expect(page).toHaveURL(/\?state=SHIPPED$/);
  const rows = page.locator('.rec-list__item');
  await expect(rows.first()).toContainText('Shipped');
  for (const row of await rows.all()) await expect(row.locator('.rec-badge')).toHaveText('Shipped');

  // Search by the PO number, the order number and a product, from any tab: the address keeps it.
  const search = page.getByLabel('Search by order number, PO number or product');
  for (const text of [shipped.poNumber, shipped.number, shipped.products[0]!]) {
    await search.fill(text);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${literal(encodeURIComponent(text).replace(/%20/g, '+'))}`));
    await expect(page.getByRole('listitem').filter({ hasText: shipped.number })).toBeVisible();
  }
  await search.fill('no such order anywhere');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all orders' }).click();
  await expect(page).toHaveURL(/\/order\/$/);

  // The shipped order: lines, delivery, terms, payment received, the shipment with its tracking link, history.
  await search.fill(shipped.number);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: shipped.number }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${shipped.id}/$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${shipped.number}` })).toBeVisible();
  await expect(page.getByText(/^Shipped on .+ with .+\. Follow it with the tracking number below\.$/)).toBeVisible();
  // What the buyer pays is the order's total, in its amounts with the costs its incoterm carries.
  await expect(page.getByRole('region', { name: 'Amounts' }).getByRole('definition').last()).toHaveText(
    dollars(shipped.totals.amount),
  );
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Gulf Skin Trading LLC');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/Received on/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Transfer reference: use the order number');
  const tracking = page.getByRole('region', { name: 'Shipment' }).getByRole('link');
  await expect(tracking).toHaveAttribute('href', /^https:\/\//);
  await expect(tracking).toHaveAttribute('target', '_blank');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Order placed · you');
  await expect(history).toContainText('Shipped, commercial invoice and packing list issued · Hive team');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await scan(page);

  // Every document it has, each downloaded with the buyer's session and read.
  const titles = {
    'Purchase Order (PO)': ['PO', 'PURCHASE ORDER'],
    'Proforma Invoice (PI)': ['PI', 'PROFORMA INVOICE'],
    'Commercial Invoice (CI)': ['CI', 'COMMERCIAL INVOICE'],
    'Packing List (PL)': ['PL', 'PACKING LIST'],
  } as const;
  for (const [name, [type, title]] of Object.entries(titles)) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: new RegExp(`^Download ${literal(name)}, version \\d+ PDF$`) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${shipped.number}-${type}(-v\\d+)?\\.pdf$`));
    const text = await pdfText(download);
    expect(text).toContain(title);
    expect(text).toContain(shipped.number);
    expect(text).toContain(shipped.poNumber);
  }

  // An order that is not there, and another buyer's, are the same: not found.
  const others = await buyerHeaders(request, 'trade-bangkok');
  const theirs = (await (await request.get('/client/api/v1/orders?locale=en&size=1', { headers: others })).json())
    .payload.list[0] as { id: number };
  for (const id of [theirs.id, 99_999_999]) {
    await page.goto(`/order/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  }
  await request.dispose();
});

test("order now with nothing chosen: the fulfilment centre's stock, its limit said by name; the order placed, then cancelled while placed", async ({
  page,
}) => {
  await signIn(page, 'trade-kl', DEMO_PASSWORD);
  await page.goto('/order-now');
  await expect(page.getByText('Nothing was chosen yet', { exact: false })).toBeVisible();
  const stock = page.locator('details.in-stock');
  await expect(stock).toHaveAttribute('open', '');
  const item = stock.locator('.in-stock__item').first();
  const name = await item.locator('.order-line__name').innerText();
  const held = Number((await item.getByText(/^In stock: [\d,]+ units?$/).innerText()).replace(/\D/g, ''));
  await item.getByRole('button', { name: `Add ${name} to the order` }).click();
  const lines = page.getByRole('region', { name: '1 product' });
  await expect(lines.getByRole('link', { name })).toBeVisible();
  await expect(item).toContainText('In your order: 1 pack');

  // More than the centre holds: the line and the summary say so by name, and placing is refused in the same words.
  const quantity = lines.getByRole('spinbutton', { name: `Quantity of ${name} in MOQ packs` });
  await quantity.fill('9999');
  await quantity.blur();
  const summary = page.getByRole('region', { name: 'Your order' });
  const short = `Not enough stock: ${name} has ${held.toLocaleString('en-US')} units left.`;
  await expect(summary.getByText(short)).toBeVisible();
  await expect(lines).toContainText(/Only [\d,]+ units left: lower the quantity/);
  await page.getByLabel('Named place').fill('Port Klang');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: short })).toBeVisible();
  await scan(page);

  // Enough for the minimum, within the stock.
  const moq = Number((await lines.locator('.rec-sub').innerText()).match(/MOQ (\d+)/)?.[1]);
  const unitPrice = Number((await lines.locator('.rec-sub').innerText()).match(/\$([\d.,]+) per unit/)?.[1]);
  const packs = Math.min(Math.floor(held / moq), Math.ceil(500 / (unitPrice * moq)) + 1);
  await quantity.fill(String(packs));
  await quantity.blur();
  await expect(summary.getByText(/^Minimum order of \$500\.00 reached\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order O-\d{4}-\d{6}$/ });
  const number = (await heading.innerText()).replace('Order ', '');

  // Cancelled while placed, with a reason; the stock is held no more.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong quantity.');
  await scan(page);
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByText(`Order ${number} cancelled.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.rec-head__meta')).toContainText('Cancelled');
  await expect(page.getByText('This order is cancelled.')).toBeVisible();
  await expect(page.getByText('Reason: Ordered the wrong quantity.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Order cancelled · you');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await page.goto('/order-now');
  await expect(
    page
      .locator('.in-stock__item')
      .filter({ hasText: name })
      .getByText(`In stock: ${held.toLocaleString('en-US')} units`),
  ).toBeVisible();
});

test('reorder: each past line as it can be ordered today, the chosen ones into the basket; the confirmed order’s bank details and reference', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const headers = await buyerHeaders(request, 'trade-bangkok');
  await emptyBasket(request, headers);
  const confirmed = (await (await request.get('/client/api/v1/orders?locale=en&state=CONFIRMED', { headers })).json())
    .payload.list[0] as { id: number; number: string; totals: { sku: number } };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signIn(page, 'trade-bangkok', DEMO_PASSWORD);
  await page.goto(`/order/${confirmed.id}/`);
  await expect(
    page.getByText(`with the order number ${confirmed.number} as the reference`, { exact: false }),
  ).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Account number');
  await expect(payment).toContainText('SWIFT code');
  await payment.getByRole('button', { name: 'Copy the order number, the transfer reference' }).click();
  await expect(payment.getByRole('status').filter({ hasText: `${confirmed.number} copied.` })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(confirmed.number);

  await page.getByRole('button', { name: 'Reorder' }).click();
  const dialog = page.getByRole('dialog', { name: `Reorder ${confirmed.number}` });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(confirmed.totals.sku);
  await expect(dialog.locator('.reorder-line__tag').first()).toHaveText(
    /^(Available|Price changed|Sold out|No longer sold)$/,
  );
  await scan(page);
  const orderable = await dialog.locator('input[type="checkbox"]:not([disabled])').count();
  expect(orderable).toBeGreaterThan(1);
  // One left out: the others go to the basket.
  await dialog.locator('input[type="checkbox"]:not([disabled])').first().uncheck();
  await dialog.getByRole('button', { name: `Add ${orderable - 1} products to the basket` }).click();
  await expect(page.getByText(`${orderable - 1} products added to your quotation basket.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('link', { name: new RegExp(`Quotation basket, ${orderable - 1} products`) }),
  ).toBeVisible();
  await page.goto('/quotation/');
  await expect(page.getByText(`${orderable - 1} of ${orderable - 1} selected`)).toBeVisible();
  await request.dispose();
});

test('a visitor asking for the order pages is sent to sign in', async ({ page }) => {
  for (const address of ['/order-now', '/order/', '/order/1/']) {
    await page.goto(address);
    await expect(page).toHaveURL(`/sign-in/?next=${encodeURIComponent(address)}`);
  }
});
