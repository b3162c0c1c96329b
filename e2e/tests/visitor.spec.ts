import { expect, test } from './fixtures';
import { PRICE_KEY, recordApi } from './helpers';

test('a visitor goes from home to the brand list to a brand page and sees no price anywhere', async ({ page }) => {
  const responses = recordApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Korean brands, wholesale, delivered to your business',
  );
  await expect(page.getByRole('heading', { name: 'Top brands' })).toBeVisible();

  await page.getByRole('link', { name: 'Browse brands' }).click();
  await expect(page).toHaveURL(/\/brand\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All brands' })).toBeVisible();
  await expect(page.getByText(/^\d+ brands$/)).toBeVisible();

  const firstBrand = page.locator('main .brand-card').first();
  const brandName = (await firstBrand.locator('.brand-card__name').textContent()) ?? '';
  await firstBrand.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to check prices' }).first()).toBeVisible();

  await page.locator('.product-card__link').first().click();
  await expect(page.getByRole('term').filter({ hasText: 'HS code' })).toBeVisible();
  await expect(page.locator('.product__info').getByRole('link', { name: 'Sign in to check prices' })).toBeVisible();

  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/[$₩]\s?\d/);
  expect(responses.length).toBeGreaterThan(3);
  for (const body of responses) expect(body).not.toMatch(PRICE_KEY);
});

test('the brand list filters by category and pages', async ({ page }) => {
  await page.goto('/brand/');
  await expect(page.locator('main .brand-card')).toHaveCount(24);
  await page.getByLabel('Category').selectOption({ label: 'All of Makeup' });
  await expect(page).toHaveURL(/categoryId=2/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('the in-stock brand is labelled and lists only products held in stock', async ({ page }) => {
  await page.goto('/brand/492');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hive Center In Stock');
  await expect(page.locator('.brand-header .badge')).toHaveText('In stock');
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(page.locator('.product-card .badge', { hasText: 'In stock' })).toHaveCount(count);
});

test('an unknown page and an unknown brand show the not-found page', async ({ page }) => {
  for (const path of ['/no-such-page', '/brand/999999/']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  }
});
