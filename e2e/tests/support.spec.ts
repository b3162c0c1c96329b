import { readFileSync } from 'node:fs';
import { openConsole, readMail } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

// Forms, uploads, the console's inbox and a page per footer link: 17–34 s each on a slow machine beside another worker.
test.describe.configure({ timeout: 60_000 });

const locale = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  );
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The reference a sent form shows: HS-000042. */
async function sentReference(page: Page): Promise<string> {
  const receipt = page.getByRole('status').filter({ hasText: /HS-\d{6}/ });
  await expect(receipt).toBeVisible();
  // Brought to the reader and focused, wherever the form had left them.
  await expect(receipt).toBeFocused();
  await expect(receipt).toBeInViewport();
  return (await receipt.innerText()).match(/HS-\d{6}/)![0];
}

/** The operator opens a request from the support inbox, filtered by its kind. */
async function openRequest(console: Page, kind: string, reference: string) {
  await console.goto('/admin/support');
  await console.getByRole('navigation', { name: 'Kind' }).getByRole('link', { name: kind }).click();
  await console.getByRole('link', { name: reference }).click();
  await expect(console.getByRole('heading', { level: 1 })).toContainText(reference);
}

test('an issue reported from the error page reaches the console inbox with the page, the error and the request id', async ({
  page,
  browser,
}) => {
  // Two people in two browsers and two accessibility scans: 16–18 s alone, past 30 s beside another worker.
  test.setTimeout(90_000);
  await page.goto('/brand/401/');
  const product = page.getByRole('link', { name: /Nude Blusher 6 g/ }).first();
  await expect(product).toBeVisible();
  // The product's answer fails on the server's side: a 5xx that names its request.
  await page.route('**/client/api/v2/product/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'x-request-id': 'e2e-request-7f3a' },
      body: JSON.stringify({ error: 'Internal server error', code: 'INTERNAL', requestId: 'e2e-request-7f3a' }),
    }),
  );
  await product.click();
  await expect(page.getByText("Oops! Something went wrong and we couldn't process your request.")).toBeVisible();
  await page.getByRole('link', { name: 'Report The Issue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Report an issue' })).toBeVisible();
  await expect(page.getByLabel('Page address')).toHaveValue(/\/product\/7/);
  // The error toast says it too: the report's facts are in the page.
  const report = page.locator('main');
  await expect(report.getByText('Internal server error')).toBeVisible();
  await expect(report.getByText('e2e-request-7f3a')).toBeVisible();
  await page.getByLabel('What happened (optional)').fill('I opened the blusher from the brand page.');
  const email = `${unique('reporter')}@shop.example`;
  await page.getByLabel('E-mail (optional)').fill(email);
  await page.getByRole('button', { name: 'Send the report' }).click();
  const reference = await sentReference(page);

  const console = await openConsole(browser, 'staff');
  await expect(console.getByRole('link', { name: /^Support/ })).toBeVisible();
  await openRequest(console, 'Issue report', reference);
  await expect(console.getByText('e2e-request-7f3a')).toBeVisible();
  await expect(console.getByText('Internal server error')).toBeVisible();
  await expect(console.getByText('I opened the blusher from the brand page.')).toBeVisible();
  await expectNoSeriousA11yViolations(console);
  await console.getByRole('button', { name: 'Take it (in progress)' }).click();
  await expect(console.getByText('New → In progress')).toBeVisible();
  await console.getByRole('button', { name: 'Mark as done' }).click();
  await expect(console.getByText('In progress → Done')).toBeVisible();

  await console.goto('/admin/support?status=done');
  await expect(console.getByRole('link', { name: reference })).toBeVisible();
  await expectNoSeriousA11yViolations(console);
  // The outbox, where the demo's mail waits, is an admin's.
  expect(await readMail(await openConsole(browser), email, /We received your request/)).toContain(reference);
});

test('the menu’s “Report an issue” opens the report for the page the reader is on', async ({ page }) => {
  await page.goto('/brand/401/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Report an issue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report an issue' })).toBeVisible();
  await expect(page.getByLabel('Page address')).toHaveValue('/brand/401/');
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByRole('status').filter({ hasText: /HS-\d{6}/ })).toBeVisible();
});

test('a supplier applies with a catalogue from the footer; a file that is not a PDF or an image is refused', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Become a supplier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a supplier' })).toBeVisible();

  // Sent empty: every required field says so, and nothing is sent.
  await page.getByRole('button', { name: 'Send the application' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('Choose at least 1 item.')).toBeVisible();

  await page.getByLabel('Company name').fill('Seoul Glow Co., Ltd.');
  await page.getByLabel('Brand name').fill('Seoul Glow');
  await page.getByLabel('Website (optional)').fill('www.seoulglow.example');
  await page.getByRole('checkbox', { name: 'Beauty' }).check();
  await page.getByRole('checkbox', { name: 'Health' }).check();
  await page.getByLabel('Contact name').fill('Kim Ji-woo');
  const email = `${unique('supplier')}@brand.example`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+82 10-1234-5678');
  await page.getByLabel('About your products').fill('Cushion compacts and sun care, exported to Vietnam.');
  const file = page.getByLabel('Catalogue or company profile (optional)');
  await file.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await expect(page.getByText('This file is not a PDF or an image.')).toBeVisible();
  await file.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Attached: catalogue.pdf.')).toBeVisible();
  await page.getByRole('button', { name: 'Send the application' }).click();
  const reference = await sentReference(page);
  await expect(page.getByText(`We have e-mailed a confirmation to ${email}`)).toBeVisible();

  const console = await openConsole(browser);
  await openRequest(console, 'Supplier application', reference);
  await expect(console.getByText('Beauty, Health')).toBeVisible();
  await expect(console.getByRole('button', { name: 'Download the attached file catalogue.pdf' })).toBeVisible();
  // A visitor's address was never proved: the confirmation says it was received and its reference, nothing they wrote.
  const mail = await readMail(console, email, /We received your request/);
  expect(mail).toContain(reference);
  expect(mail).not.toContain('Seoul Glow');
});

test('a brand request and a message are sent from the footer and reach the inbox', async ({ page, browser }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Request a brand or product' }).click();
  await page.getByLabel('Brand', { exact: true }).fill('Moon Herb');
  await page.getByLabel('Product (optional)').fill('Herbal toner 200 ml');
  await page.getByLabel('Your name').fill('Ana Gómez');
  await page.getByLabel('E-mail').fill(`${unique('ana')}@shop.example`);
  await page.getByRole('button', { name: 'Send the request' }).click();
  const brandReference = await sentReference(page);

  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Message us' }).click();
  await page.getByLabel('Your name').fill('Ivan Petrov');
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('Subject').fill('Shipping to Almaty');
  await page.getByLabel('Message', { exact: true }).fill('How long does shipping to Kazakhstan take?');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@company.com.')).toBeVisible();
  await page.getByLabel('E-mail').fill(`${unique('ivan')}@shop.example`);
  await page.getByRole('button', { name: 'Send the message' }).click();
  const contactReference = await sentReference(page);

  const console = await openConsole(browser);
  await openRequest(console, 'Brand request', brandReference);
  await expect(console.getByText('Herbal toner 200 ml')).toBeVisible();
  await openRequest(console, 'Contact', contactReference);
  await expect(console.getByText('How long does shipping to Kazakhstan take?')).toBeVisible();
});

test('the pending page’s “Contact us” and sign-up’s terms lead to the contact form and the terms', async ({ page }) => {
  await page.goto('/auth/complete/authentication-in-progress/');
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message us' })).toBeVisible();
  await page.goto('/sign-up/');
  const terms = page.getByRole('link', { name: /terms and conditions/i }).first();
  await expect(terms).toHaveAttribute('href', '/terms/');
});

test('every footer link leads to a page', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const paths = await footer
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
  expect(paths.length).toBeGreaterThanOrEqual(11);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page not found');
  }
});

test('the policies, the company pages and the forms read in Vietnamese', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByLabel('Language').selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const legal = locale('vi', 'legal');
  const company = locale('vi', 'company');
  const support = locale('vi', 'support');
  const pages: [string, string][] = [
    ['/terms/', legal.terms.title],
    ['/privacy/', legal.privacy.title],
    ['/company/', company.company.title],
    ['/link-hub/', company.linkHub.title],
    ['/business-agency/', company.agency.title],
    ['/certification/', company.certification.title],
    ['/supplier-application/', support.supplier.title],
    ['/request-brand/', support.brandRequest.title],
    ['/contact/', support.contact.title],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
  }
  // The company page and the terms name the one seller of the settings, with its numbers.
  await page.goto('/company/');
  await expect(
    page.getByText('Mã số đăng ký kinh doanh 220-81-65722, mã hải quan (nhà xuất khẩu) HIVEKR1A23456'),
  ).toBeVisible();
  await page.goto('/terms/');
  await expect(page.locator('main')).toContainText('Hive Korea Co., Ltd.');
  await expect(page.locator('main')).not.toContainText('{{');
  // The privacy policy says how long data is kept and how to withdraw, in Vietnamese.
  await page.goto('/privacy/');
  await expect(page.getByRole('heading', { name: legal.privacy.sections[3].title })).toBeVisible();
  await expect(page.getByRole('link', { name: legal.privacy.sections[6].linkText })).toHaveAttribute(
    'href',
    '/my-page/withdraw/',
  );
});
