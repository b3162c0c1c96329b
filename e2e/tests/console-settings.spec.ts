import { approve, openConsole, signIn, signUp, uniqueLoginId } from './accounts-helpers';
import { type APIRequestContext, expect, test, waitingForApp } from './fixtures';
import { expectNoSeriousA11yViolations, xsrfHeader } from './helpers';

/**
 * The console's landing page and settings. The journey lowers the won minimum and changes the phone, and
 * puts both back at the end: other journeys running beside it only ever see a minimum they pass and a Korean number.
 */

type Settings = Record<string, unknown> & { updatedAt: string | null; minOrderKrw: number; contactPhone: string };

async function adminApi(request: APIRequestContext) {
  const xsrf = await xsrfHeader(request);
  const signedIn = await request.post('/console/api/auth/sign-in', {
    data: { loginId: 'admin', password: 'Demo!2026pass' },
    headers: xsrf,
  });
  const headers = { ...xsrf, 'x-operator-token': (await signedIn.json()).payload.token as string };
  return {
    read: async (): Promise<Settings> =>
      (await (await request.get('/console/api/settings', { headers })).json()).payload,
    /** Puts `values` back over whatever is saved now. */
    restore: async (values: Settings) => {
      const { updatedAt } = (await (await request.get('/console/api/settings', { headers })).json()).payload;
      const response = await request.put('/console/api/settings', { headers, data: { ...values, updatedAt } });
      expect(response.ok()).toBe(true);
    },
  };
}

/** An orderable product whose one MOQ pack costs the buyer less than ₩300,000, and that pack's price. */
async function cheapPack(request: APIRequestContext, headers: Record<string, string>) {
  for (let id = 21; id < 300; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`, { headers });
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (payload.exist && payload.price.unitPrice * payload.moq < 250_000)
      return { id, onePack: payload.price.unitPrice * payload.moq };
  }
  throw new Error('no cheap orderable product');
}

test('the dashboard counts and links; an admin changes the phone and the minimum, the storefront follows', async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  // Sign-up, approval, two consoles and two scans: longer than the default on a loaded machine.
  test.setTimeout(150_000);
  const request = await playwright.request.newContext({ baseURL });
  const api = await adminApi(request);
  const original = await api.read();
  const operator = await openConsole(browser);

  try {
    // A new applicant waits: the dashboard counts it, and its link opens the pending buyers.
    const loginId = uniqueLoginId('dash');
    const applicant = {
      loginId,
      password: 'Lotus-Harbour-2048',
      company: `${loginId} Trading`,
      name: 'Tran Thi Binh',
      email: `${loginId}@buyer.example`,
    };
    await signUp(page, operator, applicant);
    await operator.goto('/admin');
    await expect(operator.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const applicants = operator.getByRole('link', { name: /applicants? to review/ });
    await expect(applicants).toHaveAttribute('href', '/admin/buyers?status=pending');
    await expect(applicants).toContainText(/^[1-9]\d*/);
    await expect(operator.getByRole('link', { name: /new orders? to confirm/ })).toHaveAttribute(
      'href',
      '/admin/orders?state=PLACED',
    );
    await expect(operator.getByRole('link', { name: /^Shipped \d+$/ })).toHaveAttribute(
      'href',
      '/admin/orders?state=SHIPPED',
    );
    // The weeks: a drawing named for what it shows, and its numbers a click away.
    await expect(operator.getByRole('img', { name: /^Quotation requests per week\. .* this week\.$/ })).toBeVisible();
    await expect(operator.getByRole('img', { name: /^Sales per week in USD\./ })).toBeVisible();
    const requests = operator.getByRole('region', { name: 'Quotation requests per week' });
    await requests.getByText('Show the numbers').click();
    await expect(requests.getByRole('row')).toHaveCount(13);
    await expect(
      operator.getByRole('region', { name: 'Top products, last 12 weeks' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(operator);
    await applicants.click();
    await expect(operator).toHaveURL(/\/admin\/buyers\?status=pending$/);
    await expect(operator.getByRole('link', { name: applicant.company })).toBeVisible();
    await approve(operator, applicant.company, 'KRW');

    // The new buyer's basket: one pack, short of the ₩600,000 minimum.
    const buyerApi = await playwright.request.newContext({ baseURL });
    const xsrf = await xsrfHeader(buyerApi);
    const signedIn = await buyerApi.post('/auth/client/sign-in', {
      data: { loginId, password: applicant.password },
      headers: xsrf,
    });
    const headers = { ...xsrf, 'x-auth-token': (await signedIn.json()).payload.login.token as string };
    const { id, onePack } = await cheapPack(buyerApi, headers);
    expect((await buyerApi.post('/client/api/v1/quotation/add', { headers, data: { productIds: [id] } })).ok()).toBe(
      true,
    );
    await buyerApi.dispose();
    await signIn(page, loginId, applicant.password);
    await page.goto('/quotation/');
    await expect(page.getByRole('progressbar', { name: 'Minimum order ₩600,000' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor((onePack * 100) / 600_000)),
    );

    // The admin lowers the won minimum and changes the phone.
    await operator
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(operator.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(operator);
    const minimum = operator.getByLabel('Minimum order in Korean won');
    await expect(minimum).toHaveValue('600000');
    // A malformed amount is refused in words, and nothing is sent.
    await minimum.fill('3 lakh');
    await operator.getByRole('button', { name: 'Save settings' }).click();
    await expect(operator.getByText('Enter a whole amount in won, such as 600000.')).toBeVisible();
    await expect(minimum).toBeFocused();
    await minimum.fill('300,000');
    await operator.getByLabel('Contact phone').fill('+82 2-555-0199');
    await operator.getByRole('button', { name: 'Save settings' }).click();
    await expect(operator.getByText('The settings are saved.')).toBeVisible();
    await expect(minimum).toHaveValue('300000');

    // The buyer's basket goes by the new minimum, and a visitor's footer shows the new phone.
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Minimum order ₩300,000' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor((onePack * 100) / 300_000)),
    );
    const visitor = waitingForApp(await (await browser.newContext()).newPage());
    await visitor.goto('/');
    await expect(visitor.locator('footer').getByRole('link', { name: '+82 2-555-0199' })).toBeVisible();

    // The change is in the audit log, and staff neither see the settings nor reach them.
    await operator.goto('/admin/audit?targetType=settings');
    await expect(operator.getByRole('cell', { name: /Minimum order, KRW: 600000 .*300000/ })).toBeVisible();
    const staff = await openConsole(browser, 'staff');
    const nav = staff.getByRole('navigation', { name: 'Console sections' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await staff.goto('/admin/settings');
    await expect(
      staff.getByRole('alert').filter({ hasText: 'Only admins can see and change the settings.' }),
    ).toBeVisible();
  } finally {
    await api.restore(original);
    await request.dispose();
  }
});
