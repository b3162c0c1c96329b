import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { requests } from '../../test/requests.js';
import { smtpServer } from '../../test/smtp.js';

const smtp = smtpServer();
const { received } = smtp;

let ctx: TestContext;
let r: ReturnType<typeof requests>;
beforeAll(async () => {
  ctx = await createTestApp({ mail: { smtpUrl: await smtp.listen(), retryIntervalMs: 200 } });
  r = requests(ctx);
});
afterAll(() => smtp.close());

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
};
const outbox = async (to: string) =>
  (
    await ctx.database.pool.query(
      'select status, attempts, last_error as "lastError" from outbox where to_address = $1 order by id desc limit 1',
      [to],
    )
  ).rows[0];

describe('e-mail through SMTP', () => {
  it('sends the verification code through the mail server and marks it sent', async () => {
    const response = await r.call('POST', '/auth/client/certification', {
      body: { email: 'smtp@buyer.example', language: 'ru' },
    });
    expect(response.statusCode).toBe(200);
    await waitFor(async () => received.some((mail) => mail.to === 'smtp@buyer.example'));
    const mail = received.find((entry) => entry.to === 'smtp@buyer.example')!;
    expect(mail.data).toMatch(/Subject: /);
    await waitFor(async () => (await outbox('smtp@buyer.example'))?.status === 'sent');
    expect(await outbox('smtp@buyer.example')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('never fails the request when the server refuses: the mail waits and goes out on a later try', async () => {
    smtp.control.failNext = 1;
    const response = await r.call('POST', '/auth/client/certification', { body: { email: 'busy@buyer.example' } });
    expect(response.statusCode).toBe(200);
    await waitFor(async () => (await outbox('busy@buyer.example'))?.attempts >= 1);
    expect(await outbox('busy@buyer.example')).toMatchObject({
      status: 'queued',
      lastError: expect.stringMatching(/busy/),
    });
    // The first retry comes a minute later; bring it forward instead of waiting.
    await ctx.database.pool.query(`update outbox set next_attempt_at = now() where to_address = 'busy@buyer.example'`);
    await waitFor(async () => (await outbox('busy@buyer.example'))?.status === 'sent');
    expect(await outbox('busy@buyer.example')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received.filter((mail) => mail.to === 'busy@buyer.example')).toHaveLength(1);
  });
});
