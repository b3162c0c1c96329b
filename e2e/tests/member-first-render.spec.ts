import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, test } from './fixtures';

/** What React says in the console when the HTML it takes over is not the page it would draw. */
const HYDRATION = /hydrat|Minified React error #(418|419|423|425)/i;

test("a signed-in buyer's product page arrives drawn with their price, and the app takes it over as it is", async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'demo-usd', DEMO_PASSWORD);

  // The page as a phone that has not run any of the app's code yet shows it: the server's HTML alone.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const still = await context.newPage();
    const response = await still.goto('/product/5/');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const box = still.locator('.price-tag--detailed');
    await expect(box.getByText('Your price')).toBeVisible();
    await expect(box.locator('strong')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(still.getByText('Sign in to check prices')).toHaveCount(0);
  } finally {
    await context.close();
  }

  // With the app running: the same page, taken over without a mismatch (the server's elements stay), and alive.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnPrice?: Element | null }).drawnPrice = document.querySelector('.price-tag--detailed');
    });
  });
  const response = await page.goto('/product/5/');
  expect(await response?.text()).toContain('data-session="');
  await expect(page.locator('.price-tag--detailed').getByText('Your price')).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const kept = await page.evaluate(() => {
    const drawn = (window as { drawnPrice?: Element | null }).drawnPrice;
    return Boolean(drawn) && drawn === document.querySelector('.price-tag--detailed');
  });
  expect(kept).toBe(true);
  expect(errors.filter((text) => HYDRATION.test(text))).toEqual([]);
  await page.getByRole('link', { name: 'Byeol Studio' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.filter((text) => HYDRATION.test(text))).toEqual([]);

  // The buyer's other pages, loaded afresh, arrive drawn for them and are taken over as cleanly: their home (their own
  // greeting, not a visitor's), a brand, a category, the basket and their orders.
  const home = await (await page.request.get('/')).text();
  expect(home).toContain('buyer-home__name">Emily Carter');
  // The header arrives with the company's name, from the session: the page reads no account to show it. Nor does it
  // read again, as it takes a page over, what the server has just drawn it from (the buyer's home, their orders, the
  // orders waiting for the owner's approval, the basket's count and which products are in it, the chat's unread
  // replies). Once the page is idle, the chat's stream opens from where the server read the chat, by the session
  // cookie: no ticket, and so none of the contract's schemas to read an answer with.
  expect(home).toContain('title="Emily Carter · Pacific Beauty Trading LLC"');
  const readAgain: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/client\/api\/v1\/(buyer\/me|buyer-home|orders|company|cart\/cnt|cart\/exists)\b/.test(url))
      readAgain.push(url);
    if (/\/client\/api\/v1\/chat(\/stream-ticket)?(\?|$)/.test(url)) readAgain.push(url);
  });
  for (const url of ['/', '/brand/492/', '/category/1/', '/order/']) {
    const stream = page.waitForRequest((request) => request.url().includes('/client/api/v1/chat/stream?'));
    const response = await page.goto(url);
    expect(await response?.text()).toContain('data-session="');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.locator('main').first()).toBeVisible();
    const opened = new URL((await stream).url()).searchParams;
    expect(opened.get('after')).toMatch(/^\d+-\d+$/);
    expect(opened.has('ticket')).toBe(false);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(loaded.filter((name) => name.includes('/assets/schemas-'))).toEqual([]);
  }
  // The basket's page reads forms with the schemas; it too reads nothing again.
  await page.goto('/quotation/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  expect(errors.filter((text) => HYDRATION.test(text))).toEqual([]);
  await expect(page.locator('.header__company')).toHaveAttribute('title', /Pacific Beauty Trading LLC/);
  expect(readAgain).toEqual([]);

  // With the installed app's service worker answering this page's requests, a page still comes from the server,
  // drawn for the buyer: the stored shell is only for when the network is gone.
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.ready) && navigator.serviceWorker.controller),
  );
  const throughWorker = await page.goto('/brand/401/');
  expect(throughWorker?.fromServiceWorker()).toBe(true);
  expect(await throughWorker?.text()).toContain('data-session="');

  // Signing out forgets the cookie: the product page is a visitor's again, drawn without a price.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out. See you again soon!')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === 'hive_session')).toEqual([]);
  const visitor = await page.request.get('/product/5/');
  expect(await visitor.text()).not.toContain('data-session');
});

test('a buyer whose browser has no session cookie yet gets it from the app, and their next page arrives drawn', async ({
  page,
}) => {
  await signIn(page, 'demo-krw', DEMO_PASSWORD);
  // As a buyer signed in before the server set the cookie: the token in the tab, no cookie.
  await page.context().clearCookies({ name: 'hive_session' });
  const asked = page.waitForResponse((response) => response.url().endsWith('/auth/client/session-cookie'));
  const first = await page.goto('/product/5/');
  expect(await first?.text()).toContain('data-session-cookie="missing"');
  expect((await asked).status()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'hive_session')?.httpOnly).toBe(true);

  const next = await page.goto('/product/5/');
  expect(await next?.text()).toContain('data-session="');
  await expect(page.locator('.price-tag--detailed').locator('strong')).toHaveText(/^₩\d{1,3}(,\d{3})*$/);
});
