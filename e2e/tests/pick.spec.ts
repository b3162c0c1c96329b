import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations, PRICE_KEY, recordApi } from './helpers';

/** A name as a pattern that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Group = { code: string; type: 'PICK' | 'CHOICE'; name: string; productCount: number };

/** The picks menu as the API serves it, to find a group with both lists and more than one page. */
async function menu(page: Page): Promise<Group[]> {
  const response = await page.request.get('/client/api/picks');
  expect(response.ok()).toBe(true);
  return (await response.json()).payload;
}

/** A group whose pick list fits on a page of 24 less often than its choice list: both lists exist, the choice pages. */
async function groupWithBothLists(page: Page) {
  const groups = await menu(page);
  for (const pick of groups.filter((g) => g.type === 'PICK')) {
    const choice = groups.find((g) => g.code === pick.code && g.type === 'CHOICE');
    if (choice && choice.productCount > 24) return { pick, choice };
  }
  throw new Error('the demo data has no group with both lists and a choice list of two pages');
}

test('a visitor opens a pick from the home page, switches to the choice list, pages, and sees no price', async ({
  page,
}) => {
  const responses = recordApi(page);
  const { pick, choice } = await groupWithBothLists(page);
  await page.goto('/');
  const picks = page.getByRole('region', { name: 'Picks' });
  await picks.scrollIntoViewIfNeeded();
  await picks.getByRole('link', { name: new RegExp(`^${literally(pick.name)} `) }).click();

  await expect(page).toHaveURL(new RegExp(`/pick/${pick.code}-pick/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.name);
  await expect(page.locator('.product-card')).toHaveCount(Math.min(24, pick.productCount));
  await expect(page.getByRole('link', { name: 'Sign in to check prices' }).first()).toBeVisible();

  const lists = page.getByRole('navigation', { name: 'Pick and choice lists' });
  await expect(lists.getByRole('link', { name: new RegExp(literally(pick.name)) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await lists.getByRole('link', { name: new RegExp(literally(choice.name)) }).click();
  await expect(page).toHaveURL(new RegExp(`/pick/${choice.code}-choice/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(choice.name);
  await expect(page.locator('.pick-header__meta')).toHaveText(`${choice.productCount} products`);
  await expect(page.locator('.product-card')).toHaveCount(24);
  const firstOfPageOne = await page.locator('.product-card__name').first().textContent();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.product-card')).toHaveCount(choice.productCount - 24);
  await expect(page.locator('.product-card__name').first()).not.toHaveText(firstOfPageOne ?? '');

  // The other groups are one chip away.
  const others = page.getByRole('navigation', { name: 'More picks' });
  await expect(others.getByRole('link')).not.toHaveCount(0);
  await expect(others.getByRole('link', { name: choice.name })).toHaveCount(0);

  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/[$₩]/);
  expect(responses.some((body) => body.includes('"products"'))).toBe(true);
  for (const body of responses) expect(body).not.toMatch(PRICE_KEY);
});

test('a product page links to the lists the product is in', async ({ page }) => {
  const { choice } = await groupWithBothLists(page);
  const response = await page.request.get(`/client/api/pick/${choice.code}/choice?size=1`);
  const [product] = (await response.json()).payload.products.list;
  await page.goto(`/product/${product.id}/`);
  await page.getByRole('link', { name: choice.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pick/${choice.code}-choice/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(choice.name);
  // The product leads the list it was taken from.
  await expect(page.locator('.product-card__link').first()).toHaveAttribute('href', `/product/${product.id}/`);
});

test('a buyer sees the list with prices in the account currency', async ({ page }) => {
  const { pick } = await groupWithBothLists(page);
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto(`/pick/${pick.code}-pick/`);
  await expect(page.locator('.product-card')).toHaveCount(Math.min(24, pick.productCount));
  await expect(page.locator('.product-card .price-tag')).toHaveCount(Math.min(24, pick.productCount));
  await expect(page.locator('.product-card').first()).toContainText(/\$\d/);
  await expect(page.getByRole('link', { name: 'Sign in to check prices' })).toHaveCount(0);
});

test('an unknown group or list type shows the not-found page', async ({ page }) => {
  for (const path of ['/pick/no-such-group-pick/', '/pick/best-favourite/', '/pick/best/']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  }
});

test('a pick page has no serious accessibility violations', async ({ page }) => {
  const { pick } = await groupWithBothLists(page);
  await page.goto(`/pick/${pick.code}-pick/`);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'More picks' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
