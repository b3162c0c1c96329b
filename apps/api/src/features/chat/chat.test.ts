import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream as streamOn } from '../../../test/chat-streams.js';
import { chatVisitor } from '../../../test/chat-visitors.js';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';
import { type App, buildApp } from '../../app.js';
import { mailer } from '../../mail/mail.service.js';
import { CHAT_CHANNEL } from './chat.repository.js';
import { unreadReplies } from './chat-unread.job.js';

/** Two API processes on one database: `ctx.app` from the helper, `second` beside it, listening for the streams. */
let ctx: TestContext;
let second: App;
let base: string;
let r: ReturnType<typeof requests>;
let usd: string;
let krw: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({ db: ctx.database.db });
  await second.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  r = requests(ctx);
  [usd, krw, admin] = await Promise.all([r.signIn('demo-usd'), r.signIn('demo-krw'), r.operator('admin')]);
});
afterAll(async () => {
  await second.close();
});

const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as [T, ...T[]];
const post = (url: string, token: string | undefined, body: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    cookies: csrf.cookies,
    headers: {
      ...csrf.headers,
      ...(token ? { 'x-auth-token': token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
const general = async (token: string) => {
  const response = await post('/client/api/v1/chat/conversations', token, {});
  expect(response.statusCode).toBe(200);
  return response.json().payload.conversation.id as number;
};
const ticketFor = async (headers: Record<string, string>, url = '/client/api/v1/chat/stream-ticket') => {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json().payload.ticket as string;
};

const openStream = (ticket: string, lastEventId?: string) => streamOn(base, ticket, lastEventId);

/** Waits until `done()` holds (a notification crosses connections), or gives up after ten seconds. */
async function until(done: () => boolean) {
  for (let tries = 0; tries < 200 && !done(); tries++) await sleep(50);
}

describe('conversations belong to their buyer or visitor', () => {
  it("answers another buyer's conversation, quotation and profile as not found", async () => {
    const mine = await general(usd);
    const other = (path: string, body?: object) => (body ? post(path, krw, body) : r.call('GET', path, { token: krw }));
    expect((await other(`/client/api/v1/chat/conversations/${mine}`)).statusCode).toBe(404);
    expect((await other(`/client/api/v1/chat/conversations/${mine}/messages`, { body: 'hi' })).statusCode).toBe(404);
    expect((await other(`/client/api/v1/chat/conversations/${mine}/read`, { upTo: 1 })).statusCode).toBe(404);

    const quotations = quotationFixtures(ctx, r);
    const { id: quotationId } = await quotations.requestAs('demo-usd');
    expect((await post('/client/api/v1/chat/conversations', krw, { quotationId })).statusCode).toBe(404);
    const about = await post('/client/api/v1/chat/conversations', usd, { quotationId });
    expect(about.statusCode).toBe(200);
    expect(about.json().payload.conversation.subject).toMatchObject({ kind: 'quotation', id: quotationId });
    // The same subject twice is the same conversation.
    const again = await post('/client/api/v1/chat/conversations', usd, { quotationId });
    expect(again.json().payload.conversation.id).toBe(about.json().payload.conversation.id);

    const [{ id: usdId }] = await query<{ id: number }>(`select id from buyers where login_id = 'demo-usd'`);
    const [{ id: krwId }] = await query<{ id: number }>(`select id from buyers where login_id = 'demo-krw'`);
    expect((await r.call('GET', `/client/api/v1/channel-talk/buyer/${usdId}`, { token: krw })).statusCode).toBe(404);
    expect(
      (await r.call('GET', `/client/api/v1/channel-talk/quotation/${quotationId}`, { token: krw })).statusCode,
    ).toBe(404);
    expect((await r.call('GET', `/client/api/v1/channel-talk/buyer/${krwId}`)).statusCode).toBe(401);
    const profile = (await r.call('GET', `/client/api/v1/channel-talk/buyer/${usdId}`, { token: usd })).json().payload;
    const [{ key }] = await query<{ key: Buffer }>(`select key from server_keys where purpose = 'chat-member'`);
    expect(profile.memberId).toBe(String(usdId));
    expect(profile.memberHash).toBe(createHmac('sha256', key).update(String(usdId)).digest('hex'));
    expect(profile.profile).toMatchObject({
      company: expect.any(String),
      currency: 'USD',
      openQuotations: expect.any(Number),
    });
    const withQuotation = await r.call('GET', `/client/api/v1/channel-talk/quotation/${quotationId}`, { token: usd });
    expect(withQuotation.json().payload.quotation).toMatchObject({ kind: 'quotation', id: quotationId });
  });

  it('lets a visitor chat after a name and an e-mail, by an httpOnly cookie, and never about a quotation', async () => {
    expect((await post('/client/api/v1/chat/conversations', undefined, {})).statusCode).toBe(401);
    expect(
      (await post('/client/api/v1/chat/visitor', undefined, { name: 'Ana', email: 'not-an-email' })).statusCode,
    ).toBe(400);
    const joined = await post('/client/api/v1/chat/visitor', undefined, {
      name: 'Ana Ruiz',
      email: 'ana@shop.example',
    });
    expect(joined.statusCode).toBe(200);
    const cookie = joined.cookies.find((c) => c.name === 'hive_chat')!;
    expect(cookie.httpOnly).toBe(true);
    // The readable hint that this browser chats, for the web app to ask only then.
    const hint = joined.cookies.find((c) => c.name === 'hive_chats');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    const asVisitor = (url: string, body: object) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: body,
        cookies: { ...csrf.cookies, hive_chat: cookie.value },
        headers: csrf.headers,
      });
    const opened = await asVisitor('/client/api/v1/chat/conversations', {});
    expect(opened.statusCode).toBe(200);
    const id = opened.json().payload.conversation.id;
    expect((await asVisitor(`/client/api/v1/chat/conversations/${id}/messages`, { body: 'Hola' })).statusCode).toBe(
      200,
    );
    const [{ id: quotationId }] = await query<{ id: number }>('select id from quotations order by id limit 1');
    expect((await asVisitor('/client/api/v1/chat/conversations', { quotationId })).statusCode).toBe(404);
    // A buyer does not see the visitor's conversation, nor a visitor with a made-up cookie.
    expect((await r.call('GET', `/client/api/v1/chat/conversations/${id}`, { token: usd })).statusCode).toBe(404);
    // The form sent again from the same browser keeps the visitor and their conversation: no second visitor.
    const visitors = async () => (await query<{ n: number }>('select count(*)::int as n from chat_visitors'))[0]!.n;
    const before = await visitors();
    const again = await asVisitor('/client/api/v1/chat/visitor', { name: 'Ana R.', email: 'ana@shop.example' });
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.conversations.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(await visitors()).toBe(before);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/client/api/v1/chat/conversations/${id}`,
      cookies: { hive_chat: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('refuses bad input and changes nothing', async () => {
    const id = await general(krw);
    const url = `/client/api/v1/chat/conversations/${id}/messages`;
    for (const body of [
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 'a\u0000b' },
      { body: 'hi', html: true },
      {},
    ])
      expect((await post(url, krw, body)).statusCode).toBe(400);
    expect((await query(`select 1 from chat_messages where conversation_id = $1`, [id])).length).toBe(0);
  });

  it('keeps markup as the text it is', async () => {
    const id = await general(krw);
    const sent = await post(`/client/api/v1/chat/conversations/${id}/messages`, krw, {
      body: '<img src=x onerror=alert(1)>',
    });
    expect(sent.json().payload.body).toBe('<img src=x onerror=alert(1)>');
  });

  it('writes a message once under one submission key, however often it is sent', async () => {
    const id = await general(krw);
    const url = `/client/api/v1/chat/conversations/${id}/messages`;
    const answers = await Promise.all([1, 2, 3].map(() => post(url, krw, { body: 'Once only' }, 'key-once-1')));
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().payload.id));
    expect(ids.size).toBe(1);
    expect(
      (await query(`select 1 from chat_messages where conversation_id = $1 and body = 'Once only'`, [id])).length,
    ).toBe(1);
  });

  it('takes a picture or a PDF checked from its content, and serves it as a download only', async () => {
    const id = await general(krw);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001',
      'hex',
    );
    const upload = (data: Buffer, name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/client/api/v1/chat/conversations/${id}/attachments?name=${encodeURIComponent(name)}`,
        payload: data,
        cookies: csrf.cookies,
        headers: { ...csrf.headers, 'x-auth-token': krw, 'content-type': 'application/octet-stream' },
      });
    const sent = await upload(png, 'label.png');
    expect(sent.statusCode).toBe(200);
    const attachment = sent.json().payload.attachment;
    expect(attachment).toMatchObject({ name: 'label.png', contentType: 'image/png', size: png.length });
    expect((await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png')).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), 'big.pdf')).statusCode).toBe(413);

    const file = await r.call('GET', `/client/api/v1/chat/attachments/${attachment.id}`, { token: krw });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await r.call('GET', `/client/api/v1/chat/attachments/${attachment.id}`, { token: usd })).statusCode).toBe(
      404,
    );
    const console = await r.call('GET', `/console/api/chat/attachments/${attachment.id}`, { operator: admin });
    expect(console.statusCode).toBe(200);
  });
});

describe("a visitor's files", () => {
  it('are 25 MB a day from one address, whichever browser sends them: then 429 with Retry-After, writing nothing', async () => {
    const address = '10.70.0.1';
    const newVisitor = async () => {
      const { conversationId: id, cookies } = await chatVisitor(ctx.app, address, {
        name: 'Bo',
        email: 'bo@shop.example',
      });
      return () =>
        ctx.app.inject({
          method: 'POST',
          url: `/client/api/v1/chat/conversations/${id}/attachments?name=scan.pdf`,
          // Random bytes: what PostgreSQL cannot compress takes its whole size on disk.
          payload: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(10 * 1024 * 1024 - 9)]),
          remoteAddress: address,
          cookies,
          headers: { ...csrf.headers, 'content-type': 'application/octet-stream' },
        });
    };
    const databaseMB = async () =>
      (await query<{ mb: number }>('select pg_database_size(current_database())::float8 / 1048576 as mb'))[0].mb;
    const before = await databaseMB();
    const upload = await newVisitor();
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await upload()).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const another = await (await newVisitor())();
    expect(another.statusCode).toBe(429);
    expect(Number(another.headers['retry-after'])).toBeGreaterThan(86_000);
    const [stored] = await query<{ mb: number }>(
      `select sum(a.size)::float8 / 1048576 as mb from chat_attachments a
        join chat_conversations c on c.id = a.conversation_id where c.visitor_id is not null`,
    );
    expect(stored.mb).toBe(20);
    // The refused 40 MB never reached the disk.
    expect(await databaseMB()).toBeLessThan(before + 25);
  });
});

describe('live delivery', () => {
  it('opens a stream only with a fresh ticket, once', async () => {
    const ticket = await ticketFor({ 'x-auth-token': usd });
    const first = openStream(ticket);
    await first.opened;
    expect(first.status()).toBe(200);
    const reused = openStream(ticket);
    await reused.opened;
    expect(reused.status()).toBe(401);
    const made = openStream('a'.repeat(43));
    await made.opened;
    expect(made.status()).toBe(401);
    first.close();
    // A visitor without a name has no ticket.
    const none = await ctx.app.inject({ method: 'POST', url: '/client/api/v1/chat/stream-ticket', ...csrf });
    expect(none.statusCode).toBe(401);
  });

  it("opens a buyer's stream by their session cookie, from where their chat was read: nothing in between is lost", async () => {
    const id = await general(usd);
    const me = await ctx.app.inject({ url: '/client/api/v1/chat', headers: { 'x-auth-token': usd } });
    const { position, unread } = me.json().payload as { position: string; unread: number };
    expect(position).toMatch(/^\d+-\d+$/);
    // A reply after the read, before the stream opens: the stream sends it first, then `ready`.
    await r.call('POST', `/console/api/chat/${id}/messages`, { operator: admin, body: { body: 'Sent in between' } });
    const stream = streamOn(base, undefined, undefined, { cookie: usd, after: position });
    await stream.opened;
    expect(stream.status()).toBe(200);
    expect(stream.events.map((event) => event.event)).toEqual(['message', 'ready']);
    expect(stream.messages()[0]!.data.body).toBe('Sent in between');
    const now = await ctx.app.inject({ url: '/client/api/v1/chat', headers: { 'x-auth-token': usd } });
    expect(now.json().payload.unread).toBe(unread + 1);
    // Live too, and only the buyer's own: the other buyer's message never reaches it.
    await post(`/client/api/v1/chat/conversations/${await general(krw)}/messages`, krw, { body: 'Not yours' });
    await post(`/client/api/v1/chat/conversations/${id}/messages`, usd, { body: 'Mine' });
    await until(() => stream.messages().length >= 2);
    await sleep(200);
    expect(stream.messages().map((event) => event.data.body)).toEqual(['Sent in between', 'Mine']);
    stream.close();
    // No ticket and no cookie, or a cookie no session has: refused.
    for (const cookie of [undefined, 'b'.repeat(43)]) {
      const refused = streamOn(base, undefined, undefined, { ...(cookie ? { cookie } : {}), after: position });
      await refused.opened;
      expect(refused.status()).toBe(401);
    }
  });

  it('brings a message written through one process to a stream on the other, and resumes without doubles', async () => {
    const id = await general(usd);
    const buyerStream = openStream(await ticketFor({ 'x-auth-token': usd }));
    const otherBuyer = openStream(await ticketFor({ 'x-auth-token': krw }));
    const operators = openStream(await ticketFor({ 'x-operator-token': admin }, '/console/api/chat/stream-ticket'));
    await Promise.all([buyerStream.opened, otherBuyer.opened, operators.opened]);

    const sent = await post(`/client/api/v1/chat/conversations/${id}/messages`, usd, {
      body: 'Is the toner in stock?',
    });
    const reply = await r.call('POST', `/console/api/chat/${id}/messages`, {
      operator: admin,
      body: { body: 'Yes, 400 units.' },
    });
    expect(reply.statusCode).toBe(200);
    await until(() => buyerStream.messages().length >= 2 && operators.messages().length >= 2);
    expect(buyerStream.messages().map((event) => event.data.body)).toEqual([
      'Is the toner in stock?',
      'Yes, 400 units.',
    ]);
    expect(operators.messages().map((event) => event.data.id)).toEqual([
      sent.json().payload.id,
      reply.json().payload.id,
    ]);
    expect(otherBuyer.messages()).toEqual([]);

    // Gone for a while: two more replies; back with the last event id, the two arrive, and nothing before them again.
    const last = buyerStream.messages().at(-1)!.id;
    buyerStream.close();
    for (const body of ['First while away', 'Second while away'])
      await r.call('POST', `/console/api/chat/${id}/messages`, { operator: admin, body: { body } });
    const resumed = openStream(await ticketFor({ 'x-auth-token': usd }), last);
    await resumed.opened;
    await until(() => resumed.messages().length >= 2);
    expect(resumed.messages().map((event) => event.data.body)).toEqual(['First while away', 'Second while away']);
    otherBuyer.close();
    operators.close();
    resumed.close();
  });

  it('opened from now, sends nothing that committed before it, even while an older transaction still runs', async () => {
    const id = await general(usd);
    // An older transaction with an id of its own, still running: every message after it is above the horizon.
    const older = new pg.Client({ ...ctx.database.db.$client.options });
    await older.connect();
    try {
      await older.query('begin');
      await older.query('select pg_current_xact_id()');
      const before = await post(`/client/api/v1/chat/conversations/${id}/messages`, usd, { body: 'Before the stream' });
      expect(before.statusCode).toBe(200);
      const stream = openStream(await ticketFor({ 'x-operator-token': admin }, '/console/api/chat/stream-ticket'));
      await stream.opened;
      await older.query('commit');
      const afterOpen = await post(`/client/api/v1/chat/conversations/${id}/messages`, usd, { body: 'After it' });
      expect(afterOpen.statusCode).toBe(200);
      await until(() => stream.messages().length >= 1);
      // Time for the message before it to come too, were it to be sent.
      await sleep(300);
      expect(stream.messages().map((event) => event.data.body)).toEqual(['After it']);
      stream.close();
    } finally {
      await older.end();
    }
  });

  it('loses nothing and doubles nothing with ten writers committing out of order', async () => {
    const id = await general(usd);
    const stream = openStream(await ticketFor({ 'x-operator-token': admin }, '/console/api/chat/stream-ticket'));
    await stream.opened;
    const WRITERS = 10;
    const EACH = 30;
    const written: number[] = [];
    const writer = async (w: number) => {
      const client = new pg.Client({ ...ctx.database.db.$client.options });
      await client.connect();
      try {
        for (let i = 0; i < EACH; i++) {
          await client.query('begin');
          const { rows } = await client.query<{ id: string }>(
            `insert into chat_messages (conversation_id, author, body) values ($1, 'buyer', $2) returning id`,
            [id, `w${w}-${i}`],
          );
          await client.query('select pg_notify($1, $2)', [CHAT_CHANNEL, '']);
          // Commits in another order than the ids were taken: a later id often commits first.
          await sleep(Math.random() * 15);
          await client.query('commit');
          written.push(Number(rows[0]!.id));
        }
      } finally {
        await client.end();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    await until(() => stream.messages().length >= WRITERS * EACH);
    await sleep(300);
    const seen = stream.messages().map((event) => event.data.id);
    const lost = written.filter((message) => !seen.includes(message));
    const doubled = seen.length - new Set(seen).size;
    expect({ lost: lost.length, doubled, seen: seen.length }).toEqual({ lost: 0, doubled: 0, seen: WRITERS * EACH });
    stream.close();
  });
});

describe('the console inbox', () => {
  it('lists unread first, replies, assigns, closes and reopens, with the audit', async () => {
    const id = await general(krw);
    await post(`/client/api/v1/chat/conversations/${id}/messages`, krw, { body: 'Need the MSDS' });
    const page = (await r.call('GET', '/console/api/chat?state=OPEN', { operator: admin })).json().payload;
    expect(page.list[0].unread).toBeGreaterThan(0);
    const detail = (await r.call('GET', `/console/api/chat/${id}`, { operator: admin })).json().payload;
    expect(detail.buyer).toMatchObject({ loginId: 'demo-krw', currency: 'KRW' });
    const staff = detail.operators.find((operator: { name: string; id: number }) => operator.id !== undefined);
    const assigned = await r.call('PUT', `/console/api/chat/${id}/assignee`, {
      operator: admin,
      body: { operatorId: staff.id },
    });
    expect(assigned.json().payload.conversation.assignee).toMatchObject({ id: staff.id });
    expect(
      (await r.call('PUT', `/console/api/chat/${id}/assignee`, { operator: admin, body: { operatorId: 999999 } }))
        .statusCode,
    ).toBe(404);
    const closed = await r.call('PUT', `/console/api/chat/${id}/state`, { operator: admin, body: { state: 'CLOSED' } });
    expect(closed.json().payload.conversation.state).toBe('CLOSED');
    // The buyer writing again opens it again.
    await post(`/client/api/v1/chat/conversations/${id}/messages`, krw, { body: 'One more thing' });
    expect(
      (await r.call('GET', `/console/api/chat/${id}`, { operator: admin })).json().payload.conversation.state,
    ).toBe('OPEN');
    const read = await r.call('POST', `/console/api/chat/${id}/read`, { operator: admin, body: { upTo: 2 ** 31 - 1 } });
    expect(read.statusCode).toBe(200);
    const audit = await query<{ action: string }>(
      `select action from audit_log where target_type = 'chat' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['chat.assign', 'chat.close']);
  });
});

describe('an unread reply', () => {
  it('is e-mailed once after ten minutes, whichever process runs the job', async () => {
    const id = await general(krw);
    await r.call('POST', `/console/api/chat/${id}/messages`, {
      operator: admin,
      body: { body: 'Your samples left today.' },
    });
    const log = second.log;
    const mails = mailer(ctx.database.db, { from: 'Hive <no-reply@hive.example>', log });
    const jobs = [1, 2].map(() => unreadReplies({ db: ctx.database.db, mailer: mails, publicUrl: 'http://hive.test' }));
    expect(await jobs[0]!.mailDue()).toBe(0);
    await query(`update chat_messages set created_at = now() - interval '11 minutes' where conversation_id = $1`, [id]);
    const sent = await Promise.all(jobs.map((job) => job.mailDue()));
    const mine = await query<{ text: string }>(
      `select text_body as text from outbox where template = 'chatUnreadReply' and text_body like '%' || $1 || '%'`,
      [`?chat=${id}`],
    );
    expect(mine.length).toBe(1);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(mine[0]!.text).toContain('Your samples left today.');
    expect(await jobs[1]!.mailDue()).toBe(0);
  });
});
