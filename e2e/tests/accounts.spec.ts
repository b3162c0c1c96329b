import {
  approve,
  approvedBuyer,
  DEMO_PASSWORD,
  openConsole,
  readMail,
  signIn,
  signUp,
  uniqueLoginId,
} from './accounts-helpers';
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousA11yViolations, xsrfHeader } from './helpers';

test.describe.configure({ timeout: 90_000 });

/** A quotation the buyer requests the way the basket does: one product, enough packs for the $500 minimum. */
async function requestQuotation(request: APIRequestContext, buyer: { loginId: string; password: string }) {
  const xsrf = await xsrfHeader(request);
  const signedIn = await request.post('/auth/client/sign-in', {
    data: { loginId: buyer.loginId, password: buyer.password },
    headers: xsrf,
  });
  const headers = { ...xsrf, 'x-auth-token': (await signedIn.json()).payload.login.token as string };
  for (let id = 40; id < 340; id++) {
    const found = await request.get(`/client/api/v2/product/${id}?locale=en`, { headers });
    if (!found.ok()) continue;
    const product = (await found.json()).payload;
    if (!product.exist) continue;
    const quantity = Math.min(9999, Math.ceil(60_000 / (product.price.unitPrice * product.moq)));
    expect((await request.post('/client/api/v1/quotation/add', { data: { productIds: [id] }, headers })).ok()).toBe(
      true,
    );
    expect(
      (await request.put('/client/api/v1/quotation/qty', { data: { productId: id, quantity }, headers })).ok(),
    ).toBe(true);
    const requested = await request.post('/client/api/v1/quotation/request', {
      data: { requestProducts: [{ product: { id }, quantity }] },
      headers,
    });
    expect(requested.ok(), await requested.text()).toBe(true);
    return (await requested.json()).payload.quotation as { id: number; number: string };
  }
  throw new Error('no orderable product');
}

test('a company signs up, waits for approval, is approved in the console, signs in, edits its settings, adds an address and signs out', async ({
  page,
  browser,
}) => {
  const operator = await openConsole(browser);
  const loginId = uniqueLoginId('sgn');
  const applicant = {
    loginId,
    password: 'Tropical-Mango-77',
    company: `${loginId} Beauty Co.`,
    name: 'Nguyen Van An',
    email: `${loginId}@buyer.example`,
    registrationNo: 'MST 0312345678',
    website: `${loginId}.example.vn`,
  };

  await signUp(page, operator, applicant);
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();

  // Before approval, signing in leads back to the same page and no session is kept.
  await page.goto('/sign-in/');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/complete\/authentication-in-progress\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await approve(operator, applicant.company, 'KRW');
  await expect(operator.getByText('Active', { exact: true }).first()).toBeVisible();
  // The approver saw who the company is: its tax number, and its website as a link.
  await expect(operator.getByText('MST 0312345678')).toBeVisible();
  await expect(operator.getByRole('link', { name: `https://${loginId}.example.vn` })).toHaveAttribute(
    'href',
    `https://${loginId}.example.vn`,
  );
  expect(await readMail(operator, applicant.email, /is approved/)).toContain(applicant.company);

  await signIn(page, loginId, applicant.password);

  // Settings: grade and currency shown, not editable; company details saved and kept after a reload.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(loginId, { exact: true })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'General settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'General settings' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your account' });
  await expect(summary).toContainText('KRW');
  await expect(summary).toContainText('02');
  await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveCount(0);
  await page.getByLabel('Company name').fill(`${applicant.company} Vietnam`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue(`${applicant.company} Vietnam`);

  // The address book: the first address becomes the default.
  await page.getByRole('link', { name: 'Address settings' }).first().click();
  await expect(page.getByText('You have not saved any delivery address yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Consignee').fill('Nguyen Van An');
  await page.getByLabel('Phone number').fill('28 3823 4567');
  await page.getByLabel('Country', { exact: true }).fill('Viet');
  await page.getByRole('option', { name: /Vietnam/ }).click();
  await page.getByLabel('Address line 1').fill('12 Le Loi Street, District 1');
  await page.getByLabel('City').fill('Ho Chi Minh City');
  await page.getByLabel('Postal code').fill('700000');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The address has been added.')).toBeVisible();
  await expect(page.getByText('12 Le Loi Street, District 1')).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  // Scanned once the toast has gone: axe reads a toast in the middle of its fade as low contrast.
  await expect(page.getByText('The address has been added.')).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Signing out from the menu ends the session and goes home as a visitor.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out. See you again soon!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.goto('/my-page/general-settings/');
  await expect(page.getByLabel('Company name')).toHaveCount(0);

  // The operator sees the change in the buyer's profile and the approval in the audit log.
  await operator.goto('/admin/audit');
  await expect(operator.getByRole('row').filter({ hasText: 'Approved buyer' }).first()).toBeVisible();
  await operator.context().close();
});

test('a session ended on the server while the buyer browses: the next click carries on as a visitor, with no error page', async ({
  page,
  browser,
}) => {
  const operator = await openConsole(browser);
  const buyer = await approvedBuyer(page, operator, 'rev');
  await signIn(page, buyer.loginId, buyer.password);
  await page.goto('/brand/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // An admin suspends the account: every session of it ends on the server.
  await operator.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = operator.getByRole('dialog', { name: 'Suspend the account' });
  await dialog.getByLabel('Reason').fill('Unpaid invoices, checking with the buyer.');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(operator.getByText(`${buyer.company} is suspended.`)).toBeVisible();

  // The buyer clicks on: the page loads as for a visitor and the session is forgotten.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'In stock' }).click();
  await expect(page).toHaveURL(/\/brand\/492/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText("Oops! Something went wrong and we couldn't process your request.")).toHaveCount(0);
  await expect(page.getByText('Sign in to check prices').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('root'))).toContain('"token":""');
  await operator.context().close();
});

test('a buyer who forgot the password resets it with the link from the e-mail and signs in with the new one', async ({
  page,
  browser,
}) => {
  const operator = await openConsole(browser);
  const buyer = await approvedBuyer(page, operator, 'rst');

  await page.goto('/sign-in/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page stays until the next one's code has come, and it has a "Login ID" too: wait for the next page.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Login ID').fill(buyer.loginId);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If this account exists, we have sent a link/)).toBeVisible();

  const mail = await readMail(operator, buyer.email, /Reset your Hive password/);
  const link = mail.match(/https?:\/\/\S+\/find\/password\/reset\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link as string);
  await page.goto(pathname + search);
  await expect(page.getByText('This link is valid for another')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Sapphire-Canyon-5150');
  await page.getByLabel('Confirm password').fill('Sapphire-Canyon-5150');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  // The link works once.
  await page.goto(pathname + search);
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/sign-in/');
  await page.getByLabel('Login ID').fill(buyer.loginId);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The login ID or the password is not correct.')).toBeVisible();
  await signIn(page, buyer.loginId, 'Sapphire-Canyon-5150');
  await operator.context().close();
});

test('a buyer closes the account once its quotation is cancelled: personal data goes, the login id can never sign in again', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const operator = await openConsole(browser);
  const buyer = await approvedBuyer(page, operator, 'wdr');
  await signIn(page, buyer.loginId, buyer.password);
  const quotation = await requestQuotation(await playwright.request.newContext({ baseURL }), buyer);

  await page.goto('/my-page/general-settings/');
  await page.getByRole('link', { name: 'Close your Hive account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Close your account' })).toBeVisible();

  // An open quotation keeps the account open: the page lists it, and the button stays disabled.
  const blocked = page.getByRole('region', { name: 'Your account cannot be closed yet' });
  await expect(blocked).toContainText('You have quotations that are still open.');
  const open = blocked.getByRole('list', { name: 'Open quotations' });
  await expect(page.getByRole('button', { name: 'Close my account' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await open.getByRole('link', { name: `Quotation ${quotation.number} — Requested` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/quotations/${quotation.id}/$`));
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the request' }).click();
  await expect(page.getByText('The quotation request is cancelled.')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Close your account' })).toBeVisible();
  await expect(blocked).toHaveCount(0);

  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('Tick this box to confirm that you understand.')).toBeVisible();
  await page.getByLabel('Why are you leaving?').fill('We now buy through a local distributor.');
  await page.getByLabel('Password', { exact: true }).fill('not-my-password-1');
  await page.getByLabel(/I understand that my personal data will be erased/).check();
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('Your account has been closed. Thank you for buying with Hive.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/sign-in/');
  await page.getByLabel('Login ID').fill(buyer.loginId);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\/$/);

  // The console shows the account as withdrawn, without the representative's name.
  await operator.goto('/admin/buyers');
  await operator.getByLabel('Search buyers').fill(buyer.loginId);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(operator.getByText('Withdrawn').first()).toBeVisible();
  await expect(operator.getByText(buyer.name)).toHaveCount(0);
  await operator.context().close();
});

test('a signed-in buyer who opens the sign-in page is told so and sent home', async ({ page }) => {
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto('/sign-in/');
  await expect(page.getByText('You are already signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-up tells what is wrong, in the chosen language, and sends nothing', async ({ page }) => {
  await page.goto('/sign-up/');
  await page.getByLabel('Login ID').fill('demo-usd');
  await expect(page.getByText('This login ID is already taken.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await expect(page.getByText(/Not a common, easy-to-guess password/)).toBeVisible();
  await page.getByLabel("Representative's e-mail").fill('not-an-address');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@company.com.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toBeDisabled();

  // The same form in Vietnamese.
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('vi');
  await page.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(page.getByText('Hãy nhập địa chỉ e-mail hợp lệ, ví dụ name@company.com.')).toBeVisible();
  await expect(page.getByText('ID đăng nhập này đã có người sử dụng.')).toBeVisible();
});

test('the sign-up form and the console have no serious accessibility violation', async ({ page, browser }) => {
  await page.goto('/sign-up/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const operator = await openConsole(browser);
  await expectNoSeriousA11yViolations(operator);
  await operator.goto('/admin/outbox');
  await expect(operator.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  await operator.context().close();
});

test('staff neither see the outbox nor read it', async ({ browser }) => {
  const staff = await openConsole(browser, 'staff');
  const nav = staff.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  await staff.goto('/admin/outbox');
  await expect(staff.getByRole('alert').filter({ hasText: 'Only admins can read the outbox.' })).toBeVisible();
  await expect(staff.getByRole('listitem').filter({ hasText: '@' })).toHaveCount(0);
  await staff.context().close();
});
