import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('on a phone the menu opens as a drawer that locks scrolling and lists brands', async ({ page }) => {
  await page.goto('/');
  // Drawn once first opened: not in the page as it arrives, nor drawn by the app as it takes the page over.
  await expect(page.locator('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Sign in to check prices.')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Top brands' })).toBeVisible();
  await expect(drawer.locator('#drawer-new ~ ul li')).toHaveCount(15);
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);

  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);

  await page.getByRole('button', { name: 'Menu' }).click();
  await drawer.locator('#drawer-new ~ ul a').first().click();
  await expect(page).toHaveURL(/\/brand\/\d+\/$/);
  await expect(drawer).toBeHidden();
});

test('on a phone the search bar toggles, searches and shows the text as text', async ({ page }) => {
  await page.goto('/brand/401/');
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  const field = page.getByRole('searchbox', { name: 'Search brands and products' });
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: 'Show or hide the search bar' }).click();
  await expect(field).toBeVisible();
  await field.fill('<script>alert("x")</script> 달팽이');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?search=/);
  await expect(page.getByText('Results for “<script>alert("x")</script> 달팽이”')).toBeVisible();
});
