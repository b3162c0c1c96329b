import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';

/**
 * The README's pictures, written to docs/images/ only with DOCS_SCREENSHOTS=1 (so that an ordinary run leaves the
 * committed files alone): `DOCS_SCREENSHOTS=1 npm run test:e2e -- tests/docs-screenshots.spec.ts`.
 */
const images = (name: string) => fileURLToPath(new URL(`../../docs/images/${name}`, import.meta.url));

/** The pictures load lazily; a live stream would keep the network busy for ever, so the wait is bounded. */
const settled = (page: Page) => page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

test.skip(process.env.DOCS_SCREENSHOTS !== '1', 'writes the documentation pictures only when DOCS_SCREENSHOTS=1');
test.describe.configure({ timeout: 90_000 });

test('the storefront home page at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: images('storefront-home.jpg'), type: 'jpeg', quality: 80 });
});

test('a product page on a phone, signed in with prices', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto('/product/5/');
  await expect(page.getByText(/\$\d/).first()).toBeVisible();
  // A tall phone screen: the picture, the name, the buyer's price and the cart's buttons in one picture.
  await page.setViewportSize({ width: 375, height: 1180 });
  await settled(page);
  await page.screenshot({ path: images('product-phone.jpg'), type: 'jpeg', quality: 80 });
});

test("the console's orders at 1280 px", async ({ browser }) => {
  const operator = await openConsole(browser);
  await operator.setViewportSize({ width: 1280, height: 800 });
  await operator.goto('/admin/orders');
  await expect(operator.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(operator.getByRole('link', { name: /^O-\d{4}-\d+$/ }).first()).toBeVisible();
  await settled(operator);
  await operator.screenshot({ path: images('console-orders.jpg'), type: 'jpeg', quality: 80 });
  await operator.context().close();
});
