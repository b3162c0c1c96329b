import { approvedBuyer, openConsole, signIn } from './accounts-helpers';
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
