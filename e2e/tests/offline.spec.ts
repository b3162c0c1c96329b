import { readFileSync } from 'node:fs';
import { openConsole } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

const common = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/i18n/locales/${language}/common.json`, import.meta.url), 'utf8'));
const en = common('en');
const vi = common('vi');

/** Waits until the service worker keeps the app's files and answers this page's requests, as on a phone used before. */
async function installed(page: Page) {
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.ready) && navigator.serviceWorker.controller),
  );
}

/** The shell's notice that the connection is gone. */
const offlineNotice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('offline, a page says so with Retry, and fills by itself when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/brand/401/');
  const product = page.getByRole('link', { name: /Nude Blusher 6 g/ }).first();
  await expect(product).toBeVisible();
  await installed(page);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await context.setOffline(true);
  await expect(offlineNotice(page, en.offline.banner)).toBeVisible();
  await product.click();
  await expect(page.getByRole('heading', { level: 1, name: en.offline.title })).toBeVisible();
  await expect(page.getByText(en.errorPage.message)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Retry while still offline keeps the page as it is, and says so.
  await page.getByRole('main').getByRole('button', { name: en.offline.retry }).click();
  await expect(offlineNotice(page, en.offline.stillOffline)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: en.offline.title })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Nude Blusher 6 g' })).toBeVisible();
  await expect(offlineNotice(page, en.offline.banner)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a page visited before opens offline from the installed app, in the reader’s language, and fills online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.locator('footer').getByLabel('Language').selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/brand/401/');
  await expect(page.getByRole('heading', { level: 1, name: 'Byeol Studio' })).toBeVisible();
  await installed(page);

  // Opened again offline: the app's shell, not the browser's own error, and its notice in the reader's language (the
  // brand's answer itself may still be in the browser's cache).
  await context.setOffline(true);
  await page.goto('/brand/401/');
  await expect(offlineNotice(page, vi.offline.banner)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: vi.header.home })).toBeVisible();
  await expect(
    page
      .getByRole('heading', { level: 1, name: 'Byeol Studio' })
      .or(page.getByRole('heading', { name: vi.offline.title })),
  ).toBeVisible();
  // A page whose answer the browser never had: the offline page, then the page itself once the connection returns.
  await page.goto('/brand/402/');
  await expect(page.getByRole('heading', { level: 1, name: vi.offline.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: vi.offline.retry })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: vi.offline.title })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offlineNotice(page, vi.offline.banner)).toHaveCount(0);
});

test('a message sent offline, then with its answer lost, then again makes one request: the same key each time', async ({
  page,
  context,
  browser,
}) => {
  const subject = `Offline ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/client/api/v1/support/'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto('/contact/');
  await page.getByLabel('Your name').fill('Ivan Petrov');
  await page.getByLabel('E-mail').fill('ivan.offline@shop.example');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Is shipping to Almaty possible this month?');
  const send = page.getByRole('button', { name: 'Send the message' });

  // Offline: nothing reaches the server.
  await context.setOffline(true);
  await send.click();
  await expect(page.getByText(en.errors.network)).toBeVisible();
  await context.setOffline(false);

  // Online, but the answer is lost on its way back: the server has made the request.
  await page.route('**/client/api/v1/support/**', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await send.click();
  await expect(page.getByText(en.errors.network)).toBeVisible();
  await page.unrouteAll();

  // Sent again: the server answers with the request it made.
  await send.click();
  const receipt = page.getByRole('status').filter({ hasText: /HS-\d{6}/ });
  await expect(receipt).toBeVisible();
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

  const operator = await openConsole(browser);
  await operator.goto('/admin/support');
  await operator.getByRole('navigation', { name: 'Kind' }).getByRole('link', { name: 'Contact' }).click();
  await expect(operator.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
  const reference = (await receipt.innerText()).match(/HS-\d{6}/)![0];
  await expect(operator.getByRole('row').filter({ hasText: subject })).toContainText(reference);
});

test('the console says it is offline and reads its list again when the connection returns', async ({ browser }) => {
  const operator = await openConsole(browser);
  await operator.goto('/admin/support');
  await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
  await operator.context().setOffline(true);
  await expect(offlineNotice(operator, en.offline.banner)).toBeVisible();
  await operator.getByRole('navigation', { name: 'Kind' }).getByRole('link', { name: 'Contact' }).click();
  await expect(operator.getByText(en.errors.network)).toBeVisible();
  await operator.context().setOffline(false);
  await expect(offlineNotice(operator, en.offline.banner)).toHaveCount(0);
  await expect(operator.getByText(en.errors.network)).toHaveCount(0);
  await expect(operator.getByRole('region', { name: /^\d+ requests?$/ })).toBeVisible();
});

test('on a network that drops the answers while the browser thinks it is online, Retry asks again', async ({
  page,
}) => {
  await page.goto('/brand/401/');
  const product = page.getByRole('link', { name: /Nude Blusher 6 g/ }).first();
  await expect(product).toBeVisible();
  await page.route('**/client/api/**', (route) => route.abort('connectionreset'));

  // A page that needs its answer: the offline page, whose Retry asks again.
  await product.click();
  await expect(page.getByRole('heading', { level: 1, name: en.offline.title })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: en.offline.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.offline.title })).toBeVisible();

  // A page that shows its own state: the shell says the site cannot be reached, with Retry.
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(offlineNotice(page, en.offline.unreachable)).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('banner').getByRole('button', { name: en.offline.retry }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(offlineNotice(page, en.offline.unreachable)).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Nude Blusher 6 g' })).toBeVisible();
});
