import { approvedBuyer, openConsole, signIn } from './accounts-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test("a company's API keys: the owner creates one, copies it while it is shown once, sees it listed and revokes it", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const operator = await openConsole(browser);
  const owner = await approvedBuyer(page, operator, 'ak');
  await signIn(page, owner.loginId, owner.password);

  // The owner reaches the keys from the account's pages.
  await page.goto('/my-page/company/');
  await page.getByRole('navigation', { name: 'My page' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/my-page\/api-keys\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet. Create one below.')).toBeVisible();

  // A key needs at least one scope.
  const form = page.getByRole('region', { name: 'Create a key' });
  await form.getByLabel('Name').fill('Warehouse ERP');
  await form.getByRole('button', { name: 'Create the key' }).click();
  await expect(form.getByText('Choose at least one thing the key may do.')).toBeVisible();
  await form.getByLabel(/Read the catalogue/).check();
  await form.getByLabel(/Read orders/).check();
  await form.getByRole('button', { name: 'Create the key' }).click();

  // Shown once, with its copy button.
  const shown = page.getByRole('region', { name: 'Copy your new key now' });
  await expect(shown).toBeVisible();
  const key = ((await shown.getByTestId('api-key-value').textContent()) ?? '').trim();
  expect(key).toMatch(/^hive_live_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: /Copy/ }).click();
  await expect(shown.getByRole('button', { name: /Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoSeriousA11yViolations(page);

  // The company's own system calls with it, no session and no anti-forgery pair.
  const orders = await page.request.get('/client/api/v1/orders', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(orders.status()).toBe(200);

  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  const list = page.getByRole('region', { name: /^Your keys/ });
  const item = list.getByRole('listitem').filter({ hasText: 'Warehouse ERP' });
  await expect(item).toContainText(key.slice(0, 16));
  await expect(item.getByRole('list', { name: 'What Warehouse ERP may do' })).toContainText('Read orders');
  await expect(item).toContainText('Last used');
  // The list never shows the key again.
  expect(await page.content()).not.toContain(key);

  await item.getByRole('button', { name: 'Revoke the key Warehouse ERP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke Warehouse ERP?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The key Warehouse ERP was revoked.')).toBeVisible();
  await expect(page.getByText('No API keys yet. Create one below.')).toBeVisible();
  const refused = await page.request.get('/client/api/v1/orders', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});
