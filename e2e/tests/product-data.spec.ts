import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const INCI = 'Water, Glycerin, Niacinamide, Butylene Glycol, Centella Asiatica Extract, Panthenol, Allantoin';

test("an operator fills a product's data and its brand's terms; an approved buyer reads them and downloads the certificate, a visitor sees no minimum", async ({
  browser,
  page,
}) => {
  const id = 41;
  const product = (await (await page.request.get(`/client/api/v2/product/${id}?locale=en`)).json()).payload;
  const consolePage = await openConsole(browser, 'staff');

  // The product: shelf life, country of manufacture, the INCI list, and a certificate.
  await consolePage.goto(`/admin/products/${id}`);
  await expect(consolePage.getByRole('heading', { level: 2, name: 'Product data for importers' })).toBeVisible();
  await consolePage.getByLabel('Shelf life (months)').fill('30');
  await consolePage.getByLabel('Country of manufacture').fill('kr');
  await consolePage.getByLabel('Ingredients (INCI)').fill(INCI);
  await consolePage.getByLabel('Allergens').fill('');
  await consolePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(consolePage.getByText('Saved. Buyers see the change now.')).toBeVisible();

  const certificates = consolePage.getByRole('region', { name: 'Certificates' });
  await certificates.getByLabel('Kind').selectOption('COA');
  await certificates.getByLabel('Title').fill('Analysis 2026');
  await certificates
    .getByLabel('PDF file')
    .setInputFiles({ name: 'analysis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await certificates.getByRole('button', { name: 'Add certificate' }).click();
  await expect(certificates.getByRole('button', { name: 'Remove Analysis 2026' })).toBeVisible();
  // Not a PDF: refused, nothing added.
  await certificates.getByLabel('Title').fill('Not a PDF');
  await certificates
    .getByLabel('PDF file')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') });
  await certificates.getByRole('button', { name: 'Add certificate' }).click();
  await expect(certificates.getByText('This file is not a PDF.')).toBeVisible();
  await expect(certificates.getByRole('button', { name: 'Remove Not a PDF' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(consolePage);

  // The brand: lead time and a minimum order in both currencies.
  await consolePage.goto(`/admin/brands/${product.brand.id}`);
  await consolePage.getByLabel('Lead time (days)').fill('9');
  await consolePage.getByLabel('Minimum order (USD)').fill('640.00');
  await consolePage.getByLabel('Minimum order (KRW)').fill('');
  await consolePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(consolePage.getByRole('alert')).toHaveText('Give the minimum in both currencies, or in neither.');
  await consolePage.getByLabel('Minimum order (KRW)').fill('890000');
  await consolePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(consolePage.getByText('Saved. Buyers see the change now.')).toBeVisible();
  await consolePage.context().close();

  // A visitor: the product data, but no minimum, no lead time, no certificates — in the page and in its JSON.
  const answer = await page.request.get(`/client/api/v2/product/${id}?locale=en`);
  const visitorJson = await answer.text();
  expect(visitorJson).not.toMatch(/"(brandTerms|terms|minOrder|certificates)"/);
  expect(visitorJson).not.toContain('64000');
  await page.goto(`/product/${id}/`);
  const section = page.getByRole('region', { name: 'Product data' });
  await expect(section.getByText(INCI)).toBeVisible();
  await expect(section.getByText('30 months')).toBeVisible();
  await expect(section.getByText('South Korea')).toBeVisible();
  await expect(page.getByText('Brand minimum per order')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Analysis 2026' })).toHaveCount(0);
  expect(await page.content()).not.toContain('$640.00');

  // An approved buyer: the brand's terms in their currency, and the certificate as a download.
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  await page.goto(`/product/${id}/`);
  const terms = page.getByRole('definition').filter({ hasText: '$640.00' });
  await expect(terms).toBeVisible();
  await expect(page.getByText('9 days')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Analysis 2026' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${product.sku}-COA.pdf`);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`/brand/${product.brand.id}/`);
  await expect(page.getByText('Brand minimum per order')).toBeVisible();
});
