import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

const PAGES = [
  '/',
  '/brand/',
  '/brand/401/',
  '/brand/492',
  '/product/5/',
  '/category/2/',
  '/category/2/?stock=1&moq=12&sort=name',
  '/quick-order/',
  '/about/',
  '/how-to-use/',
  '/hive-center/',
  '/search/?search=cream',
  '/sign-in/',
  '/auth/complete/authentication-in-progress/',
  '/terms/',
  '/privacy/',
  '/company/',
  '/link-hub/',
  '/business-agency/',
  '/certification/',
  '/supplier-application/',
  '/request-brand/',
  '/contact/',
  '/report-issue/?page=%2Fbrand%2F&error=Internal%20server%20error&requestId=abc-123',
  '/admin',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the open drawer has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
