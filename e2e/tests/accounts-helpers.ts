import { type Browser, expect, type Page, waitingForApp } from './fixtures';

export const DEMO_PASSWORD = 'Demo!2026pass';

/** A login id no other test or run uses. */
export const uniqueLoginId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** An operator signed in to the console, in a browser context of their own. */
export async function openConsole(browser: Browser, loginId = 'admin'): Promise<Page> {
  const context = await browser.newContext();
  const page = waitingForApp(await context.newPage());
  await page.goto('/admin/sign-in');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

/**
 * Opens the newest e-mail to `to` whose subject matches, in the console's outbox, and returns its text — the way an
 * operator (or the demo's applicant) reads mail when no mail server is configured.
 */
export async function readMail(consolePage: Page, to: string, subject: RegExp): Promise<string> {
  await consolePage.goto('/admin/outbox');
  const mail = consolePage.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await consolePage.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await mail.locator('summary').click();
  return mail.locator('pre').innerText();
}

/** The six digits of the newest verification e-mail to `email`. */
export async function verificationCode(consolePage: Page, email: string): Promise<string> {
  const text = await readMail(consolePage, email, /verification code/i);
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the e-mail to ${email}: ${text}`);
  return code;
}

/** Fills in and sends the sign-up form as an applicant would, verifying the e-mail with the code from the outbox. */
export async function signUp(
  page: Page,
  consolePage: Page,
  applicant: {
    loginId: string;
    password: string;
    company: string;
    name: string;
    email: string;
    registrationNo?: string;
    website?: string;
  },
): Promise<void> {
  await page.goto('/sign-up/');
  await page.getByLabel('Login ID').fill(applicant.loginId);
  await expect(page.getByText('This login ID is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByLabel('Confirm password').fill(applicant.password);
  await page.getByLabel('Company name').fill(applicant.company);
  await page.getByLabel('Country', { exact: true }).fill('Viet');
  await page.getByRole('option', { name: /Vietnam/ }).click();
  if (applicant.registrationNo) await page.getByLabel('Registration or tax number').fill(applicant.registrationNo);
  if (applicant.website) await page.getByLabel('Website').fill(applicant.website);
  await page.getByLabel("Representative's name").fill(applicant.name);
  await page.getByLabel("Representative's e-mail").fill(applicant.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code lives five minutes; the form counts down in mm:ss.
  await expect(page.getByRole('timer')).toHaveText(/^0[45]:[0-5]\d$/);
  await page.getByLabel('Verification code').fill(await verificationCode(consolePage, applicant.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('E-mail address verified')).toBeVisible();
  // The calling code follows the country chosen above.
  await expect(page.getByLabel('Calling code')).toHaveValue(/\+84 Vietnam/);
  await page.getByLabel('Phone number').fill('90 123 4567');
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/auth\/complete\/authentication-in-progress\/$/);
}

/** The operator opens the applicant from the buyers list and approves it with a grade and a currency. */
export async function approve(consolePage: Page, company: string, currency: 'USD' | 'KRW'): Promise<void> {
  await consolePage.goto('/admin/buyers');
  await consolePage.getByLabel('Search buyers').fill(company);
  await consolePage.getByRole('button', { name: 'Search', exact: true }).click();
  await consolePage.getByRole('link', { name: company }).click();
  await consolePage.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = consolePage.getByRole('dialog', { name: 'Approve the application' });
  await dialog.getByRole('radio', { name: /\(02\)/ }).check();
  await dialog.getByRole('radio', { name: new RegExp(currency) }).check();
  await dialog.getByRole('button', { name: 'Approve buyer' }).click();
  await expect(consolePage.getByText(`${company} is approved.`)).toBeVisible();
}

/** Signs in on the storefront and waits for the welcome toast. */
export async function signIn(page: Page, loginId: string, password: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/^Welcome, .+! Your prices are now shown\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/\?sign-in=true$/);
}

/** A new applicant, signed up and approved: for journeys that need an account of their own to change or end. */
export async function approvedBuyer(page: Page, consolePage: Page, prefix: string) {
  const loginId = uniqueLoginId(prefix);
  const buyer = {
    loginId,
    password: 'Lotus-Harbour-2048',
    company: `${loginId} Trading`,
    name: 'Tran Thi Binh',
    email: `${loginId}@buyer.example`,
  };
  await signUp(page, consolePage, buyer);
  await approve(consolePage, buyer.company, 'USD');
  return buyer;
}
