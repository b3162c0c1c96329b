import { readFile, rm } from 'node:fs/promises';
import { approve, DEMO_PASSWORD, openConsole, readMail, signIn, signUp, uniqueLoginId } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations, openFromInbox, xsrfHeader } from './helpers';
import { buyerQuotation, orderableProduct } from './quotation-helpers';

// Two browsers, axe scans and documents each: 72 s alone, past 90 s beside another worker on a slow machine.
test.describe.configure({ timeout: 150_000 });

/** An axe scan once the toasts have gone: a toast fading in or out reads as low contrast. */
async function scan(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

/** The console's inbox, searched for one number. */
const openInConsole = (operator: Page, number: string) =>
  openFromInbox(operator, { path: '/admin/quotations', title: 'Quotations', search: 'Search quotations' }, number);

test("an operator answers a buyer's quotation; the buyer downloads the offer PDF and accepts it, once", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const quotation = await buyerQuotation(request);

  // The operator finds it in the inbox, waiting, and sends an offer from the editor.
  const operator = await openConsole(browser);
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: /Quotations/ })
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
  await scan(operator);
  await openInConsole(operator, quotation.number);
  await expect(operator.getByRole('region', { name: 'Buyer' })).toContainText('Saigon K-Mart Co., Ltd.');
  const editor = operator.getByRole('region', { name: 'New offer — version 1' });
  const sku = quotation.product.sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const price = editor.getByRole('textbox', { name: new RegExp(`^Unit price of ${sku}`) });
  // KRW prices are whole won: the editor starts from the buyer's price at the request.
  await expect(price).toHaveValue(String(quotation.product.price.unitPrice));
  await price.fill(String(quotation.product.price.unitPrice - 100));
  await editor.getByLabel('Incoterm').selectOption('CIF');
  // CIF puts the freight and the insurance on the seller: the editor asks for both.
  await editor.getByLabel('Freight (KRW)').fill('120000');
  await editor.getByLabel('Insurance (KRW)').fill('3500');
  await editor.getByLabel('Lead time (days)').fill('21');
  await editor.getByLabel(/^Note to the requester/).fill('Shipped from Busan in one consignment.');
  await scan(operator);
  await editor.getByRole('button', { name: 'Send offer v1' }).click();
  await expect(operator.getByText(`Offer version 1 sent to ha.nguyen@saigon-kmart.example.`)).toBeVisible();
  // Waiting for the buyer now: the editor folds away behind a button for a revised version.
  await expect(operator.getByRole('button', { name: 'Revise the offer (version 2)' })).toBeVisible();
  await expect(operator.getByRole('region', { name: 'Offers sent (1)' })).toContainText('Version 1');

  // The buyer opens it from the drawer's "My quotations".
  await signIn(page, 'demo-krw', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My quotations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My quotations' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: quotation.number });
  await expect(row).toContainText('Offer received');
  await scan(page);
  await row.getByRole('link', { name: quotation.number }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/quotations/${quotation.id}/$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quotation ${quotation.number}` })).toBeVisible();
  await expect(page.getByText('Offer 1 is waiting for your answer.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offer 1' })).toContainText('CIF');
  await expect(page.getByRole('region', { name: 'Offer 1' })).toContainText('Shipped from Busan in one consignment.');
  await scan(page);

  // The offer's PDF, downloaded with the buyer's session.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the PDF of offer 1' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${quotation.number}-v1.pdf`);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  await rm(file, { force: true });

  // Accept: a question first; the confirm button sends once however fast it is clicked.
  await page.getByRole('button', { name: 'Accept offer 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept offer 1?' });
  await expect(dialog).toContainText('CIF');
  await scan(page);
  await dialog.getByRole('button', { name: 'Yes, accept the offer' }).dblclick();
  await expect(page.getByText('You accepted the offer. Place the order when you are ready.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('You accepted offer 1. Place the order with its delivery and payment details to go ahead.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept offer/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' }).getByText('You accepted the offer')).toHaveCount(1);

  // A second accept, from another tab or a replayed request, is refused.
  const again = await request.post(`/client/api/v1/quotations/${quotation.id}/accept`, {
    data: { version: 1 },
    headers: quotation.headers,
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('QUOTATION_STATE');
  await request.dispose();

  // The operator sees the acceptance; the buyer was told in Vietnamese, the language of the account.
  await operator.reload();
  await expect(operator.getByText('The buyer accepted offer version 1.', { exact: false })).toBeVisible();
  expect(await readMail(operator, 'ha.nguyen@saigon-kmart.example', /chấp nhận chào giá/)).toContain(quotation.number);
});

test("a visitor's no-member quotation is answered by e-mail and joins the account the visitor opens with that address, where the offer is accepted", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const request = await playwright.request.newContext({ baseURL });
  const headers = await xsrfHeader(request);
  const product = await orderableProduct(request, headers, 300 + Math.floor(Math.random() * 200));
  const { payload: countries } = await (await request.get('/client/api/country')).json();
  const indonesia = (countries as { id: number; code: string }[]).find((country) => country.code === 'ID')!;
  const email = `visitor${Date.now().toString(36)}@buyer.example`;
  const company = `Borneo Glow ${Date.now().toString(36)}`;
  expect(
    (await request.post('/client/api/v1/cart/add', { data: [{ productId: product.id, quantity: 3 }], headers })).ok(),
  ).toBe(true);
  const sent = await request.post('/client/api/v1/no-member/quotation', {
    data: {
      items: [{ productId: product.id, quantity: 3 }],
      company,
      countryId: indonesia.id,
      name: 'Siti Rahma',
      email,
      phone: '+62 812 3456 7890',
      message: 'Shipping to Jakarta, please.',
      language: 'en',
    },
    headers,
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { number } = (await sent.json()).payload as { number: string };
  await request.dispose();

  const operator = await openConsole(browser, 'staff');
  // The outbox (the demo's mailbox) and approving above the lowest grade are an admin's.
  const admin = await openConsole(browser);
  await operator.goto('/admin/quotations');
  await operator
    .getByRole('navigation', { name: 'Filter by requester' })
    .getByRole('link', { name: 'No-member' })
    .click();
  await expect(operator).toHaveURL(/kind=visitor/);
  const row = operator.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(company);
  await expect(row).toContainText('No-member');
  await expect(row).toContainText('Requested');
  await scan(operator);

  await row.getByRole('link', { name: number }).click();
  const requester = operator.getByRole('region', { name: 'Visitor (no account)' });
  await expect(requester).toContainText(company);
  await expect(requester).toContainText(email);
  await expect(operator.getByText('Shipping to Jakarta, please.')).toBeVisible();
  const editor = operator.getByRole('region', { name: 'New offer — version 1' });
  await expect(editor).toContainText(`The visitor receives the offer by e-mail at ${email}`);
  await editor.getByRole('button', { name: 'Send offer v1' }).click();
  await expect(operator.getByText(`Offer version 1 sent to ${email}.`)).toBeVisible();
  const mail = await readMail(admin, email, /our offer/);
  expect(mail).toContain(number);
  expect(mail).toContain('/sign-up/');

  // The visitor signs up with that address; once the company is approved, the quotation is in its account.
  const loginId = uniqueLoginId('visitor');
  const applicant = {
    loginId,
    password: 'Lotus-Harbour-2048',
    company: `${loginId} Trading`,
    name: 'Siti Rahma',
    email,
  };
  await signUp(page, admin, applicant);
  await approve(admin, applicant.company, 'USD');
  await signIn(page, loginId, applicant.password);
  await page.goto('/my-page/quotations/');
  const mine = page.getByRole('listitem').filter({ hasText: number });
  await expect(mine).toContainText('Offer received');
  await mine.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quotation ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer 1' }).click();
  await page
    .getByRole('dialog', { name: 'Accept offer 1?' })
    .getByRole('button', { name: 'Yes, accept the offer' })
    .click();
  await expect(page.getByText('You accepted the offer. Place the order when you are ready.')).toBeVisible();
});
