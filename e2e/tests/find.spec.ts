import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, test } from './fixtures';
import { PRICE_KEY, recordApi } from './helpers';

type Card = { id: number; sku: string; moq: number; exist: boolean; brand: { id: number; name: string }; name: string };
type Category = { products: { list: Card[]; total: number }; brands: { id: number; name: string; count: number }[] };

test('a visitor opens a category from the home page, narrows it in the address and gets the same list from the link', async ({
  page,
}) => {
  const bodies = recordApi(page);
  await page.goto('/');
  const tile = page.locator('.category-tile').first();
  const name = (await tile.locator('.category-tile__name').textContent())!;
  await tile.click();
  await expect(page).toHaveURL(/\/category\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = Number(/\/category\/(\d+)\//.exec(page.url())![1]);

  // Products of several brands, no price for a visitor, and no price sort offered.
  const cards = page.locator('.grid--products .product-card');
  await expect(cards.first()).toBeVisible();
  const brandsShown = new Set(await cards.locator('.product-card__brand').allTextContents());
  expect(brandsShown.size).toBeGreaterThan(1);
  await expect(cards.first().getByText('Sign in to check prices')).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option')).toHaveText(['Newest', 'Name', 'Smallest MOQ']);

  // A brand, then held stock and a largest MOQ: each goes into the address.
  const brand = page.getByLabel('Brand', { exact: true });
  const brandOption = brand.locator('option').nth(1);
  const brandValue = (await brandOption.getAttribute('value'))!;
  const brandName = (await brandOption.textContent())!.replace(/ \(\d+\)$/, '');
  await brand.selectOption(brandValue);
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brandValue}(&|$)`));
  await expect(cards.locator('.product-card__brand').first()).toHaveText(brandName);
  expect(new Set(await cards.locator('.product-card__brand').allTextContents())).toEqual(new Set([brandName]));
  await brand.selectOption('');
  await page.getByLabel('MOQ up to').selectOption('12');
  await expect(page).toHaveURL(/[?&]moq=12(&|$)/);
  await sort.selectOption('moq');
  await expect(page).toHaveURL(/[?&]sort=moq(&|$)/);
  const moqs = async () =>
    (await cards.locator('.product-card__facts div').filter({ hasText: 'MOQ' }).locator('dd').allTextContents()).map(
      (text) => Number.parseInt(text, 10),
    );
  // The list before stays on screen until the sorted one arrives: waited for, not read at once.
  await expect
    .poll(async () => {
      const shown = await moqs();
      return shown.every((moq, index) => moq <= 12 && (index === 0 || shown[index - 1]! <= moq));
    })
    .toBe(true);

  // The same address, opened afresh, shows the same choices and the same products.
  const shown = await cards.locator('.product-card__name').allTextContents();
  const address = page.url();
  await page.goto(address);
  await expect(page.getByLabel('MOQ up to')).toHaveValue('12');
  await expect(page.getByLabel('Sort by')).toHaveValue('moq');
  await expect(cards.locator('.product-card__name')).toHaveText(shown);

  // In stock only: every card is held; clearing the filters keeps the sort.
  // (The box follows the address: it is ticked once the address says so.)
  await page.getByLabel('In stock only').click();
  await expect(page).toHaveURL(/[?&]stock=1(&|$)/);
  await expect(page.getByLabel('In stock only')).toBeChecked();
  await expect(cards.first().or(page.getByText('No product matches these filters.'))).toBeVisible();
  // The list before the filter stays on screen until the filtered one arrives: waited for, not read at once.
  await expect(cards.locator('.badge').filter({ hasText: 'Sold out' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/category/${id}/\\?sort=moq$`));
  expect(bodies.filter((body) => PRICE_KEY.test(body))).toEqual([]);
});

test('a buyer sees prices on a category page and sorts by price, kept in the address', async ({ page }) => {
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto('/category/2/?sort=price-asc');
  const prices = page.locator('.grid--products .product-card .price-tag__unit strong');
  await expect(prices.first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  const amounts = (await prices.allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect
    .poll(async () => Number((await prices.first().textContent())!.replace(/[^0-9.]/g, '')))
    .toBeGreaterThan(amounts[0]!);
});

test('a visitor adds a product from its card: one MOQ pack goes to the cart', async ({ page }) => {
  await page.goto('/category/2/');
  const card = page
    .locator('.grid--products .product-card')
    .filter({ has: page.locator('.quick-add') })
    .first();
  const name = (await card.locator('.product-card__name').textContent())!;
  await card.getByRole('button', { name: /^Add \d+ to cart/ }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.goto('/cart/');
  await expect(page.getByText(name).first()).toBeVisible();
});

test('a buyer pastes SKUs in a quick order, sees each line resolved and adds the good ones to the cart at once', async ({
  page,
  request,
}) => {
  const answer = await request.get('/client/api/v1/category/2/products?size=40');
  const { products } = (await answer.json()).payload as Category;
  const orderable = products.list.filter((p) => p.exist && p.moq > 1);
  const [first, second, third] = orderable;
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto('/category/2/');
  await page.getByRole('link', { name: 'Know your SKUs? Quick order' }).click();
  await expect(page).toHaveURL(/\/quick-order\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  const lines = [
    `${first!.sku}\t${first!.moq * 2}`,
    `${second!.sku.toLowerCase()}, ${second!.moq + 1}`,
    'NO-SUCH-SKU 10',
    `${third!.sku} ${third!.moq - 1}`,
    'what is this line',
  ];
  await page.getByLabel('SKUs and quantities').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Check the lines' }).click();
  const rows = page.locator('.quick-order__line');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText(first!.name);
  await expect(rows.nth(0)).toContainText(`2 MOQ packs = ${first!.moq * 2} units`);
  await expect(rows.nth(0).locator('strong')).toHaveText(/^\$[0-9,]+\.\d\d$/);
  await expect(rows.nth(1)).toContainText(second!.name);
  await expect(rows.nth(1)).toContainText('Rounded up to whole MOQ packs');
  await expect(rows.nth(2)).toContainText('Unknown SKU');
  await expect(rows.nth(3)).toContainText(`Below the MOQ of ${third!.moq} units`);
  await expect(rows.nth(4)).toContainText('Not a SKU and a quantity');
  await expect(page.getByText('2 lines are ready for the cart. 3 lines need your attention.')).toBeVisible();

  await page.getByRole('button', { name: 'Add 2 products to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByText(first!.name).first()).toBeVisible();
  await expect(page.getByText(second!.name).first()).toBeVisible();
});

test("a brand's name finds its products, and search results narrow by brand and sort, in the address", async ({
  page,
  request,
}) => {
  const answer = await request.get('/client/api/v1/category/2/products?size=1');
  const { products } = (await answer.json()).payload as Category;
  const brand = products.list[0]!.brand;
  await page.goto(`/search/?search=${encodeURIComponent(brand.name)}`);
  const cards = page.locator('.grid--products .product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.locator('.product-card__brand').filter({ hasText: brand.name }).first()).toBeVisible();

  await page.goto('/search/?search=cream');
  await expect(cards.first()).toBeVisible();
  const choice = page.getByLabel('Brand', { exact: true }).locator('option').nth(1);
  const value = (await choice.getAttribute('value'))!;
  const name = (await choice.textContent())!.replace(/ \(\d+\)$/, '');
  await page.getByLabel('Brand', { exact: true }).selectOption(value);
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${value}(&|$)`));
  await expect(page).toHaveURL(/search=cream/);
  await expect
    .poll(async () => new Set(await cards.locator('.product-card__brand').allTextContents()))
    .toEqual(new Set([name]));
  await page.getByLabel('Sort by').selectOption('moq');
  await expect(page).toHaveURL(/[?&]sort=moq(&|$)/);
  await page.reload();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(value);
  await expect(page.getByLabel('Sort by')).toHaveValue('moq');
});
