import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD } from './accounts-helpers';
import { type APIRequestContext, expect, type Page } from './fixtures';

/** Keys that would carry a price or a stock count in an API response. */
export const PRICE_KEY = /"(price|supplyPrice|supplyUsd|supplyKrw|retail\w*|unitPrice|moqPrice|stockQty)"/i;

/**
 * Records every catalogue API response the page receives, and every page's HTML (a visitor's page arrives drawn by
 * the server with its data in it), to check none carries a price.
 */
export function recordApi(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/client/api/') || response.request().resourceType() === 'document')
      bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast still fading in (or out) is read at the colours of its way, not at the ones a person reads: scanned once
  // every toast shown stands still, fully drawn.
  await expect
    .poll(
      () =>
        page
          .locator('[data-sonner-toast]')
          .evaluateAll((toasts) =>
            toasts.every(
              (toast) => toast.getAnimations({ subtree: true }).length === 0 && getComputedStyle(toast).opacity === '1',
            ),
          ),
      { intervals: [50, 100, 200], timeout: 3_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The anti-forgery header for API calls made beside the page: the cookie comes with a page of the app. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const find = async () => (await request.storageState()).cookies.find((entry) => entry.name === 'XSRF-TOKEN');
  let cookie = await find();
  if (!cookie) {
    await request.get('/');
    cookie = await find();
  }
  return { 'x-xsrf-token': decodeURIComponent(cookie?.value ?? '') };
}

/** Signs a demo buyer in beside the browser: the headers of that buyer's API calls. */
export async function buyerHeaders(request: APIRequestContext, loginId: string): Promise<Record<string, string>> {
  const headers = await xsrfHeader(request);
  const signedIn = await request.post('/auth/client/sign-in', { data: { loginId, password: DEMO_PASSWORD }, headers });
  return { ...headers, 'x-auth-token': (await signedIn.json()).payload.login.token as string };
}

/** A console inbox searched for one number, and the record opened from its row. */
export async function openFromInbox(
  operator: Page,
  inbox: { path: string; title: string; search: string },
  number: string,
): Promise<void> {
  await operator.goto(inbox.path);
  await expect(operator.getByRole('heading', { level: 1, name: inbox.title })).toBeVisible();
  await operator.getByLabel(inbox.search).fill(number);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('link', { name: number }).click();
  await expect(operator.getByRole('heading', { level: 1, name: number })).toBeVisible();
}
