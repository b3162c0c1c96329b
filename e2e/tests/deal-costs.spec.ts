import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';
import { acceptedQuotation, orderableProduct } from './quotation-helpers';

// Each journey is a buyer of its own (the demo's trading companies), so that journeys running side by side never meet
// in one basket: trade-hanoi ships to Vietnam (the demo keeps freight rates for it), trade-madrid to Spain (none),
// trade-hcmc orders from an offer.
test.describe.configure({ timeout: 120_000 });

/** An axe scan once the toasts have gone: a toast fading in or out reads as low contrast. */
async function scan(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** A shown amount ("$1,234.50", "₩12,340") in minor units. */
const minorOf = (text: string) => {
  const digits = text.replace(/[^\d.]/g, '');
  return text.includes('$') ? Math.round(Number(digits) * 100) : Number(digits);
};

/** The amount a list of amounts (the order form's summary, the order's amounts) shows for a row. */
const amount = async (list: Locator, row: string) =>
  minorOf(
    await list
      .locator('div')
      .filter({ has: list.page().getByRole('term').getByText(row, { exact: true }) })
      .getByRole('definition')
      .innerText(),
  );

/** The buyer's basket holds one orderable product over the minimum: what "Order now" takes to the order form. */
async function basketOverMinimum(request: APIRequestContext, loginId: string) {
  const headers = await buyerHeaders(request, loginId);
  const { items } = (await (await request.get('/client/api/v1/quotation', { headers })).json()).payload as {
    items: { product: { id: number } }[];
  };
  if (items.length > 0)
    await request.delete(`/client/api/v1/quotation/${items.map((item) => item.product.id).join(',')}`, { headers });
  const product = await orderableProduct(request, headers, 30 + Math.floor(Math.random() * 200));
  const packs = Math.max(3, Math.ceil(60_000 / (product.price.unitPrice * product.moq)));
  expect(
    (await request.post('/client/api/v1/quotation/add', { data: { productIds: [product.id] }, headers })).ok(),
  ).toBe(true);
  await request.put('/client/api/v1/quotation/qty', { data: { productId: product.id, quantity: packs }, headers });
  return { product, packs, goods: product.price.unitPrice * product.moq * packs };
}

/** The number of the order whose page has just opened. */
async function placedNumber(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: /^Order O-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace('Order ', '');
}

async function orderFormFromBasket(page: Page, loginId: string) {
  await signIn(page, loginId, DEMO_PASSWORD);
  await page.goto('/quotation/');
  await page.getByRole('button', { name: 'Order now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order now' })).toBeVisible();
}

test('CIF to Vietnam by sea: the form estimates the freight and the insurance on top of the goods, FOB leaves them to the buyer, and the order keeps what the form showed', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { goods } = await basketOverMinimum(request, 'trade-hanoi');
  await orderFormFromBasket(page, 'trade-hanoi');

  const summary = page.getByRole('region', { name: 'Your order' });
  const figures = summary.locator('dl');
  await expect(summary.getByText('Goods', { exact: true })).toBeVisible();
  expect(await amount(figures, 'Goods')).toBe(goods);
  const shipping = page.getByRole('group', { name: 'Shipping' });
  await shipping.getByLabel('Incoterm').selectOption('CIF');
  await expect(shipping.getByLabel('Named place')).toHaveAccessibleDescription(/The port of destination/);
  await shipping.getByLabel('Named place').fill('Hai Phong');
  // CIF is for sea transport alone: the other methods cannot be chosen.
  await expect(shipping.getByText('CIF is a rule for sea transport only.')).toBeVisible();
  await expect(shipping.getByRole('option', { name: 'Air freight' })).toBeDisabled();
  await expect(shipping.getByLabel('Shipping method')).toHaveValue('SEA');

  await expect(figures.getByText('Insurance', { exact: true })).toBeVisible();
  await expect(summary).not.toHaveAttribute('aria-busy', 'true');
  await expect(figures.getByText('To be quoted')).toHaveCount(0);
  const freight = await amount(figures, 'Freight');
  const insurance = await amount(figures, 'Insurance');
  expect(freight).toBeGreaterThan(0);
  expect(insurance).toBeGreaterThan(0);
  const total = await amount(figures, 'Total');
  expect(total).toBe(goods + freight + insurance);
  await scan(page);

  // FOB: the buyer's own freight and insurance: the summary shows the goods alone.
  await shipping.getByLabel('Incoterm').selectOption('FOB');
  await expect(figures.getByText('Freight', { exact: true })).toHaveCount(0);
  await expect(figures.getByText('Insurance', { exact: true })).toHaveCount(0);
  await expect.poll(() => amount(figures, 'Total')).toBe(goods);

  // Back to CIF, placed: the order's page shows the same amounts.
  await shipping.getByLabel('Incoterm').selectOption('CIF');
  await expect(figures.getByText('Freight', { exact: true })).toBeVisible();
  await expect.poll(() => amount(figures, 'Total')).toBe(total);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  const amounts = page.getByRole('region', { name: 'Amounts' });
  expect(await amount(amounts, 'Goods')).toBe(goods);
  expect(await amount(amounts, 'Freight')).toBe(freight);
  expect(await amount(amounts, 'Insurance')).toBe(insurance);
  expect(await amount(amounts, 'Total')).toBe(total);
  await expect(amounts.getByText(/Freight to be quoted/)).toHaveCount(0);
  await scan(page);

  // The list shows what the buyer pays: the total.
  const number = await placedNumber(page);
  await page.goto('/order/');
  const row = page.getByRole('listitem').filter({ hasText: number });
  expect(minorOf(await row.locator('.rec-list__total strong').innerText())).toBe(total);
  await request.dispose();
});

test('no freight rate for Spain: the freight is to be quoted; the operator sets it in an edit with a lower quantity and a reason, the PO is issued again, and the order can be confirmed', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { goods, packs, product } = await basketOverMinimum(request, 'trade-madrid');
  await orderFormFromBasket(page, 'trade-madrid');

  const summary = page.getByRole('region', { name: 'Your order' });
  const shipping = page.getByRole('group', { name: 'Shipping' });
  await shipping.getByLabel('Incoterm').selectOption('DAP');
  await shipping.getByLabel('Named place').fill('Madrid');
  await expect(summary.getByRole('note')).toContainText(
    'Freight to be quoted — our team will set the freight before confirming; you pay nothing until then.',
  );
  await expect(summary.locator('dl').getByText('To be quoted')).toHaveCount(2);
  expect(await amount(summary.locator('dl'), 'Total')).toBe(goods);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  const number = await placedNumber(page);
  await expect(page.getByRole('region', { name: 'Amounts' }).getByRole('note')).toContainText('Freight to be quoted');

  // The operator: no confirming while the freight is to be quoted; the page says to set it first.
  const operator = await openConsole(browser);
  await operator.goto('/admin/orders');
  await operator.getByLabel('Search orders').fill(number);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('link', { name: number }).click();
  await expect(operator.getByRole('heading', { level: 1, name: number })).toBeVisible();
  await expect(
    operator.getByText('The freight is still to be quoted: edit the order to set it, then confirm.'),
  ).toBeVisible();
  await expect(operator.getByRole('button', { name: 'Confirm order', exact: true })).toHaveCount(0);

  await operator.getByRole('button', { name: 'Edit order', exact: true }).click();
  const dialog = operator.getByRole('dialog', { name: `Edit ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Freight (USD)')).toHaveValue('');
  await expect(dialog.getByLabel('Duties and taxes (USD)')).toHaveCount(0);
  await scan(operator);
  // Saving without a reason or the freight is refused in the dialog, in words.
  await dialog.getByRole('button', { name: 'Save and reissue the PO' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Freight: DAP puts this cost on the seller');
  await dialog.getByLabel(`Packs of ${product.sku}`).fill(String(packs - 1));
  await dialog.getByLabel('Freight (USD)').fill('240');
  await dialog.getByLabel('Insurance (USD)').fill('4.50');
  await dialog.getByLabel('Reason').fill('Freight quoted by sea to Valencia; one pack less is in stock.');
  const lowered = product.price.unitPrice * product.moq * (packs - 1);
  await expect(dialog.locator('dl')).toContainText(
    `$${(lowered / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await dialog.getByRole('button', { name: 'Save and reissue the PO' }).click();
  await expect(operator.getByText(`${number} is changed; the purchase order is issued again.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const amounts = operator.getByRole('region', { name: 'Amounts (DAP)' });
  expect(await amount(amounts, 'Goods')).toBe(lowered);
  expect(await amount(amounts, 'Freight')).toBe(240_00);
  expect(await amount(amounts, 'Insurance')).toBe(4_50);
  expect(await amount(amounts, 'Total')).toBe(lowered + 240_00 + 4_50);
  await expect(operator.getByText('The freight is still to be quoted', { exact: false })).toHaveCount(0);
  await expect(operator.getByRole('button', { name: 'Confirm order', exact: true })).toBeVisible();
  const documents = operator.getByRole('region', { name: 'Trade documents' });
  await expect(documents.getByRole('button', { name: 'Download Purchase order (PO), version 2' })).toBeVisible();

  // The buyer's page shows the quoted freight and the new total; nothing is left to quote.
  await page.reload();
  const buyerAmounts = page.getByRole('region', { name: 'Amounts' });
  expect(await amount(buyerAmounts, 'Freight')).toBe(240_00);
  expect(await amount(buyerAmounts, 'Total')).toBe(lowered + 240_00 + 4_50);
  await expect(buyerAmounts.getByRole('note')).toHaveCount(0);
  await operator.close();
  await request.dispose();
});

test('an accepted CIF offer with its freight and insurance: the order form keeps its incoterm and named place fixed and shows its costs', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const quotation = await acceptedQuotation(request, 'trade-hcmc', {
    incoterm: 'CIF',
    namedPlace: 'Ho Chi Minh City',
    freight: 95_000,
    insurance: 2_700,
    duties: null,
  });
  const goods = quotation.unitPrice * quotation.product.moq * quotation.packs;

  await signIn(page, 'trade-hcmc', DEMO_PASSWORD);
  await page.goto(`/my-page/quotations/${quotation.id}/`);
  const offer = page.getByRole('region', { name: 'Offer 1' });
  await expect(offer).toContainText('CIF Ho Chi Minh City');
  expect(await amount(offer, 'Freight')).toBe(95_000);
  expect(await amount(offer, 'Total')).toBe(goods + 95_000 + 2_700);

  await page.goto(`/order-now?quotation=${quotation.id}`);
  const shipping = page.getByRole('group', { name: 'Shipping' });
  await expect(shipping.getByLabel('Incoterm')).toHaveValue('CIF');
  await expect(shipping.getByLabel('Incoterm')).toBeDisabled();
  await expect(shipping.getByLabel('Named place')).toHaveValue('Ho Chi Minh City');
  await expect(shipping.getByLabel('Named place')).toHaveAttribute('readonly', '');
  await expect(shipping.getByText('Fixed by the accepted offer.').first()).toBeVisible();
  const figures = page.getByRole('region', { name: 'Your order' }).locator('dl');
  await expect.poll(() => amount(figures, 'Freight')).toBe(95_000);
  expect(await amount(figures, 'Insurance')).toBe(2_700);
  expect(await amount(figures, 'Total')).toBe(goods + 95_000 + 2_700);
  await scan(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  const amounts = page.getByRole('region', { name: 'Amounts' });
  expect(await amount(amounts, 'Freight')).toBe(95_000);
  expect(await amount(amounts, 'Total')).toBe(goods + 95_000 + 2_700);
  await expect(page.getByRole('region', { name: 'Terms' })).toContainText(
    'CIF (Cost, Insurance and Freight), Ho Chi Minh City',
  );
  await request.dispose();
});
