import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations, PRICE_KEY, recordApi } from './helpers';

/** Searches as a person does: the header's field, typed into, sent with Enter. */
async function searchFromHeader(page: Page, text: string) {
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search brands and products' });
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?search=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${text}”`);
}

const products = (page: Page) => page.getByRole('region', { name: /^Products/ }).locator('.product-card');

test('a visitor searches in Korean and in Vietnamese from the header and sees marked results, no price', async ({
  page,
}) => {
  const bodies = recordApi(page);
  await page.goto('/');

  await searchFromHeader(page, '크림');
  await expect(products(page).first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/\d+ products?/);
  await expect(products(page).first().locator('mark', { hasText: '크림' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[$₩]\s?\d/);

  // The next page is in the address, and comes from the API without prices either.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(products(page).first()).toBeVisible();

  await searchFromHeader(page, 'ốc sên');
  await expect(products(page).first()).toBeVisible();
  // The cards speak the visitor's language (English here): the Vietnamese words found the snail products.
  await expect(products(page).first()).toContainText(/snail/i);
  await expect(products(page).filter({ hasText: 'Sign in to check prices' }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[$₩]\s?\d/);

  const searches = bodies.filter((body) => body.includes('"terms"'));
  expect(searches.length).toBeGreaterThanOrEqual(3);
  for (const body of bodies) expect(body).not.toMatch(PRICE_KEY);
});

test('a Russian visitor searches in Russian: Russian product names, brand names in Latin letters', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByLabel('Language').selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // "с центеллой" (with centella), as a Russian buyer types it: the names say it after the kind of product.
  await page.goto(`/search/?search=${encodeURIComponent('с центеллой')}`);
  // (The regions are named in Russian: the cards are found by their class.)
  const cards = page.locator('main .product-card');
  const first = cards.first();
  await expect(first.locator('.product-card__name')).toHaveText(/^[А-ЯЁ][а-яё -]+ с центеллой \d/);
  await expect(first.locator('.product-card__name mark', { hasText: 'центеллой' })).toBeVisible();
  await expect(first.locator('.product-card__brand')).toHaveText(/^[A-Za-z]+ [A-Za-z]+$/);
  await expect(first.locator('.product-card__name-ko')).toHaveText(/^병풀 /);

  // An adjective agrees with its noun: "матовая помада" finds the matte lipsticks.
  await page.goto(`/search/?search=${encodeURIComponent('матовая помада')}`);
  await expect(cards.first().locator('.product-card__name')).toHaveText(/^Матовая помада \d/);

  // The brand's Korean name finds it; it is shown by its Latin name, the Hangul beside it.
  await page.goto('/brand/401/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^[A-Za-z]+ [A-Za-z]+$/);
  const latin = (await heading.innerText()).trim();
  const korean = (await page.locator('main p[lang="ko"]').first().innerText()).trim();
  await page.goto(`/search/?search=${encodeURIComponent(korean)}`);
  await expect(page.locator('#search-brands-heading')).toBeVisible();
  await expect(
    page
      .locator('.search-group')
      .first()
      .getByRole('link', { name: new RegExp(latin) })
      .first(),
  ).toBeVisible();
});

test('a signed-in USD buyer sees dollar prices in the results', async ({ page }) => {
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await searchFromHeader(page, 'centella');
  const first = products(page).first();
  await expect(first.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
  await expect(products(page).filter({ hasText: 'Sign in to check prices' })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('₩');
});

test('a brand is found by name, a typo is corrected and said so', async ({ page }) => {
  await page.goto('/search/?search=centela');
  await expect(page.getByText('Nothing matched “centela” as typed. Showing results for centella')).toBeVisible();
  await expect(
    products(page)
      .first()
      .locator('mark', { hasText: /centella/i })
      .first(),
  ).toBeVisible();

  await page.goto('/brand/401/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loading…');
  const brand = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await searchFromHeader(page, brand);
  const brands = page.getByRole('region', { name: /^Brands/ });
  await expect(brands.getByRole('link', { name: new RegExp(brand) }).first()).toBeVisible();
  await brands
    .getByRole('link', { name: new RegExp(brand) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/brand\/401\/$/);
});

test('markup typed into the search is shown as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto('/');
  const text = `<script>alert("x")</script><img src=x onerror=alert(1)> 'quoted'`;
  await searchFromHeader(page, text);
  await expect(page.getByRole('heading', { name: `Nothing found for “${text}”` })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('nothing found: popular brands and close words to try', async ({ page }) => {
  await page.goto('/search/?search=centella%20qxzvvq');
  await expect(page.getByRole('heading', { name: 'Nothing found for “centella qxzvvq”' })).toBeVisible();
  await expect(page.getByText('Popular brands')).toBeVisible();
  await page.getByRole('link', { name: 'centella', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/\?search=centella$/);
  await expect(products(page).first()).toBeVisible();
});

for (const [what, path] of [
  ['products found', '/search/?search=snail'],
  ['brands found', '/search/?search=lab'],
  ['nothing found', '/search/?search=qxzvvq'],
]) {
  test(`the search page with ${what} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path as string);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('status')).not.toHaveText('Searching…');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
}
