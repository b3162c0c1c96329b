import type { ChatQuotas } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatVisitor } from '../../../test/chat-visitors.js';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';
import { type App, buildApp } from '../../app.js';
import { expiredChatFiles } from './chat-expiry.job.js';

/** Small figures, so that a few kilobytes reach each quota; the defaults' figures are in chat.test.ts. */
const quotas: ChatQuotas = {
  visitorDay: { files: 3, bytes: 5_000 },
  buyerDay: { files: 4, bytes: 100_000 },
  conversationBytes: 8_000,
  visitorStoreBytes: 20_000,
  visitorFileDays: 30,
};
const DAY_S = 86_400;

/** An address the limits exempt (`RATE_LIMIT_ALLOW`) in the second process. */
const ALLOWED = '10.67.0.1';
/** Two API processes on one database, both with these quotas. */
let ctx: TestContext;
let second: App;
let r: ReturnType<typeof requests>;

beforeAll(async () => {
  ctx = await createTestApp({ chatQuotas: quotas });
  second = await buildApp({ db: ctx.database.db, chatQuotas: quotas, rateLimitAllow: [ALLOWED] });
  r = requests(ctx);
  return () => second.close();
});

const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as [T, ...T[]];
/** A picture of `size` bytes (its type is read from the first ones). */
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 7)]);

let visitors = 0;
/** A visitor who left a name and an e-mail, their conversation, and their uploads from an address of theirs. */
async function visitor(address: string, app: App = ctx.app) {
  const { conversationId, cookies } = await chatVisitor(app, address, {
    name: 'Mai',
    email: `mai${++visitors}@shop.example`,
  });
  return {
    conversationId,
    upload: (size: number, from = address, through: App = app) =>
      through.inject({
        method: 'POST',
        url: `/client/api/v1/chat/conversations/${conversationId}/attachments?name=photo.png`,
        payload: png(size),
        remoteAddress: from,
        cookies,
        headers: { ...csrf.headers, 'content-type': 'application/octet-stream' },
      }),
    thread: () =>
      app.inject({ method: 'GET', url: `/client/api/v1/chat/conversations/${conversationId}`, cookies, headers: {} }),
    file: (id: number) => app.inject({ method: 'GET', url: `/client/api/v1/chat/attachments/${id}`, cookies }),
  };
}
const filesIn = async (conversationId: number) =>
  (
    await query<{ n: number }>('select count(*)::int as n from chat_attachments where conversation_id = $1', [
      conversationId,
    ])
  )[0].n;
const storedByVisitors = async () =>
  (
    await query<{ bytes: number }>(
      'select coalesce(sum(size), 0)::int as bytes from chat_attachments where expires_at > now() and data is not null',
    )
  )[0].bytes;
/** The next day, for the day counters: their windows end now. */
const nextDay = () => ctx.database.pool.query(`update rate_limits set reset_at = now() where key like 'chat-files|%'`);

describe("a visitor's day", () => {
  it('counts files by browser and by address: past them 429 with Retry-After, and nothing stored', async () => {
    const mai = await visitor('10.60.0.1');
    for (let n = 0; n < 3; n++) expect((await mai.upload(100)).statusCode).toBe(200);
    const refused = await mai.upload(100);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(DAY_S - 60);
    expect(await filesIn(mai.conversationId)).toBe(3);
    // A new browser from the same address is the same visitor's day; another address is someone else's.
    const again = await visitor('10.60.0.1');
    expect((await again.upload(100)).statusCode).toBe(429);
    expect((await (await visitor('10.60.0.2')).upload(100)).statusCode).toBe(200);
    // The same browser from another address is still its own day.
    expect((await mai.upload(100, '10.60.0.3')).statusCode).toBe(429);
  });

  it('counts an address the limits exempt by browser only', async () => {
    const [one, two] = [await visitor(ALLOWED, second), await visitor(ALLOWED, second)];
    for (const mai of [one, two]) for (let n = 0; n < 3; n++) expect((await mai.upload(100)).statusCode).toBe(200);
    expect((await one.upload(100)).statusCode).toBe(429);
  });

  it('counts bytes, and a refused file takes nothing of them', async () => {
    const mai = await visitor('10.61.0.1');
    expect((await mai.upload(4_000)).statusCode).toBe(200);
    expect((await mai.upload(2_000)).statusCode).toBe(429);
    expect((await mai.upload(1_000)).statusCode).toBe(200);
    expect(await filesIn(mai.conversationId)).toBe(2);
  });
});

describe("a visitor's day, sent all at once", () => {
  it('lets through exactly the files the day allows, through either API process', async () => {
    const mai = await visitor('10.66.0.1');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => mai.upload(100, '10.66.0.1', n % 2 ? second : ctx.app)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await filesIn(mai.conversationId)).toBe(3);
  });
});

describe("what visitors' files hold at once", () => {
  it("caps a visitor's conversation: 413 with Retry-After until its first file expires", async () => {
    const mai = await visitor('10.62.0.1');
    expect((await mai.upload(4_500)).statusCode).toBe(200);
    await nextDay();
    expect((await mai.upload(3_000)).statusCode).toBe(200);
    const refused = await mai.upload(1_000);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', error: expect.stringMatching(/conversation/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(quotas.visitorFileDays * DAY_S - 60);
    expect(await filesIn(mai.conversationId)).toBe(2);
  });

  it('caps all visitors together, however many upload at once through two API processes', async () => {
    await nextDay();
    const room = Math.floor((quotas.visitorStoreBytes - (await storedByVisitors())) / 1_000);
    expect(room).toBeGreaterThan(2);
    expect(room).toBeLessThan(12);
    const racers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => visitor(`10.63.0.${n + 1}`, n % 2 ? second : ctx.app)),
    );
    const answers = await Promise.all(racers.map((racer) => racer.upload(1_000)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBe(room);
    expect(statuses.filter((status) => status === 413).length).toBe(12 - room);
    expect(await storedByVisitors()).toBeLessThanOrEqual(quotas.visitorStoreBytes);
    const full = answers.find((answer) => answer.statusCode === 413)!;
    expect(full.json().error).toMatch(/visitors/);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("a buyer's day", () => {
  it('counts files too, and keeps them without an expiry', async () => {
    const token = await r.signIn('demo-krw');
    const opened = await r.call('POST', '/client/api/v1/chat/conversations', { token, body: {} });
    const id = opened.json().payload.conversation.id;
    const upload = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/client/api/v1/chat/conversations/${id}/attachments?name=label.png`,
        payload: png(20_000),
        cookies: csrf.cookies,
        headers: { ...csrf.headers, 'x-auth-token': token, 'content-type': 'application/octet-stream' },
      });
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await upload()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const kept = await query<{ n: number }>(
      'select count(*)::int as n from chat_attachments where conversation_id = $1 and expires_at is null',
      [id],
    );
    expect(kept[0].n).toBe(4);
  });
});

describe("a visitor's file past its days", () => {
  /** Thirty days on, for every visitor's file so far. */
  const monthLater = () =>
    ctx.database.pool.query(
      `update chat_attachments set expires_at = now() - interval '1 second' where expires_at is not null`,
    );

  it('has its bytes deleted once, by the job of either process, and gives its room back', async () => {
    const mai = await visitor('10.64.0.1');
    expect((await mai.upload(1_000)).statusCode).toBe(413);
    await monthLater();
    const [expiring] = await query<{ n: number }>(
      'select count(*)::int as n from chat_attachments where expires_at is not null and data is not null',
    );
    expect(expiring.n).toBeGreaterThan(6);
    const deleted = await Promise.all([
      expiredChatFiles({ db: ctx.database.db }).deleteDue(3),
      expiredChatFiles({ db: ctx.database.db }).deleteDue(3),
    ]);
    expect(deleted[0] + deleted[1]).toBe(expiring.n);
    const [left] = await query<{ visitors: number; messages: number; buyers: number }>(`select
        count(*) filter (where expires_at is not null and data is not null)::int as visitors,
        count(*) filter (where expires_at is null and data is not null)::int as buyers,
        (select count(*)::int from chat_messages where attachment_id is not null) as messages
      from chat_attachments`);
    // The buyer's files are kept, and every message stays.
    expect(left).toEqual({ visitors: 0, buyers: 4, messages: expiring.n + 4 });
    expect((await mai.upload(1_000)).statusCode).toBe(200);
  });

  it('is shown as expired in the conversation and refused as gone, to the visitor and to operators', async () => {
    const mai = await visitor('10.65.0.1');
    const attachment = (await mai.upload(1_000)).json().payload.attachment;
    expect(attachment).toMatchObject({ size: 1_000, expired: false });
    const [kept] = await query<{ days: number }>(
      `select round(extract(epoch from expires_at - created_at) / 86400)::int as days from chat_attachments
        where id = $1`,
      [attachment.id],
    );
    expect(kept.days).toBe(quotas.visitorFileDays);
    expect((await mai.file(attachment.id)).statusCode).toBe(200);

    // Expired before the job comes by: already gone.
    await monthLater();
    const thread = (await mai.thread()).json().payload;
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0].attachment).toMatchObject({ id: attachment.id, name: 'photo.png', expired: true });
    const gone = await mai.file(attachment.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('FILE_EXPIRED');
    const admin = await r.operator('admin');
    expect(
      (await r.call('GET', `/console/api/chat/attachments/${attachment.id}`, { operator: admin })).statusCode,
    ).toBe(410);
    const detail = (await r.call('GET', `/console/api/chat/${mai.conversationId}`, { operator: admin })).json().payload;
    expect(detail.messages[0].attachment.expired).toBe(true);
  });
});
