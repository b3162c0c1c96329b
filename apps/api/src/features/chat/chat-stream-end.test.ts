import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/chat-streams.js';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';
import { type App, buildApp } from '../../app.js';

/**
 * A chat stream ends with the session that asked for its ticket, whichever API process ends the session: the requests
 * go to the helper's process, the streams are open on another one on the same database, and only the database's
 * announcement tells it. And a stream ends after its life in any case (a third process, with a short one).
 */
const LIFE_MS = 1_500;
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let second: App;
let shortLived: App;
let base: string;
let shortBase: string;

const listening = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};
beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  second = await buildApp({ db: ctx.database.db });
  shortLived = await buildApp({ db: ctx.database.db, chatStreamLifeMs: LIFE_MS });
  [base, shortBase] = await Promise.all([listening(second), listening(shortLived)]);
});
afterAll(async () => {
  await Promise.all([second.close(), shortLived.close()]);
});

const buyerTicket = (token: string) => r.call('POST', '/client/api/v1/chat/stream-ticket', { token });
const operatorTicket = (operator: string) => r.call('POST', '/console/api/chat/stream-ticket', { operator });
async function streamOf(ticket: Promise<{ json: () => { payload: { ticket: string } } }>, on = base) {
  const stream = openStream(on, (await ticket).json().payload.ticket);
  await stream.opened;
  expect(stream.status()).toBe(200);
  return stream;
}

/** Runs `change` and answers how long after it began the stream ended (or Infinity, after two seconds). */
async function endsAfter(stream: ReturnType<typeof openStream>, change: () => Promise<unknown>) {
  const started = Date.now();
  await change();
  await Promise.race([stream.ends, sleep(2_000)]);
  return stream.ended() ? stream.endedAt() - started : Number.POSITIVE_INFINITY;
}

describe('a chat stream ends with its session', () => {
  it("ends at the buyer's sign-out, not the buyer's stream of another session nor another buyer's", async () => {
    const [leaving, staying, other] = await Promise.all([
      r.signIn('demo-usd'),
      r.signIn('demo-usd'),
      r.signIn('demo-krw'),
    ]);
    const [stream, kept, others] = await Promise.all([
      streamOf(buyerTicket(leaving)),
      streamOf(buyerTicket(staying)),
      streamOf(buyerTicket(other)),
    ]);
    const took = await endsAfter(stream, () => r.call('POST', '/auth/client/sign-out', { token: leaving }));
    expect(took).toBeLessThan(1_000);
    await sleep(200);
    expect(kept.ended()).toBe(false);
    expect(others.ended()).toBe(false);
    kept.close();
    others.close();
  });

  it("ends a stream opened by the session cookie at that session's sign-out", async () => {
    const token = await r.signIn('demo-usd');
    const stream = openStream(base, undefined, undefined, { cookie: token });
    await stream.opened;
    expect(stream.status()).toBe(200);
    const took = await endsAfter(stream, () => r.call('POST', '/auth/client/sign-out', { token }));
    expect(took).toBeLessThan(1_000);
    const again = openStream(base, undefined, undefined, { cookie: token });
    await again.opened;
    expect(again.status()).toBe(401);
  });

  it('opens nothing with a ticket asked for in a session that has ended since', async () => {
    const token = await r.signIn('demo-usd');
    const ticket = (await buyerTicket(token)).json().payload.ticket;
    await r.call('POST', '/auth/client/sign-out', { token });
    const stream = openStream(base, ticket);
    await stream.opened;
    expect(stream.status()).toBe(401);
  });

  it('ends when an admin suspends the buyer from the console', async () => {
    const [token, admin] = await Promise.all([r.signIn('demo-krw'), r.operator('admin')]);
    const stream = await streamOf(buyerTicket(token));
    const { rows } = await ctx.database.pool.query(`select id from buyers where login_id = 'demo-krw'`);
    const took = await endsAfter(stream, () =>
      r.call('POST', `/console/api/buyers/${rows[0].id}/suspend`, { operator: admin, body: { reason: 'Fraud' } }),
    );
    expect(took).toBeLessThan(1_000);
    await r.call('POST', `/console/api/buyers/${rows[0].id}/reactivate`, { operator: admin });
  });

  it("ends a staff operator's stream of every conversation at sign-out, and leaves the admin's", async () => {
    const [staff, admin] = await Promise.all([r.operator('staff'), r.operator('admin')]);
    const [stream, admins] = await Promise.all([streamOf(operatorTicket(staff)), streamOf(operatorTicket(admin))]);
    const took = await endsAfter(stream, () => r.call('POST', '/console/api/auth/sign-out', { operator: staff }));
    expect(took).toBeLessThan(1_000);
    await sleep(200);
    expect(admins.ended()).toBe(false);
    admins.close();
  });
});

describe("a chat stream's life", () => {
  it("ends a visitor's stream, which no session ends, after its life", async () => {
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/client/api/v1/chat/visitor',
      payload: { name: 'Ana R.', email: 'ana@shop.example' },
      ...csrf,
    });
    const cookies = { ...csrf.cookies, hive_chat: joined.cookies.find((c) => c.name === 'hive_chat')!.value };
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/client/api/v1/chat/stream-ticket',
      cookies,
      headers: csrf.headers,
    });
    const stream = await streamOf(Promise.resolve(ticket), shortBase);
    const opened = Date.now();
    await r.call('POST', '/auth/client/sign-out', { token: await r.signIn('demo-usd') });
    await sleep(300);
    expect(stream.ended()).toBe(false);
    await Promise.race([stream.ends, sleep(LIFE_MS + 2_000)]);
    expect(stream.endedAt() - opened).toBeGreaterThanOrEqual(LIFE_MS - 100);
  });

  it('ends a stream after its life; the next one, with a new ticket, resumes where it ended', async () => {
    const token = await r.signIn('demo-usd');
    const conversation = (await r.call('POST', '/client/api/v1/chat/conversations', { token, body: {} })).json().payload
      .conversation.id;
    const stream = await streamOf(buyerTicket(token), shortBase);
    const opened = Date.now();
    await Promise.race([stream.ends, sleep(LIFE_MS + 2_000)]);
    expect(stream.ended()).toBe(true);
    expect(stream.endedAt() - opened).toBeGreaterThanOrEqual(LIFE_MS - 100);
    expect(stream.endedAt() - opened).toBeLessThan(LIFE_MS + 1_000);

    const last = stream.events.at(-1)!.id;
    await r.call('POST', `/client/api/v1/chat/conversations/${conversation}/messages`, {
      token,
      body: { body: 'Written between two streams' },
    });
    const next = openStream(shortBase, (await buyerTicket(token)).json().payload.ticket, last);
    await next.opened;
    for (let tries = 0; tries < 200 && next.messages().length === 0; tries++) await sleep(50);
    expect(next.messages().map((event) => event.data.body)).toEqual(['Written between two streams']);
    next.close();
  });
});
