import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';
import { offeredQuotation, orderableProduct } from './quotation-helpers';

// The buyer of these journeys is one no other journey uses: its home holds only what these put there.
const BUYER = 'trade-mexico';
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** An axe scan once the toasts have gone: a toast fading in or out reads as low contrast. */
async function scan(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}

test.describe.configure({ timeout: 90_000 });

test("a buyer's home shows their offer to answer, their open orders, the basket's way to the minimum and what they opened last", async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  // An offer waiting for the buyer's answer (its request took its product out of the basket).
  const quotation = await offeredQuotation(request, BUYER);
  const { headers } = quotation;
  // The newest order still under way, from the buyer's history.
  const orders = (await (await request.get('/client/api/v1/orders?locale=en&size=50', { headers })).json()).payload
    .list as { id: number; number: string; state: string; totals: { amount: number } }[];
  const open = orders.find((order) => !['DELIVERED', 'CANCELLED'].includes(order.state));
  expect(open, 'the demo buyer has an order under way').toBeDefined();
  // One pack of one product in the basket: short of the $500 minimum.
  const product = await orderableProduct(request, headers, quotation.product.id + 1);
  const current = (await (await request.get('/client/api/v1/quotation', { headers })).json()).payload.items as {
    product: { id: number };
  }[];
  if (current.length > 0)
    await request.delete(`/client/api/v1/quotation/${current.map((item) => item.product.id).join(',')}`, { headers });
  await request.post('/client/api/v1/quotation/add', { data: { productIds: [product.id] }, headers });
  const subtotal = product.price.unitPrice * product.moq;

  // The member signed in is greeted by name.
  const member = (await (await request.get('/client/api/v1/company', { headers })).json()).payload.member as {
    name: string;
  };
  await signIn(page, BUYER, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${member.name}` })).toBeVisible();
  // The visitor's hero is for visitors.
  await expect(page.getByText('Korean brands, wholesale, delivered to your business')).toHaveCount(0);

  const offers = page.getByRole('region', { name: /^Offers to answer/ });
  const offer = offers.getByRole('listitem').filter({ hasText: quotation.number });
  await expect(offer).toContainText('Offer received');
  await expect(offer).toContainText(dollars(quotation.unitPrice * quotation.product.moq * quotation.packs));
  await expect(offer).toContainText(/Valid until \w{3} \d{1,2}, \d{4}/);

  const openOrders = page.getByRole('region', { name: /^Open orders/ });
  const row = openOrders.getByRole('listitem').filter({ hasText: open!.number });
  await expect(row).toContainText(dollars(open!.totals.amount));
  await expect(openOrders.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/order/');

  const basket = page.getByRole('region', { name: 'Quotation basket' });
  await expect(basket).toContainText(`1 product · ${dollars(subtotal)}`);
  await expect(basket.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.min(100, Math.floor((subtotal / 500_00) * 100))),
  );
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toContainText(
    'The products you open appear here',
  );
  await scan(page);

  // A product opened here is on the home next time, and would be on any other device too (it is kept on the server).
  await page.goto(`/product/${product.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect
    .poll(async () => {
      const home = await request.get('/client/api/v1/buyer-home?locale=en', { headers });
      return ((await home.json()).payload.recentlyViewed as { id: number }[]).map((card) => card.id);
    })
    .toContain(product.id);
  await page.getByRole('link', { name: 'Hive home' }).click();
  await expect(
    page.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { name: product.name }),
  ).toBeVisible();

  // Each row leads to its record.
  await offers.getByRole('link', { name: quotation.number }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/quotations/${quotation.id}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quotation ${quotation.number}` })).toBeVisible();
  await page.goBack();
  await openOrders.getByRole('link', { name: open!.number }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${open!.id}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(open!.number) })).toBeVisible();
});

test("a visitor sees the hero and none of a buyer's block", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Korean brands, wholesale, delivered to your business',
  );
  await expect(page.getByRole('link', { name: 'Browse brands' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Offers to answer/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await scan(page);
});

test('the in-stock showcase names no single category, groups its sub-categories by category, and is no brand among the others', async ({
  page,
}) => {
  await page.goto('/brand/492');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hive Center In Stock');
  // Only its product count under the description: no category of its own.
  await expect(page.locator('.brand-header__meta')).toHaveText(/^\d+ products$/);
  // Its own entry in the header is the current one, not the brands'.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'In stock' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Brands' })).not.toHaveAttribute('aria-current', 'page');

  // Categories first; a category's sub-categories under it.
  const categories = page.getByRole('group', { name: 'Category' });
  await expect(categories.getByRole('button', { name: 'All categories' })).toHaveAttribute('aria-pressed', 'true');
  await expect(categories.getByRole('button', { name: /^Eyes/ })).toHaveCount(0);
  await categories.getByRole('button', { name: /^Makeup \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/categoryId=2(&|$)/);
  const makeup = page.getByRole('group', { name: 'Makeup' });
  await expect(makeup.getByRole('button', { name: /^Eyes \(\d+\)$/ })).toBeVisible();
  await expect(makeup.getByRole('button', { name: /^Cleansers/ })).toHaveCount(0);
  await scan(page);

  const eyes = makeup.getByRole('button', { name: /^Eyes \(\d+\)$/ });
  const count = Number((await eyes.textContent())?.match(/\((\d+)\)/)?.[1]);
  await eyes.click();
  await expect(page).toHaveURL(/categoryId=203(&|$)/);
  await expect(eyes).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.product-card')).toHaveCount(Math.min(count, 24));

  // The brand list does not count it among the brands; the menu keeps its own entry.
  await page.goto('/brand/');
  await expect(page.locator('main .brand-card').first()).toBeVisible();
  await page.getByLabel('Brand name').fill('Hive Center');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('0 brands')).toBeVisible();
});
