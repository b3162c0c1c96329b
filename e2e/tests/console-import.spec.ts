import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { expect, type Page, test, waitingForApp } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS;

/** Uploads a CSV file from the import page and waits for its column mapping. */
async function upload(console: Page, name: string, lines: string[]) {
  await console.goto('/admin/import');
  await console.getByLabel('File to import').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`),
  });
  await console.getByRole('button', { name: 'Upload and map columns' }).click();
  await expect(console.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an admin imports a file with errors, sees them, fixes the file, applies it, and a buyer sees the change', async ({
  browser,
  request,
}) => {
  // A product the other journeys leave alone, and what demo-usd sees of it now.
  const productId = 2000 + Math.floor(Math.random() * 1000);
  const headers = await buyerHeaders(request, 'demo-usd');
  const before = (await (await request.get(`/client/api/v2/product/${productId}?locale=en`, { headers })).json())
    .payload;
  const name = `Imported Glow Serum ${Date.now().toString(36)}`;
  const retail = (before.price.retailPrice + 1234) / 100;

  const console = await openConsole(browser);
  await console.getByRole('link', { name: 'Import and export' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  await expectNoSeriousA11yViolations(console);

  // A file with errors: a price in cents by mistake ("12.345") and a brand nobody has.
  await upload(console, 'prices-with-errors.csv', [
    'SKU,Name (EN),Retail price USD,Brand',
    `${before.sku},${name},12.345,`,
    `NEW-E2E-1,Something new,10.00,No Such Brand Ltd`,
  ]);
  const mapping = console.getByRole('table').first();
  await expect(mapping.getByRole('combobox', { name: 'Field for the column SKU' })).toHaveValue('sku');
  await expect(mapping.getByRole('combobox', { name: 'Field for the column Name (EN)' })).toHaveValue('name_en');
  await expect(mapping.getByRole('combobox', { name: 'Field for the column Retail price USD' })).toHaveValue(
    'retail_usd',
  );
  await expect(mapping).toContainText(before.sku);
  if (SHOTS) await shots(console, 'mapping');
  await expectNoSeriousA11yViolations(console);
  await console.getByRole('button', { name: 'Run the dry run' }).click();

  const errors = console.getByRole('table', { name: /errors?$/ });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row').filter({ hasText: 'Retail price USD' })).toContainText(
    'Must be an amount in dollars with at most two decimals (12.50).',
  );
  await expect(errors.getByRole('row').filter({ hasText: 'Brand' })).toContainText('No brand has this English name.');
  await expect(console.getByRole('button', { name: /^Apply/ })).toBeDisabled();
  if (SHOTS) await shots(console, 'dry-run-errors');
  await expectNoSeriousA11yViolations(console);

  // Fixed: the price in dollars, the unknown product left out.
  await upload(console, 'prices-fixed.csv', [
    'SKU,Name (EN),Retail price USD',
    `${before.sku},${name},${retail.toFixed(2)}`,
  ]);
  await console.getByRole('button', { name: 'Run the dry run' }).click();
  const changes = console.getByRole('table', { name: 'What would change' });
  await expect(changes).toContainText(`${retail.toFixed(2)}`);
  await expect(changes).toContainText(name);
  await expect(console.getByRole('table', { name: /errors?$/ })).toHaveCount(0);
  if (SHOTS) await shots(console, 'dry-run');
  await console.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(console.getByText('Applied: buyers see the changes now.')).toBeVisible({ timeout: 20_000 });

  // The buyer sees the new name and retail price at once (every process dropped what it kept of the catalogue).
  const buyer = waitingForApp(await browser.newPage());
  await signIn(buyer, 'demo-usd', DEMO_PASSWORD);
  await buyer.goto(`/product/${productId}/`);
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.locator('.price-tag').first()).toContainText(retail.toFixed(2));
});

async function shots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/import-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
