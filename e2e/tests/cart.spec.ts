import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations, PRICE_KEY, recordApi, xsrfHeader } from './helpers';

// Whole journeys through several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

type Product = { id: number; name: string; moq: number };

/** The first `count` products that can be ordered (not sold out), from product 5 on. */
async function orderable(request: APIRequestContext, count: number): Promise<Product[]> {
  const found: Product[] = [];
  for (let id = 5; found.length < count && id < 200; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`);
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (payload.exist) found.push({ id: payload.id, name: payload.name, moq: payload.moq });
  }
  return found;
}

/** Puts products in the page's own cart (the browser context's cookie), as the product page would. */
async function fillCart(page: Page, products: Product[], quantity = 1) {
  const response = await page.request.post('/client/api/v1/cart/add', {
    data: products.map((product) => ({ productId: product.id, quantity })),
    headers: await xsrfHeader(page.request),
  });
  expect(response.ok()).toBe(true);
}

/** Empties a buyer's cart through the API, so the journey starts from a known state however often it runs. */
async function emptyBuyerCart(request: APIRequestContext, loginId: string) {
  const headers = await xsrfHeader(request);
  const signedIn = await request.post('/auth/client/sign-in', { data: { loginId, password: DEMO_PASSWORD }, headers });
  const token = (await signedIn.json()).payload.login.token as string;
  const auth = { ...headers, 'x-auth-token': token };
  const items = (await (await request.get('/client/api/v1/cart', { headers: auth })).json()).payload as {
    id: number;
  }[];
  if (items.length > 0)
    await request.delete(`/client/api/v1/cart/${items.map((item) => item.id).join(',')}`, { headers: auth });
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });
const money = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a visitor fills a cart from the product page, signs in and finds the items merged, with prices', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const [first, second] = (await orderable(request, 2)) as [Product, Product];
  await emptyBuyerCart(request, 'demo-usd');
  await request.dispose();

  await page.goto(`/product/${first.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  // The quantity counts MOQ packs; the units follow.
  await page.getByRole('button', { name: `One pack more of ${first.name}` }).click();
  await page.getByRole('button', { name: `One pack more of ${first.name}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${first.name} in MOQ packs` })).toHaveValue('3');
  await expect(page.getByText(`= ${3 * first.moq} units`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await expect(page.getByText('This product is in your cart.')).toBeVisible();
  // The same product again: updated, not added twice.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('The quantity in your cart is updated.')).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  // No "add to quotation" for a visitor.
  await expect(page.getByRole('button', { name: 'Add to quotation' })).toHaveCount(0);

  await page.goto(`/product/${second.id}/`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, 2)).toBeVisible();

  await cartLink(page, 2).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: first.name })).toBeVisible();
  await expect(page.getByRole('link', { name: second.name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in to check prices' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/[$₩]\s?\d/);

  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await expect(cartLink(page, 2)).toBeVisible();
  await page.goto('/cart/');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${first.name} in MOQ packs` })).toHaveValue('3');
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${second.name} in MOQ packs` })).toHaveValue('1');
  // The buyer's prices: subtotal = MOQ × quantity × unit price, and the checked total adds the subtotals up.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: first.name }) });
  const unit = money(await row.locator('dt', { hasText: 'Unit price' }).locator('+ dd').innerText());
  const subtotalText = await row.locator('dt', { hasText: 'Subtotal' }).locator('+ dd').innerText();
  expect(subtotalText).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(money(subtotalText)).toBe(first.moq * 3 * unit);
  const other = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: second.name }) });
  const otherSubtotal = money(await other.locator('dt', { hasText: 'Subtotal' }).locator('+ dd').innerText());
  const total = page.getByRole('region', { name: 'Selected' }).locator('dt', { hasText: 'Total' }).locator('+ dd');
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  expect(money(await total.innerText())).toBe(first.moq * 3 * unit + otherSubtotal);
  await expect(page.getByRole('button', { name: 'Move checked to quotation basket' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order checked now' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Sign in to check prices')).toHaveCount(0);

  // Scanned once the welcome toast has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
});

test('a visitor checks one or all, deletes the checked ones and steps quantities; the header count follows', async ({
  page,
}) => {
  const [a, b, c] = (await orderable(page.request, 3)) as [Product, Product, Product];
  await fillCart(page, [a, b, c]);
  await page.goto('/cart');
  await expect(cartLink(page, 3)).toBeVisible();
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await expect(selectAll).toBeChecked();
  await expect(page.getByText('3 of 3 selected')).toBeVisible();

  await selectAll.uncheck();
  await expect(page.getByText('0 of 3 selected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${a.name}` })).not.toBeChecked();
  // Nothing checked: deleting the selected does nothing (the button says so with aria-disabled, and is still pressed).
  await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Delete selected' }).click({ force: true });
  await expect(page.getByRole('checkbox', { name: /^Select (?!all)/ })).toHaveCount(3);
  await expect(page.getByText('The selected products are removed from your cart.')).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Select ${a.name}` }).check();
  await expect(page.getByText('1 of 3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText('The selected products are removed from your cart.')).toBeVisible();
  await expect(page.getByRole('link', { name: a.name })).toHaveCount(0);
  await expect(cartLink(page, 2)).toBeVisible();

  // The stepper: one click is one pack; the saved quantity survives a reload.
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${b.name} in MOQ packs` });
  const saved = page.waitForResponse((response) => response.url().endsWith('/cart/edit') && response.ok());
  await page.getByRole('button', { name: `One pack more of ${b.name}` }).click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByText(`= ${2 * b.moq} units`)).toBeVisible();
  await saved;
  await expect(page.getByRole('button', { name: `One pack less of ${b.name}` })).toBeEnabled();
  const typed = page.waitForResponse((response) => response.url().endsWith('/cart/edit') && response.ok());
  await quantity.fill('12');
  await typed;
  await page.reload();
  await expect(quantity).toHaveValue('12');
  await expect(page.getByText(`= ${(12 * b.moq).toLocaleString('en-US').replace(/,/g, ',')} units`)).toBeVisible();

  // Check all again, then remove one item with its own button.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('2 of 2 selected')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${c.name} from the cart` }).click();
  await expect(page.getByText('Removed from your cart.')).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await page.reload();
  await expect(page.getByText('1 of 1 selected')).toBeVisible();
});

test('a visitor sends a no-member quotation for the checked items and sees its number', async ({ page }) => {
  // On a phone, where the form is long and the confirmation replaces it above the fold.
  await page.setViewportSize({ width: 375, height: 740 });
  const bodies = recordApi(page);
  const [a, b] = (await orderable(page.request, 2)) as [Product, Product];
  await fillCart(page, [a, b], 2);
  await page.goto('/cart/');
  await page.getByRole('checkbox', { name: `Select ${b.name}` }).uncheck();
  await expect(page.getByText('1 of 2 selected')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Request a quotation for 1 product' });
  await submit.click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();

  await page.getByLabel('Company name').fill('Saigon Beauty Trading');
  await page.getByLabel('Country', { exact: true }).fill('Viet');
  await page.getByRole('option', { name: /Vietnam/ }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('+84 ');
  await page.getByLabel('Contact name').fill('Nguyen Thi Lan');
  await page.getByLabel('E-mail').fill('lan@saigon-beauty.example');
  await page.getByLabel('Phone').fill('+84 912 345 678');
  await page.getByLabel('Message (optional)').fill('Please quote FOB Busan.');
  await submit.click();

  const sent = page.getByRole('status').filter({ hasText: 'Your quotation request' });
  await expect(sent).toContainText(/Your quotation request Q-\d{4}-\d+ is sent\./);
  await expect(sent).toContainText('lan@saigon-beauty.example');
  // The confirmation is where the reader is, and a screen reader reads it.
  await expect(sent).toBeFocused();
  await expect(sent).toBeInViewport();
  // The requested product left the cart; the unchecked one stayed.
  await expect(page.getByRole('link', { name: a.name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: b.name })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  for (const body of bodies) expect(body).not.toMatch(PRICE_KEY);
});

test('/cart and /cart/ both open the cart; the empty cart and the full one pass an accessibility scan', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillCart(page, await orderable(page.request, 3), 4);
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByText('3 of 3 selected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a quotation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
