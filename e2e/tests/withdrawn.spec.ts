import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD } from './accounts-helpers';
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, xsrfHeader } from './helpers';

const vi = JSON.parse(readFileSync(new URL('../../apps/web/src/i18n/locales/vi/cart.json', import.meta.url), 'utf8'));

type Product = { id: number; sku: string; name: string };

// The status of a page is the server's: the installed service worker would answer later navigations with the app.
test.use({ serviceWorkers: 'block' });
// A journey through several pages and two languages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Products no other journey looks at (far down the catalogue, in no pick, not held, not of category 2 or brand 401,
 * which the finding and search journeys count), on sale: hiding one for a moment disturbs nobody.
 */
async function quietProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const tree = (await (await request.get('/client/api/category/tree/2?locale=en')).json()).payload.list as {
    id: number;
    children: { id: number }[];
  }[];
  const counted = new Set([2, ...(tree.find((top) => top.id === 2)?.children.map((child) => child.id) ?? [])]);
  const found: Product[] = [];
  for (let id = 3_100; found.length < count && id < 3_400; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`);
    if (!response.ok()) continue;
    const { payload } = await response.json();
    const quiet = payload.groups.length === 0 && payload.brand.id !== 401 && !counted.has(payload.category.id);
    if (payload.exist && !payload.held && quiet) found.push({ id, sku: payload.sku, name: payload.name });
  }
  return found;
}

/** Staff hide a product in the console, or show it again. */
async function setHidden(request: APIRequestContext, productId: number, hidden: boolean) {
  const xsrf = await xsrfHeader(request);
  const signedIn = await request.post('/console/api/auth/sign-in', {
    data: { loginId: 'staff', password: DEMO_PASSWORD },
    headers: xsrf,
  });
  const headers = { ...xsrf, 'x-operator-token': (await signedIn.json()).payload.token as string };
  const response = await request.post('/console/api/products/bulk', {
    data: { action: hidden ? 'hide' : 'show', ids: [productId] },
    headers,
  });
  expect(response.ok()).toBe(true);
}

test('a product withdrawn while it is in the cart stays there, marked no longer sold, and cannot be checked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  const [withdrawn, kept] = (await quietProducts(staff, 2)) as [Product, Product];
  const added = await page.request.post('/client/api/v1/cart/add', {
    data: [withdrawn, kept].map((product) => ({ productId: product.id, quantity: 1 })),
    headers: await xsrfHeader(page.request),
  });
  expect(added.ok()).toBe(true);

  await setHidden(staff, withdrawn.id, true);
  try {
    await page.goto('/cart');
    const line = page.locator('.line-item').filter({ hasText: withdrawn.sku });
    await expect(line.getByText('No longer sold')).toBeVisible();
    // The mark stands on its own line, not somewhere else on the page.
    const [mark, row] = [await line.getByText('No longer sold').boundingBox(), await line.boundingBox()];
    expect(mark!.y).toBeGreaterThanOrEqual(row!.y);
    expect(mark!.y + mark!.height).toBeLessThanOrEqual(row!.y + row!.height);
    const box = page.getByRole('checkbox', { name: `Select ${withdrawn.name}` });
    await expect(box).toBeDisabled();
    await expect(box).not.toBeChecked();
    // Its page is gone: its name leads nowhere.
    await expect(line.getByRole('link', { name: withdrawn.name })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: `Select ${kept.name}` })).toBeChecked();
    // The summary counts what can be chosen: the other product alone.
    await expect(page.getByText('1 of 1 selected')).toBeVisible();
    const selectAll = page.getByRole('checkbox', { name: 'Select all' });
    await selectAll.uncheck();
    await expect(page.getByText('0 of 1 selected')).toBeVisible();
    await selectAll.check();
    await expect(page.getByText('1 of 1 selected')).toBeVisible();
    await expect(box).not.toBeChecked();
    // Read again from the server, it is still there, still not chosen.
    await page.reload();
    await expect(line.getByText('No longer sold')).toBeVisible();
    await expect(box).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Said in the reader's language.
    await page.locator('footer').getByLabel('Language').selectOption('vi');
    await expect(line.getByText(vi.item.withdrawn)).toBeVisible();
    await expect(line.getByRole('checkbox')).toBeDisabled();

    // Its page is gone from the storefront.
    const response = await page.goto(`/product/${withdrawn.id}/`);
    expect(response?.status()).toBe(404);
  } finally {
    await setHidden(staff, withdrawn.id, false);
    await staff.dispose();
  }
});
