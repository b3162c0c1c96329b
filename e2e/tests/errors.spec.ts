import { expect, test } from './fixtures';

test('a page the client cannot read shows the error page, whose buttons work', async ({ page }) => {
  await page.goto('/brand/401/');
  const product = page.getByRole('link', { name: /Nude Blusher 6 g/ }).first();
  await expect(product).toBeVisible();
  // A page drawn by the server carries its data; the broken answer comes with the next page opened in the app.
  await page.route('**/client/api/v2/product/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"payload":{"unexpected":true}}' }),
  );
  await product.click();
  await expect(page.getByText("Oops! Something went wrong and we couldn't process your request.")).toBeVisible();
  const report = page.getByRole('link', { name: 'Report The Issue' });
  await expect(report).toHaveAttribute('href', /^\/report-issue\/\?page=.+product%2F7/);

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/brand\/401\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Byeol Studio' })).toBeVisible();

  await product.click();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Korean brands, wholesale, delivered to your business',
  );
});

test('a server error shows the server error message as a red toast', async ({ page }) => {
  await page.route('**/client/api/brands?**', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.goto('/brand/');
  await expect(page.getByRole('alert')).toHaveText(
    /Server error. please retry again or contact to website administrator./,
  );
});
