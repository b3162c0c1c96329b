import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openConsole } from './accounts-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

/** A receiver on this machine, as an operator's system runs one: what it was sent, with each signature checked. */
async function receiver() {
  const received: { eventId: string; type: string; raw: string; signature: string }[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({
        eventId: String(request.headers['hive-event-id']),
        type: JSON.parse(raw).type,
        raw,
        signature: String(request.headers['hive-signature']),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hive`, received, server };
}

const signed = (secret: string, raw: string, header: string) => {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  return v1 === createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
};

test('an admin adds a webhook, copies its secret once, sends a test event and sends it again', async ({ browser }) => {
  const hook = await receiver();
  try {
    const admin = await openConsole(browser);
    await admin
      .getByRole('navigation', { name: /console/i })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    await admin.getByRole('button', { name: 'Add a webhook' }).click();
    await admin.getByRole('button', { name: 'Add the webhook' }).click();
    await expect(admin.getByText('Enter the full address, starting with https://.')).toBeVisible();
    await expect(admin.getByText('Choose at least one event.')).toBeVisible();
    await admin.getByLabel('Address (https)').fill(hook.url);
    await admin.getByLabel('Description (optional)').fill('Warehouse system');
    await admin
      .getByRole('group', { name: 'Events to send' })
      .getByLabel(/order\.placed/)
      .check();
    await admin
      .getByRole('group', { name: 'Events to send' })
      .getByLabel(/product\.stock_changed/)
      .check();
    await admin.getByRole('button', { name: 'Add the webhook' }).click();

    // The secret, this once.
    const panel = admin.getByRole('region', { name: 'Copy the signing secret now' });
    await expect(panel).toBeVisible();
    const secret = (await panel.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expectNoSeriousA11yViolations(admin);
    await panel.getByRole('button', { name: 'I have copied it' }).click();
    await expect(panel).toHaveCount(0);
    const row = admin.getByRole('region', { name: 'Webhooks' }).getByRole('row').filter({ hasText: hook.url });
    await expect(row).toContainText('Warehouse system');
    await expect(row).toContainText('order.placed');
    await expect(row).toContainText('Active');
    await admin.reload();
    await expect(admin.getByText(secret)).toHaveCount(0);

    // Its deliveries: a test event, delivered and signed; then the same event sent again.
    await admin.getByRole('link', { name: `Deliveries to ${hook.url}` }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
    await expect(admin.getByText('No delivery yet: events appear here as they are sent.')).toBeVisible();
    await admin.getByRole('button', { name: 'Send a test event' }).click();
    const deliveries = admin.getByRole('region', { name: 'Webhook deliveries' });
    const first = deliveries.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(first).toContainText('Delivered', { timeout: 10_000 });
    await expect(first).toContainText('204');
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.type).toBe('webhook.test');
    expect(signed(secret, hook.received[0]!.raw, hook.received[0]!.signature)).toBe(true);

    await first.getByRole('button', { name: /^Send again: webhook\.test / }).click();
    await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' })).toHaveCount(2);
    await expect(deliveries.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(2, { timeout: 10_000 });
    expect(hook.received.map((entry) => entry.eventId)).toEqual([hook.received[0]!.eventId, hook.received[0]!.eventId]);
    await expectNoSeriousA11yViolations(admin);

    // Paused from its form: the list says so.
    await admin.getByRole('link', { name: 'All webhooks' }).click();
    await admin.getByRole('button', { name: `Edit the webhook to ${hook.url}` }).click();
    await admin.getByLabel(/^Active/).uncheck();
    await admin.getByRole('button', { name: 'Save the webhook' }).click();
    await expect(admin.getByText('The webhook is saved.')).toBeVisible();
    await expect(row).toContainText('Paused');

    // Staff have no such page.
    const staff = await openConsole(browser, 'staff');
    await expect(staff.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await staff.goto('/admin/webhooks');
    await expect(
      staff.getByRole('alert').filter({ hasText: 'Only admins can see and change the webhooks.' }),
    ).toBeVisible();

    await admin.getByRole('button', { name: `Remove the webhook to ${hook.url}` }).click();
    await admin.getByRole('dialog', { name: 'Remove this webhook?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(admin.getByText('The webhook is removed.')).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    hook.server.close();
  }
});
