import { openConsole } from './accounts-helpers';
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.describe.configure({ timeout: 90_000 });

/** A sold-out product of the demo catalogue, with its brand. */
async function soldOutProduct(request: APIRequestContext) {
  for (let id = 1; id < 2_000; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`);
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (!payload.exist) return { id, name: payload.name as string, brandId: payload.brand.id as number };
  }
  throw new Error('no sold-out product');
}

test('a visitor asks for a restock of a sold-out product, once; the operators see the request', async ({
  page,
  browser,
}) => {
  const product = await soldOutProduct(page.request);
  const email = `restock-${Date.now().toString(36)}@buyer.example`;

  // The card says it too, and opens the page ready to ask.
  await page.goto(`/brand/${product.brandId}/`);
  const card = page.getByRole('link', { name: `Ask for restock: ${product.name}` }).first();
  if ((await card.count()) > 0) {
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}/\\?restock$`));
  } else {
    await page.goto(`/product/${product.id}/`);
    await page.getByRole('button', { name: 'Ask for restock' }).click();
  }
  const section = page.getByRole('region', { name: 'Sold out for now' });
  await section.getByRole('button', { name: 'Ask for restock' }).click();
  await expect(section.getByText('This field is required.')).toBeVisible();
  await section.getByLabel('Your e-mail address').fill(email);
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Ask for restock' }).click();
  await expect(section.getByText('Thank you: we will e-mail that address when it is back.')).toBeVisible();

  // Asking again is the same request.
  await page.goto(`/product/${product.id}/?restock`);
  await section.getByLabel('Your e-mail address').fill(email.toUpperCase());
  await section.getByRole('button', { name: 'Ask for restock' }).click();
  await expect(section.getByText('You have asked already: we will e-mail you when it is back.')).toBeVisible();

  const operator = await openConsole(browser);
  await operator.goto('/admin/restock');
  await expect(operator.getByRole('heading', { level: 1, name: 'Restock requests' })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(product.name);
  await expect(row).toContainText('Visitor');
  await expect(row).toContainText('Waiting');
  await expectNoSeriousA11yViolations(operator);
  await operator.context().close();
});
