import sharp from 'sharp';
import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** Opens a product's edit page from the console's list, found by its SKU. */
async function openProduct(consolePage: Page, sku: string) {
  await consolePage.goto('/admin/products');
  await consolePage.getByLabel('Search products').fill(sku);
  await consolePage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(consolePage.getByText('1 product', { exact: true })).toBeVisible();
  await consolePage.getByRole('table').getByRole('link').first().click();
  await expect(consolePage.getByRole('heading', { level: 2, name: 'Prices' })).toBeVisible();
}

async function skuOf(page: Page, id: number) {
  const response = await page.request.get(`/client/api/v2/product/${id}?locale=en`);
  return (await response.json()).payload.sku as string;
}

test('staff change a price, and a buyer sees the new price on the product page at once', async ({ browser, page }) => {
  const id = 17;
  const consolePage = await openConsole(browser, 'staff');
  await openProduct(consolePage, await skuOf(page, id));
  await expectNoSeriousA11yViolations(consolePage);

  const price = consolePage.getByLabel('Base price (USD)');
  await price.fill('12.345');
  await consolePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(consolePage.getByText('Enter dollars with up to two decimals, like 12.50.').first()).toBeVisible();
  await expect(price).toBeFocused();

  await price.fill('88.00');
  await consolePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(consolePage.getByText('Saved. Buyers see the change now.')).toBeVisible();

  // demo-usd buys at grade 01, 5 % off: $88.00 → $83.60.
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto(`/product/${id}/`);
  await expect(page.locator('.price-tag--detailed strong')).toHaveText('$83.60');
  await consolePage.context().close();
});

test('staff upload a picture, make it the first, and it is the picture of the product page', async ({
  browser,
  page,
}) => {
  const id = 23;
  const consolePage = await openConsole(browser, 'staff');
  await openProduct(consolePage, await skuOf(page, id));
  const buffer = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2f6f5f' } })
    .png()
    .toBuffer();
  const pictures = consolePage
    .getByRole('list')
    .filter({ has: consolePage.getByRole('img', { name: /^Picture \d+$/ }) });
  const before = await pictures.getByRole('listitem').count();
  await consolePage.getByLabel('Upload a picture').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer });
  await expect(pictures.getByRole('listitem')).toHaveCount(before + 1);
  for (let moves = before; moves > 0; moves--) {
    await consolePage.getByRole('button', { name: `Move picture ${moves + 1} earlier` }).click();
    await expect(consolePage.getByRole('button', { name: `Move picture ${moves + 1} earlier` })).toBeEnabled();
  }
  const first = await consolePage.getByRole('img', { name: 'Picture 1' }).getAttribute('src');
  expect(first).toMatch(/^\/img\/u\/[0-9a-f]{32}-600\.webp$/);

  await page.goto(`/product/${id}/`);
  await expect(page.locator('img.product__picture')).toHaveAttribute('src', first!);
  const image = await page.request.get(first!);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toContain('immutable');
  await consolePage.context().close();
});

test('the catalogue rooms have no serious or critical accessibility violation', async ({ browser }) => {
  const consolePage = await openConsole(browser, 'staff');
  for (const [path, heading] of [
    ['/admin/products', 'Products'],
    ['/admin/products/new', 'New product'],
    ['/admin/brands', 'Brands'],
    ['/admin/brands/401', undefined],
    ['/admin/categories', 'Categories'],
    ['/admin/picks', 'Picks and choices'],
  ] as const) {
    await consolePage.goto(path);
    await expect(
      heading ? consolePage.getByRole('heading', { level: 1, name: heading }) : consolePage.locator('main h1'),
    ).toBeVisible();
    await consolePage.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(consolePage);
  }
  await consolePage.context().close();
});
