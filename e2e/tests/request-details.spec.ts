import { approvedBuyer, DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, openFromInbox, xsrfHeader } from './helpers';
import { orderableProduct } from './quotation-helpers';

test.describe.configure({ timeout: 120_000 });

/** A buyer's API headers, signed in with their own password. */
async function headersOf(request: APIRequestContext, loginId: string, password: string) {
  const xsrf = await xsrfHeader(request);
  const response = await request.post('/auth/client/sign-in', { data: { loginId, password }, headers: xsrf });
  return { ...xsrf, 'x-auth-token': (await response.json()).payload.login.token as string };
}

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000);
  return date.toISOString().slice(0, 10);
};

test("a buyer's request details (destination, incoterm, target date, note) reach the console", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A buyer of their own: the demo buyers' baskets belong to other journeys running beside this one.
  const operator = await openConsole(browser);
  const buyer = await approvedBuyer(page, operator, 'rq');
  const request = await playwright.request.newContext({ baseURL });
  const headers = await headersOf(request, buyer.loginId, buyer.password);
  const product = await orderableProduct(request, headers, 60);
  const packs = Math.ceil(600_00 / (product.price.unitPrice * product.moq));
  expect(
    (await request.post('/client/api/v1/quotation/add', { data: { productIds: [product.id] }, headers })).ok(),
  ).toBe(true);
  expect(
    (
      await request.put('/client/api/v1/quotation/qty', { data: { productId: product.id, quantity: packs }, headers })
    ).ok(),
  ).toBe(true);
  await request.dispose();

  await signIn(page, buyer.loginId, buyer.password);
  await page.goto('/quotation/');
  await page.getByRole('button', { name: 'Request quotation' }).click();
  const step = page.getByRole('dialog', { name: 'Where and when should the goods go?' });
  await expect(step).toBeVisible();
  await expect(step.getByLabel('Preferred incoterm')).toHaveValue('FOB');
  await expectNoSeriousA11yViolations(page);

  // Nothing chosen and a date in the past: said beside the fields, nothing sent.
  await step.getByLabel('Target date (optional)').fill(inDays(-2));
  await step.getByRole('button', { name: 'Send quotation request' }).click();
  await expect(step.getByText('Choose one from the list.')).toBeVisible();
  await expect(step.getByText('Choose today or a later date.')).toBeVisible();

  const target = inDays(40);
  await step.getByLabel('Destination country').fill('Viet');
  await step.getByRole('option', { name: /Vietnam/ }).click();
  await step.getByLabel('Destination port or place').fill('Cat Lai port, Ho Chi Minh City');
  await step.getByLabel('Preferred incoterm').selectOption('CIF');
  await step.getByLabel('Target date (optional)').fill(target);
  await step.getByLabel('Note (optional)').fill('Labels in Vietnamese, please.');
  await step.getByRole('button', { name: 'Send quotation request' }).click();
  const sent = page.getByRole('heading', { name: /^Quotation Q-\d{4}-\d+ requested$/ });
  await expect(sent).toBeVisible();
  await expect(step).toBeHidden();
  const number = (await sent.innerText()).match(/Q-\d{4}-\d+/)?.[0] ?? '';

  // The operator reads them beside the requester.
  await openFromInbox(
    operator,
    { path: '/admin/quotations', title: 'Quotations', search: 'Search quotations' },
    number,
  );
  const details = operator.getByRole('region', { name: 'Request details' });
  await expect(details).toContainText('Vietnam');
  await expect(details).toContainText('Cat Lai port, Ho Chi Minh City');
  await expect(details).toContainText('CIF · Cost, Insurance and Freight');
  await expect(details).toContainText('Labels in Vietnamese, please.');
  await expect(details).not.toContainText('Not given');
  await operator.context().close();
});

test('one path from the cart: the checked items move to the quotation basket (not copied), or go to Order now', async ({
  page,
  playwright,
  baseURL,
}) => {
  // trade-jakarta is no other journey's buyer: its cart and basket are this journey's.
  const request = await playwright.request.newContext({ baseURL });
  const headers = await headersOf(request, 'trade-jakarta', DEMO_PASSWORD);
  const a = await orderableProduct(request, headers, 120);
  const b = await orderableProduct(request, headers, a.id + 1);
  const c = await orderableProduct(request, headers, b.id + 1);
  const { items } = (await (await request.get('/client/api/v1/quotation', { headers })).json()).payload;
  if (items.length > 0)
    await request.delete(
      `/client/api/v1/quotation/${items.map((item: { product: { id: number } }) => item.product.id)}`,
      {
        headers,
      },
    );
  const cart = (await (await request.get('/client/api/v1/cart', { headers })).json()).payload;
  if (cart.length > 0)
    await request.delete(`/client/api/v1/cart/${cart.map((item: { id: number }) => item.id)}`, { headers });
  // A in the basket (2 packs) and in the cart (3 packs); B in the cart only.
  await request.post('/client/api/v1/quotation/add', { data: { productIds: [a.id] }, headers });
  await request.put('/client/api/v1/quotation/qty', { data: { productId: a.id, quantity: 2 }, headers });
  await request.post('/client/api/v1/cart/add', {
    data: [
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 1 },
    ],
    headers,
  });

  await signIn(page, 'trade-jakarta', DEMO_PASSWORD);
  // Each list says when a product waits in the other too.
  await page.goto('/quotation/');
  const inBasket = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: a.name, exact: true }) });
  await expect(inBasket.getByRole('link', { name: 'Also in your cart' })).toBeVisible();
  await page.goto('/cart');
  const rowA = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: a.name, exact: true }) });
  const rowB = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: b.name, exact: true }) });
  await expect(rowA.getByRole('link', { name: 'Also in your quotation basket' })).toBeVisible();
  await expect(rowB.getByRole('link', { name: 'Also in your quotation basket' })).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);

  // Move, with a double click: the items leave the cart once; A's packs add up in the basket.
  await page.getByRole('button', { name: 'Move checked to quotation basket' }).dblclick();
  await expect(
    page.getByText('2 products moved to your quotation basket; quantities added to 1 already there.').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto('/quotation/');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${a.name} in MOQ packs` })).toHaveValue('5');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${b.name} in MOQ packs` })).toHaveValue('1');
  await expect(page.getByRole('link', { name: 'Also in your cart' })).toHaveCount(0);

  // Or straight to the order form with the checked items.
  await request.post('/client/api/v1/cart/add', { data: [{ productId: c.id, quantity: 2 }], headers });
  await request.dispose();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Order checked now' }).click();
  await expect(page).toHaveURL(/\/order-now$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order now' })).toBeVisible();
  await expect(page.getByRole('region', { name: '1 product' })).toContainText(c.name);
});
