import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const vi = JSON.parse(readFileSync(new URL('../../apps/web/src/i18n/locales/vi/common.json', import.meta.url), 'utf8'));

test('switching to Vietnamese survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByLabel('Language').selectOption('vi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.home.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(vi.home.title).not.toBe('Korean brands, wholesale, delivered to your business');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi.home.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // Category names come from the API in the chosen language.
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(vi.nav.brands) }).first()).toBeVisible();
  await expect(page.locator('.category-tile__name').first()).toHaveText('Chăm sóc da');
});
