import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';
import { smtpServer, textOf } from '../../../test/smtp.js';
import { MASK } from '../../mail/mail.templates.js';

/**
 * No operator reads a code or a single-use link meant for a buyer: the outbox is the admins', and what it keeps of a
 * mail is masked once the mail has left — through the mail server, or printed in the log where there is none. Only a
 * development server without a mail server keeps them readable there, as its mailbox.
 */
const smtp = smtpServer();
const BUYER = 'emily.carter@pacific-beauty.example';
const NEW_PASSWORD = 'Lantern-Orchid-77';

let withSmtp: TestContext;
let production: TestContext;
let development: TestContext;
const logged: string[] = [];
beforeAll(async () => {
  withSmtp = await createTestApp({ mail: { smtpUrl: await smtp.listen(), retryIntervalMs: 200 } });
  production = await createTestApp({
    mail: { outboxSecrets: false },
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  });
  development = await createTestApp();
});
afterAll(() => smtp.close());

async function until(done: () => boolean | Promise<boolean>) {
  for (let tries = 0; tries < 200 && !(await done()); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The newest mail of a template to an address, as an operator reads it in the console (or the refusal). */
async function outboxAs(ctx: TestContext, operator: string, to: string, template: string) {
  const response = await requests(ctx).call('GET', '/console/api/outbox?size=100', { operator });
  const body = response.json();
  const mail = body.payload?.list.find(
    (entry: { to: string; template: string }) => entry.to === to && entry.template === template,
  );
  return { status: response.statusCode, body, mail };
}

const resetLink = (text: string) => {
  const link = new URL(/https?:\/\/\S+key=\S+/.exec(text)![0]);
  return { id: link.searchParams.get('id')!, key: link.searchParams.get('key')! };
};
const setPassword = (ctx: TestContext, certificationId: string, key: string) =>
  requests(ctx).call('PUT', '/auth/client/password/update', {
    body: { certificationId, key, newPassword: NEW_PASSWORD },
  });

describe('with a mail server', () => {
  it('keeps a staff operator from taking over a buyer with a password reset', async () => {
    const r = requests(withSmtp);
    const staff = await r.operator('staff');
    expect((await r.call('GET', '/auth/client/changePwd?loginId=demo-usd')).statusCode).toBe(200);

    const asStaff = await outboxAs(withSmtp, staff, BUYER, 'passwordReset');
    expect(asStaff.status).toBe(403);
    expect(asStaff.body).toMatchObject({ code: 'FORBIDDEN' });

    await until(() => smtp.received.some((mail) => mail.to === BUYER));
    const admin = await r.operator('admin');
    await until(async () => (await outboxAs(withSmtp, admin, BUYER, 'passwordReset')).mail?.status === 'sent');
    const { mail } = await outboxAs(withSmtp, admin, BUYER, 'passwordReset');
    expect(mail).toMatchObject({ status: 'sent' });
    expect(mail.text).toContain(MASK);
    expect(mail.text).not.toMatch(/key=|https?:/);

    // The buyer's mailbox has the real link; what the console shows in its place opens nothing.
    const delivered = resetLink(textOf(smtp.received.find((entry) => entry.to === BUYER)!));
    expect((await setPassword(withSmtp, delivered.id, MASK)).statusCode).toBe(400);
    expect(await r.signIn('demo-usd', NEW_PASSWORD)).toBeUndefined();
    expect((await setPassword(withSmtp, delivered.id, delivered.key)).json()).toEqual({ payload: true });
    expect(await r.signIn('demo-usd', NEW_PASSWORD)).toMatch(/^[\w-]{43}$/);

    const { rows } = await withSmtp.database.pool.query(
      `select text_body, unmasked_text from outbox where template = 'passwordReset' and to_address = $1`,
      [BUYER],
    );
    expect(rows).toEqual([{ text_body: mail.text, unmasked_text: null }]);
  });

  it('sends the real code on a retry after the mail server refused it, and masks it once sent', async () => {
    const r = requests(withSmtp);
    const admin = await r.operator('admin');
    const to = 'retry@buyer.example';
    // The refusal is for this mail: what earlier steps sent (a sign-in's new-device notice) has left first.
    await until(
      async () => (await withSmtp.database.pool.query(`select 1 from outbox where status = 'queued'`)).rowCount === 0,
    );
    smtp.control.failNext = 1;
    const sent = await r.call('POST', '/auth/client/certification', { body: { email: to, language: 'en' } });
    await until(async () => (await outboxAs(withSmtp, admin, to, 'verification')).mail?.attempts === 1);
    const waiting = (await outboxAs(withSmtp, admin, to, 'verification')).mail;
    expect(waiting).toMatchObject({ status: 'queued', subject: `Your Hive verification code: ${MASK}` });
    expect(waiting.text).not.toMatch(/\d{6}/);

    await withSmtp.database.pool.query(`update outbox set next_attempt_at = now() where to_address = $1`, [to]);
    await until(() => smtp.received.some((mail) => mail.to === to));
    const code = /\b(\d{6})\b/.exec(textOf(smtp.received.find((mail) => mail.to === to)!))![1];
    const verified = await r.call('POST', '/auth/client/certification/verify', {
      body: { id: sent.json().payload.id, code },
    });
    expect(verified.json().payload).toMatchObject({ verified: true });
    await until(async () => (await outboxAs(withSmtp, admin, to, 'verification')).mail?.status === 'sent');
    expect((await outboxAs(withSmtp, admin, to, 'verification')).mail.text).not.toContain(code);
  });
});

describe('without a mail server', () => {
  it('in production, prints the link in the log only: the outbox shows it masked', async () => {
    const r = requests(production);
    await r.call('GET', '/auth/client/changePwd?loginId=demo-usd');
    const { mail } = await outboxAs(production, await r.operator('admin'), BUYER, 'passwordReset');
    expect(mail).toMatchObject({ status: 'logged' });
    expect(mail.text).toContain(MASK);
    expect(mail.text).not.toMatch(/key=/);

    const line = logged.find((entry) => entry.includes('/find/password/reset/'))!;
    const link = resetLink(JSON.parse(line).msg);
    expect((await setPassword(production, link.id, link.key)).json()).toEqual({ payload: true });
  });

  it('in development, keeps the link readable in the outbox, for admins only', async () => {
    const r = requests(development);
    await r.call('GET', '/auth/client/changePwd?loginId=demo-usd');
    expect((await outboxAs(development, await r.operator('staff'), BUYER, 'passwordReset')).status).toBe(403);
    const { mail } = await outboxAs(development, await r.operator('admin'), BUYER, 'passwordReset');
    const link = resetLink(mail.text);
    expect((await setPassword(development, link.id, link.key)).json()).toEqual({ payload: true });
  });
});
