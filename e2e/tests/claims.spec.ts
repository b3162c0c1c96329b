import { DEMO_PASSWORD, openConsole, signIn } from './accounts-helpers';
import { type APIRequestContext, expect, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';

test.describe.configure({ timeout: 150_000 });

/** A 1×1 PNG: what a phone's photo of a crushed carton is to the server (a picture by its first bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** demo-krw's delivered order whose claims' window is still open (the demo has one, delivered three days ago). */
async function claimableOrder(request: APIRequestContext) {
  const headers = await buyerHeaders(request, 'demo-krw');
  const { payload } = await (
    await request.get('/client/api/v1/orders?state=DELIVERED&size=50&locale=en', { headers })
  ).json();
  for (const order of payload.list as { id: number; number: string }[]) {
    const claims = (await (await request.get(`/client/api/v1/orders/${order.id}/claims`, { headers })).json()).payload;
    if (claims.canClaim && claims.claims.length === 0) return order;
  }
  throw new Error('demo-krw has no delivered order within its claims window');
}

test('a buyer reports damaged goods with a photo, an operator credits them, the buyer downloads the credit note', async ({
  page,
  browser,
  request,
}) => {
  const order = await claimableOrder(request);

  // The buyer: "Report a problem" on the delivered order, two damaged units of the first line, a photo with its preview.
  await signIn(page, 'demo-krw', DEMO_PASSWORD);
  await page.goto(`/order/${order.id}/`);
  const claims = page.getByRole('region', { name: 'Problems with this delivery' });
  await expect(claims.getByText(/You can report damaged, missing or wrong goods until/)).toBeVisible();
  await claims.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: `Report a problem with order ${order.number}` });
  await expect(dialog).toBeVisible();
  const units = dialog.getByRole('spinbutton').first();
  await units.fill('2');
  await expect(dialog.getByRole('radio', { name: 'Damaged' })).toBeChecked();
  await dialog.getByLabel('What you found (optional)').fill('Two bottles arrived broken.');
  await dialog.getByLabel(/^Photos/).setInputFiles({ name: 'crushed-carton.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Preview of crushed-carton.png' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send the claim' }).click();
  await expect(page.getByText(`Your claim on order ${order.number} is sent.`)).toBeVisible();
  const card = claims.getByRole('article');
  await expect(card.getByText('Under review')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo 1: crushed-carton.png' })).toBeVisible();
  await expect(card.getByText(/Two bottles arrived broken/)).toBeVisible();

  // The operator: the claim in the console's list, its photo, a credit note of ₩1,000 with the reason.
  const console = await openConsole(browser, 'staff');
  await console.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Claims' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  const row = console.getByRole('row').filter({ hasText: order.number });
  await row.getByRole('link', { name: /^#\d+$/ }).click();
  await expect(console.getByRole('heading', { level: 1, name: /^Claim #\d+$/ })).toBeVisible();
  await expect(console.getByRole('img', { name: 'Photo 1 of the claim: crushed-carton.png' })).toBeVisible();
  await expect(console.getByRole('radio', { name: 'Credit note' })).toBeChecked();
  await console.getByLabel('Credit amount (KRW)').fill('1000');
  await console.getByLabel('Reason for the buyer').fill('Breakage in transit, confirmed by the photo.');
  await expectNoSeriousA11yViolations(console);
  await console.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(console.getByRole('heading', { name: 'Resolution' })).toBeVisible();
  const creditNumber = (await console.locator('.console-facts .console-mono').first().textContent())!.trim();
  expect(creditNumber).toMatch(/^CN-\d{4}-\d{6}$/);
  // The order's console page lists its claim.
  await console.getByRole('link', { name: order.number }).click();
  await expect(
    console.getByRole('region', { name: 'Claims' }).getByRole('link', { name: /Claim #\d+ · Damaged/ }),
  ).toBeVisible();

  // The buyer: the outcome, the credit note and its PDF.
  await page.reload();
  await expect(card.getByText('Credit note', { exact: true })).toBeVisible();
  await expect(card.getByText(`Our answer: Breakage in transit, confirmed by the photo.`)).toBeVisible();
  await expect(card.getByText(new RegExp(`Credit note ${creditNumber} of ₩1,000`))).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download credit note ${creditNumber} (PDF)` }).click();
  expect((await download).suggestedFilename()).toBe(`${creditNumber}.pdf`);
  await expectNoSeriousA11yViolations(page);
});
