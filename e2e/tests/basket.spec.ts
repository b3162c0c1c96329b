import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';

type Product = { id: number; name: string; nameKo: string | null; sku: string; moq: number; unitPrice: number };

/** Empties the buyer's quotation basket, so the journey starts from a known state however often it runs. */
async function emptyBasket(request: APIRequestContext, headers: Record<string, string>) {
  const { items } = (await (await request.get('/client/api/v1/quotation', { headers })).json()).payload as {
    items: { product: { id: number } }[];
  };
  if (items.length > 0) {
    const ids = items.map((item) => item.product.id).join(',');
    expect((await request.delete(`/client/api/v1/quotation/${ids}`, { headers })).ok()).toBe(true);
  }
}

/** An orderable product whose one MOQ pack stays below the $500 minimum, with the buyer's price. */
async function cheapProduct(request: APIRequestContext, headers: Record<string, string>): Promise<Product> {
  for (let id = 21; id < 300; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`, { headers });
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (payload.exist && payload.nameKo && payload.price.unitPrice * payload.moq < 250_00) {
      const { name, nameKo, sku, moq } = payload;
      return { id, name, nameKo, sku, moq, unitPrice: payload.price.unitPrice };
    }
  }
  throw new Error('no cheap orderable product');
}

const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const basketLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Quotation basket, ${count} product${count === 1 ? '' : 's'}` });

test('a buyer below the minimum sees why, adds more, downloads the quotation sheet and requests a quotation', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A long journey (a PDF rendered and read, an axe scan): more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const headers = await buyerHeaders(request, 'demo-usd');
  await emptyBasket(request, headers);
  const product = await cheapProduct(request, headers);
  await request.dispose();

  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await expect(basketLink(page, 0)).toBeVisible();
  await page.goto(`/product/${product.id}/`);
  await page.getByRole('button', { name: 'Add to quotation' }).click();
  await expect(page.getByText('Added to your quotation basket.')).toBeVisible();
  // The header's count follows the add.
  await expect(basketLink(page, 1)).toBeVisible();

  await basketLink(page, 1).click();
  await expect(page).toHaveURL(/\/quotation\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotation basket' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: product.sku });
  await expect(row.getByRole('link', { name: product.name })).toBeVisible();
  await expect(row.getByRole('checkbox', { name: `Select ${product.name}` })).toBeChecked();
  const onePack = product.unitPrice * product.moq;
  await expect(row).toContainText(dollars(onePack));

  // Below the minimum: the bar, the amount still missing and a request button that says why it cannot be used.
  const progress = page.getByRole('progressbar', { name: 'Minimum order $500.00' });
  const percent = Math.floor((onePack * 100) / 500_00);
  await expect(progress).toHaveAttribute('aria-valuenow', String(percent));
  await expect(
    page.getByText(`Add ${dollars(500_00 - onePack)} more to reach the minimum order of $500.00.`),
  ).toBeVisible();
  const requestButton = page.getByRole('button', { name: 'Request quotation' });
  await expect(requestButton).toBeDisabled();
  await expect(requestButton).toHaveAccessibleDescription(
    `The checked subtotal is below the minimum order of $500.00: add ${dollars(500_00 - onePack)} more.`,
  );
  // The scan is of the page, once the add's toast has gone.
  await expect(page.getByText('Added to your quotation basket.')).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // More packs: typed into the stepper, one pack more with its button.
  const packs = Math.ceil(500_00 / onePack);
  const quantity = row.getByRole('spinbutton', { name: `Quantity of ${product.name} in MOQ packs` });
  await quantity.fill(String(packs - 1));
  await row.getByRole('button', { name: `One pack more of ${product.name}` }).click();
  await expect(quantity).toHaveValue(String(packs));
  const total = onePack * packs;
  await expect(row).toContainText(`= ${(product.moq * packs).toLocaleString('en-US')} units`);
  await expect(page.getByText('Minimum order of $500.00 reached.').first()).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(requestButton).toBeEnabled();
  await expect(page.locator('.summary-card__total dd')).toHaveText(dollars(total));

  // The quotation sheet: a PDF download with the buyer, the product (in Korean too) and the total.
  const dir = await mkdtemp(path.join(tmpdir(), 'hive-e2e-sheet-'));
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download quotation sheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hive-quotation-sheet-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = path.join(dir, 'sheet.pdf');
    await download.saveAs(file);
    const { stdout: text } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('Quotation sheet');
    expect(text).toContain('Pacific Beauty Trading LLC');
    expect(text).toContain(product.sku.slice(0, 10));
    if (product.nameKo) expect(text).toContain(product.nameKo.split(' ')[0]);
    expect(text).toMatch(new RegExp(`Total \\(USD\\)\\s+\\${dollars(total)}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // The request, through its step (destination and incoterm; request-details.spec.ts follows the details), then a
  // toast, the number with a link to the quotation, and the requested product gone from the basket.
  await requestButton.click();
  const step = page.getByRole('dialog', { name: 'Where and when should the goods go?' });
  await step.getByLabel('Destination country').fill('Viet');
  await step.getByRole('option', { name: /Vietnam/ }).click();
  await step.getByRole('button', { name: 'Send quotation request' }).click();
  await expect(page.getByText(/^Quotation Q-\d{4}-\d+ requested\.$/)).toBeVisible();
  const sent = page.getByRole('heading', { name: /^Quotation Q-\d{4}-\d+ requested$/ });
  await expect(sent).toBeVisible();
  const number = (await sent.innerText()).match(/Q-\d{4}-\d+/)?.[0] ?? '';
  const view = page.getByRole('link', { name: `View quotation ${number}` });
  await expect(view).toHaveAttribute('href', /^\/my-page\/quotations\/\d+\/$/);
  await expect(page.getByRole('link', { name: 'All my quotations' })).toHaveAttribute('href', '/my-page/quotations/');
  await expect(page.getByRole('heading', { name: 'Your quotation basket is empty' })).toBeVisible();
  await expect(basketLink(page, 0)).toBeVisible();
});

test('a visitor opening the quotation basket is sent to sign in', async ({ page }) => {
  await page.goto('/quotation/');
  await expect(page).toHaveURL(/\/sign-in\/\?next=%2Fquotation%2F$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Quotation basket/ })).toHaveCount(0);
});
