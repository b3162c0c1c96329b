import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

let address = 0;
/** Each call comes from its own address unless told otherwise, so the per-address limit only bites where tested. */
const signIn = (body: object, remoteAddress = `10.0.0.${++address}`) =>
  ctx.app.inject({ method: 'POST', url: '/auth/client/sign-in', payload: body, remoteAddress, ...csrf });
const withToken = (token: string, url = '/client/api/site') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

describe('sign-in', () => {
  it('gives an approved buyer a token and the buyer, and the token opens a session', async () => {
    const response = await signIn({ loginId: ' Demo-USD ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { login, buyer } = response.json().payload;
    expect(login).toMatchObject({
      joinStatusCode: '01',
      loginId: 'demo-usd',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(buyer).toMatchObject({
      currency: 'USD',
      grade: { id: '01' },
      country: { code: 'US' },
      agreedTermsOfService: true,
    });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toMatch(/argon2/);
    expect((await withToken(login.token)).statusCode).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const { token } = (await signIn({ loginId: 'demo-krw', password: DEMO_PASSWORD })).json().payload.login;
    const stored = await ctx.database.pool.query(`select encode(token_hash, 'hex') as hash from buyer_sessions`);
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const row of stored.rows) expect(row.hash).not.toContain(Buffer.from(token).toString('hex'));
  });

  it('gives an applicant its join status and no token', async () => {
    const response = await signIn({ loginId: 'demo-pending', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      login: { joinStatusCode: '01', loginId: 'demo-pending', token: null },
      buyer: null,
    });
  });

  it('answers a wrong password and an unknown login id alike, with no token', async () => {
    const wrong = await signIn({ loginId: 'demo-usd', password: 'not-the-password' });
    const unknown = await signIn({ loginId: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('rejects malformed bodies, naming the field, and unknown fields', async () => {
    const missing = await signIn({ loginId: 'demo-usd' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('password');
    const extra = await signIn({ loginId: 'demo-usd', password: DEMO_PASSWORD, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('"admin"');
  });

  it('needs the anti-forgery pair like every state-changing request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/client/sign-in',
      payload: { loginId: 'demo-usd', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
  });

  it('limits attempts per login id and per address, with Retry-After', async () => {
    // At most five attempts a minute for one account, whatever the address (one came from an earlier test).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn({ loginId: 'DEMO-krw ', password: `guess-${i}` })).statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    const limited = await signIn({ loginId: 'demo-krw', password: DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().code).toBe('RATE_LIMITED');

    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push((await signIn({ loginId: `someone-${i}`, password: 'x' }, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });
});

describe('sessions', () => {
  it('refuses a dead token with 403 so the client signs out and retries without it', async () => {
    const response = await withToken('not-a-real-token');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SESSION_EXPIRED');
    expect((await ctx.app.inject({ method: 'GET', url: '/client/api/site' })).statusCode).toBe(200);
  });

  it('ends a session at sign-out', async () => {
    const { token } = (await signIn({ loginId: 'demo-usd', password: DEMO_PASSWORD })).json().payload.login;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/auth/client/sign-out',
      headers: { ...csrf.headers, 'x-auth-token': token },
      cookies: csrf.cookies,
    });
    expect(out.json()).toEqual({ payload: true });
    expect((await withToken(token)).json().code).toBe('SESSION_EXPIRED');
  });

  it('ends a session that stayed idle past its expiry', async () => {
    const { token } = (await signIn({ loginId: 'demo-usd', password: DEMO_PASSWORD })).json().payload.login;
    await ctx.database.pool.query(
      `update buyer_sessions set created_at = now() - interval '4 days', expires_at = now() - interval '1 second'`,
    );
    expect((await withToken(token)).statusCode).toBe(403);
  });
});

describe('existingByLoginId', () => {
  it('says whether a login id is taken, whatever its case', async () => {
    const taken = await ctx.app.inject({
      method: 'GET',
      url: '/auth/client/existingByLoginId?loginId=DEMO-usd',
      remoteAddress: '10.1.1.1',
    });
    expect(taken.json()).toEqual({ payload: true });
    const free = await ctx.app.inject({
      method: 'GET',
      url: '/auth/client/existingByLoginId?loginId=fresh-company',
      remoteAddress: '10.1.1.2',
    });
    expect(free.json()).toEqual({ payload: false });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/auth/client/existingByLoginId',
      remoteAddress: '10.1.1.3',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('loginId');
  });
});
