import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { requests } from '../../../test/requests.js';
import { smtpServer } from '../../../test/smtp.js';

/** An order's e-mails go out through SMTP with their documents attached as PDF files. */
const smtp = smtpServer();
const { received } = smtp;

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  ctx = await createTestApp({ mail: { smtpUrl: await smtp.listen(), retryIntervalMs: 200 } });
  r = requests(ctx);
  f = orderFixtures(ctx, r);
});
afterAll(() => smtp.close());

const waitFor = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('order e-mail through SMTP', () => {
  it('attaches the purchase order to the placing mail and the proforma invoice to the confirmation', async () => {
    const buyer = await f.buyer('demo-krw');
    const token = await r.signIn('demo-krw');
    const [a] = await f.products(1);
    const qty = Math.ceil(600_000 / (a!.supplyKrw * a!.moq)) + 1;
    const placed = await f.place(token, f.form([{ productId: a!.id, qty }], await f.addressOf(buyer.id)));
    const order = placed.json().payload.order;
    const mailOf = (needle: string) => received.find((mail) => mail.to === buyer.email && mail.data.includes(needle));
    await waitFor(() => mailOf(`${order.number}-PO-v1.pdf`) !== undefined);
    const mail = mailOf(`${order.number}-PO-v1.pdf`)!;
    expect(mail.data).toMatch(/Content-Type: application\/pdf; name=/);
    expect(mail.data).toMatch(/Content-Disposition: attachment/);
    // Sent in Vietnamese, the buyer's language (the subject is encoded, the body names the order).
    expect(mail.data).toContain(order.number);
    // The mail rendered the document and kept it: a download gives the very bytes that were sent.
    const download = await r.call('GET', `/client/api/v1/orders/${order.id}/documents/po`, { token });
    const part = mail.data.slice(mail.data.indexOf(`filename=${order.number}-PO-v1.pdf`));
    const attached = part.split(/\r?\n\r?\n/)[1]!.split(/\r?\n--/)[0]!;
    expect(Buffer.from(attached.replace(/\s+/g, ''), 'base64').equals(download.rawPayload)).toBe(true);

    const admin = await r.operator('admin');
    await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: admin,
      body: { terms: { kind: 'ADVANCE' } },
    });
    await waitFor(() => mailOf(`${order.number}-PI-v1.pdf`) !== undefined);
    expect(mailOf(`${order.number}-PI-v1.pdf`)).toBeDefined();
    await waitFor(async () =>
      (await f.query<{ status: string }>(`select status from outbox where to_address = $1`, [buyer.email])).every(
        (row) => row.status === 'sent',
      ),
    );
  });
});
