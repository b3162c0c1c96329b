import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { requests } from '../../test/requests.js';

type Received = { to: string; data: string };
const received: Received[] = [];
let failNext = 0;

/** A real SMTP server on a free port: it accepts what it is sent, or refuses while `failNext` lasts. */
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString();
    });
    stream.on('end', () => {
      if (failNext > 0) {
        failNext--;
        return callback(new Error('451 mailbox busy, try later'));
      }
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), data });
      callback();
    });
  },
});

let ctx: TestContext;
let r: ReturnType<typeof requests>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, retryIntervalMs: 200 } });
  r = requests(ctx);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
    failNext = 1;
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
