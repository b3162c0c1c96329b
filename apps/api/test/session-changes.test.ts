import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createTwoProcesses, csrf, eventually, type TestContext } from './helper.js';
import { requests } from './requests.js';

/**
 * Two API processes on one database: each keeps the buyer behind a token it has just read, and drops it when the
 * database announces that who a session is changed — whichever process, or whatever else, wrote the change.
 */
let ctx: TestContext;
let second: App;

beforeAll(async () => {
  ({ second, ...ctx } = await createTwoProcesses());
});

/** The basket's count as `app` answers it for `token`: 200 while the session lives, 403 once it has ended. */
const countStatus = async (app: App, token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/client/api/v1/quotation/cnt',
      cookies: csrf.cookies,
      headers: { ...csrf.headers, 'x-auth-token': token },
    })
  ).statusCode;

/** A product's unit price for `token`, as `app` answers it. */
const unitPrice = async (app: App, token: string, id: number) =>
  (await app.inject({ method: 'GET', url: `/client/api/v2/product/${id}`, headers: { 'x-auth-token': token } })).json()
    .payload.price.unitPrice as number;

/** A fresh session of a demo buyer, read (and so kept) by both processes. */
async function keptSession(loginId: 'demo-usd' | 'demo-krw' = 'demo-usd') {
  const token = await requests(ctx).signIn(loginId);
  expect(await countStatus(ctx.app, token)).toBe(200);
  expect(await countStatus(second, token)).toBe(200);
  return token;
}

describe('a session ended or changed in one place is seen by every API process', () => {
  it('refuses a signed-out token at once where it signed out, and in the other process once the database says so', async () => {
    const token = await keptSession();
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/auth/client/sign-out',
      cookies: csrf.cookies,
      headers: { ...csrf.headers, 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    expect(await countStatus(ctx.app, token)).toBe(403);
    expect(await eventually(() => countStatus(second, token), 403)).toBe(403);
  });

  it('refuses the tokens of an account suspended behind both processes’ backs', async () => {
    const token = await keptSession();
    try {
      await ctx.database.pool.query(`update buyers set status = 'suspended' where login_id = 'demo-usd'`);
      expect(await eventually(() => countStatus(second, token), 403)).toBe(403);
      expect(await eventually(() => countStatus(ctx.app, token), 403)).toBe(403);
    } finally {
      await ctx.database.pool.query(`update buyers set status = 'active' where login_id = 'demo-usd'`);
    }
    // Suspension ended no session by itself here (the console's does): the token works again.
    expect(await eventually(() => countStatus(second, token), 200)).toBe(200);
  });

  it('refuses a session whose expiry was brought forward', async () => {
    const token = await keptSession('demo-krw');
    await ctx.database.pool.query(
      `update buyer_sessions set expires_at = created_at + interval '1 millisecond'
        where buyer_id = (select id from buyers where login_id = 'demo-krw')`,
    );
    expect(await eventually(() => countStatus(second, token), 403)).toBe(403);
    expect(await eventually(() => countStatus(ctx.app, token), 403)).toBe(403);
  });

  it('prices at the new grade in both processes once a grade or its discount changes', async () => {
    const token = await keptSession();
    const { rows } = await ctx.database.pool.query<{ id: number; supply_usd: number }>(
      'select id, supply_usd from products where not hidden and exist and supply_usd > 1000 order by id limit 1',
    );
    const { id, supply_usd } = rows[0]!;
    // Grade 01 is 5 % off, grade 04 20 %, half up to the cent.
    const at = (discountBp: number) => Math.floor((supply_usd * (10_000 - discountBp) + 5_000) / 10_000);
    expect(await unitPrice(second, token, id)).toBe(at(500));
    try {
      await ctx.database.pool.query(`update buyers set grade_id = '04' where login_id = 'demo-usd'`);
      expect(await eventually(() => unitPrice(second, token, id), at(2_000))).toBe(at(2_000));
      await ctx.database.pool.query(`update grades set discount_bp = 2500 where id = '04'`);
      expect(await eventually(() => unitPrice(second, token, id), at(2_500))).toBe(at(2_500));
      expect(await eventually(() => unitPrice(ctx.app, token, id), at(2_500))).toBe(at(2_500));
    } finally {
      await ctx.database.pool.query(`update grades set discount_bp = 2000 where id = '04'`);
      await ctx.database.pool.query(`update buyers set grade_id = '01' where login_id = 'demo-usd'`);
    }
    expect(await eventually(() => unitPrice(second, token, id), at(500))).toBe(at(500));
  });
});

describe('a company’s members across API processes', () => {
  it('a member removed in one process is refused at once in the other; an order approved in one is placed in the other', async () => {
    const r = requests(ctx);
    const owner = await r.signIn('demo-usd');
    const email = 'two.processes@pacific-beauty.example';
    await r.call('POST', '/client/api/v1/company/invitations', {
      token: owner,
      body: { email, name: 'Two Processes', role: 'PURCHASER' },
    });
    const link = new URL((await r.lastMail(email))!.text.match(/https?:\/\/\S+\/invitation\/\S+/)![0]);
    const accepted = await r.call('POST', '/auth/client/invitations/accept', {
      body: {
        invitationId: link.searchParams.get('id'),
        key: link.searchParams.get('key'),
        loginId: 'two-processes',
        password: 'Lotus-Harbour-2048',
      },
    });
    const { login, buyer } = accepted.json().payload;
    expect(await countStatus(second, login.token)).toBe(200);

    const removed = await second.inject({
      method: 'DELETE',
      url: `/client/api/v1/company/members/${buyer.member.id}`,
      cookies: csrf.cookies,
      headers: { ...csrf.headers, 'x-auth-token': owner },
    });
    expect(removed.statusCode).toBe(200);
    expect(await countStatus(second, login.token)).toBe(403);
    expect(await eventually(() => countStatus(ctx.app, login.token), 403)).toBe(403);
  });
});
