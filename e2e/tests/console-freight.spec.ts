import { openConsole } from './accounts-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

test('an admin adds, changes and removes a freight rate; staff read the rates and change nothing', async ({
  browser,
}) => {
  const admin = await openConsole(browser);
  await admin.getByRole('link', { name: 'Freight rates' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Freight rates' })).toBeVisible();
  // The demo's rates are listed, in the currency's format.
  const rates = admin.getByRole('region', { name: 'Freight rates' });
  await expect(rates.getByRole('row').filter({ hasText: 'Vietnam' }).first()).toBeVisible();

  await admin.getByRole('button', { name: 'Add a rate' }).click();
  await admin.getByLabel('Destination country').selectOption({ label: 'Thailand' });
  await admin.getByLabel('Method').selectOption({ label: 'Air freight' });
  await admin.getByLabel('Price per kg').fill('4.2x');
  await admin.getByLabel('Price per cubic metre').fill('0');
  await admin.getByLabel('Minimum charge').fill('90');
  await admin.getByRole('button', { name: 'Save the rate' }).click();
  await expect(admin.getByText('Enter an amount in dollars, such as 12 or 12.50.')).toBeVisible();
  await admin.getByLabel('Price per kg').fill('4.20');
  await admin.getByRole('button', { name: 'Save the rate' }).click();
  await expect(admin.getByText('The rate is added.')).toBeVisible();
  const thailand = rates.getByRole('row').filter({ hasText: 'Thailand' });
  await expect(thailand).toContainText('Air freight · USD');
  await expect(thailand).toContainText('$4.20');
  await expect(thailand).toContainText('$90.00');

  // The same country, method and currency again: refused, in words.
  await admin.getByRole('button', { name: 'Add a rate' }).click();
  await admin.getByLabel('Destination country').selectOption({ label: 'Thailand' });
  await admin.getByLabel('Method').selectOption({ label: 'Air freight' });
  await admin.getByLabel('Price per kg').fill('5');
  await admin.getByLabel('Price per cubic metre').fill('0');
  await admin.getByLabel('Minimum charge').fill('80');
  await admin.getByRole('button', { name: 'Save the rate' }).click();
  await expect(
    admin.getByText('This country already has a rate for this method and currency: change that one instead.'),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Cancel' }).click();

  await admin.getByRole('button', { name: 'Edit the Air freight rate to Thailand' }).click();
  await admin.getByLabel('Minimum charge').fill('120');
  await admin.getByRole('button', { name: 'Save the rate' }).click();
  await expect(admin.getByText('The rate is saved.')).toBeVisible();
  await expect(thailand).toContainText('$120.00');
  await expectNoSeriousA11yViolations(admin);

  const staff = await openConsole(browser, 'staff');
  await staff.goto('/admin/freight-rates');
  await expect(staff.getByRole('region', { name: 'Freight rates' }).getByText('Thailand')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Add a rate' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /Edit the/ })).toHaveCount(0);

  await admin.getByRole('button', { name: 'Remove the Air freight rate to Thailand' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remove the Air freight rate to Thailand?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('The rate is removed.')).toBeVisible();
  await expect(thailand).toHaveCount(0);
});
