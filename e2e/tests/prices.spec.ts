import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { PRICE_KEY, recordApi } from './helpers';

/** The product page's price box as numbers: unit price, MOQ pack, retail, in minor units, and the MOQ. */
async function readPrices(page: Page) {
  const box = page.locator('.price-tag--detailed');
  await expect(box.getByText('Your price')).toBeVisible();
  const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const unitText = (await box.locator('strong').innerText()).trim();
  const pack = (await box.locator('dt', { hasText: 'Per MOQ pack' }).locator('+ dd').innerText()).trim();
  const retail = (await box.locator('dt', { hasText: 'Retail price' }).locator('+ dd').innerText()).trim();
  const moq = Number(
    (await page.locator('.facts dt', { hasText: /^MOQ$/ }).locator('+ dd').innerText()).replace(/[^\d]/g, ''),
  );
  return { unitText, packText: pack, retailText: retail, unit: minor(unitText), pack: minor(pack), moq };
}

test('a USD buyer sees prices in dollars to the cent, and the MOQ pack is the unit price times the MOQ', async ({
  page,
}) => {
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto('/product/5/');
  const prices = await readPrices(page);
  expect(prices.unitText).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(prices.retailText).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(prices.pack).toBe(prices.unit * prices.moq);
  await expect(page.getByText('Sign in to check prices')).toHaveCount(0);

  // The brand page's cards carry the same price for the same product.
  await page.getByRole('link', { name: 'Byeol Studio' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('.product-card');
  await expect(
    cards
      .first()
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .first(),
  ).toBeVisible();
  await expect(cards.filter({ hasText: 'Sign in to check prices' })).toHaveCount(0);
});

test('a KRW buyer sees prices in won, rounded down to the ten', async ({ page }) => {
  await signIn(page, 'demo-krw', DEMO_PASSWORD);
  await page.goto('/product/5/');
  const prices = await readPrices(page);
  expect(prices.unitText).toMatch(/^₩\d{1,3}(,\d{3})*$/);
  expect(prices.unit % 10).toBe(0);
  expect(prices.pack).toBe(prices.unit * prices.moq);

  // Same product, other buyer, other currency: the numbers differ from the USD buyer's.
  await page.goto('/brand/492');
  await expect(
    page
      .locator('.product-card')
      .first()
      .getByText(/^₩[\d,]+0$/)
      .first(),
  ).toBeVisible();
  await expect(page.locator('.price-tag__stock').first()).toHaveText(/\d+ units? in stock/);
});

test('a visitor sees no price on the product page, neither on screen nor in any answer', async ({ page }) => {
  const bodies = recordApi(page);
  const response = await page.goto('/product/5/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to check prices' }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[$₩]\s?\d/);
  // The page arrives drawn by the server with the product's data in it: that data is an answer too.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="first-render"');
  expect(html).toContain('"sku":"');
  for (const body of [html, ...bodies]) expect(body).not.toMatch(PRICE_KEY);
});
