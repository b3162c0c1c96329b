import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { createTestApp, csrf, type TestContext } from './helper.js';

/** Guessing is slowed, and nobody can lock the owner out. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

let address = 0;
const nextAddress = () => `10.60.${Math.floor(++address / 250)}.${address % 250}`;

type Who = { ip?: string; device?: string; app?: TestContext['app'] };
const signIn = (loginId: string, password: string, who: Who = {}, url = '/auth/client/sign-in') =>
  (who.app ?? ctx.app).inject({
    method: 'POST',
    url,
    payload: { loginId, password },
    remoteAddress: who.ip ?? nextAddress(),
    cookies: {
      ...csrf.cookies,
      ...(who.device ? { [url.startsWith('/console') ? 'hive_console_device' : 'hive_device']: who.device } : {}),
    },
    headers: csrf.headers,
  });
const deviceOf = (response: Awaited<ReturnType<typeof signIn>>) =>
  response.cookies.find((cookie) => cookie.name === 'hive_device' || cookie.name === 'hive_console_device');

describe('the login-id availability check', () => {
  it('never spends the sign-ins of the id it asks about', async () => {
    for (let i = 0; i < 12; i++) {
      const check = await ctx.app.inject({
        url: '/auth/client/existingByLoginId?loginId=demo-usd',
        remoteAddress: nextAddress(),
      });
      expect(check.statusCode).toBe(200);
    }
    expect((await signIn('demo-usd', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('has a limit of its own per address', async () => {
    const ip = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await ctx.app.inject({ url: `/auth/client/existingByLoginId?loginId=probe-${i}`, remoteAddress: ip }))
          .statusCode,
      );
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("a buyer's sign-in under a guessing attack", () => {
  it('keeps letting the owner in from a browser that signed in before, while strangers get 429', async () => {
    const owner = await signIn('demo-krw', DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    const device = deviceOf(owner);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth/client' });

    // Guesses from many addresses: the login id's limit (5 a minute) closes it to every untrusted client.
    const guesses: number[] = [];
    for (let i = 0; i < 8; i++) guesses.push((await signIn('demo-krw', `guess-${i}`)).statusCode);
    expect(guesses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(guesses.slice(5)).toEqual([429, 429, 429]);
    const stranger = await signIn('demo-krw', DEMO_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toMatch(/^\d+$/);

    // The owner's browser is not held back, and its cookie is renewed.
    const again = await signIn('demo-krw', DEMO_PASSWORD, { device: device!.value });
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.login.token).toMatch(/^[\w-]{43}$/);
    expect(deviceOf(again)!.value).not.toBe(device!.value);
    // The device cookie of one account opens nothing for another.
    const otherAccount = await signIn('demo-usd', 'guess', { device: deviceOf(again)!.value });
    expect(otherAccount.statusCode).toBe(401);
  });

  it('keeps only a hash of the device cookie, and a made-up cookie is not trusted', async () => {
    const owner = await signIn('demo-pending', DEMO_PASSWORD);
    const value = deviceOf(owner)!.value;
    const stored = await ctx.database.pool.query(
      `select subject from trusted_devices where token_hash = sha256($1::bytea)`,
      [Buffer.from(value)],
    );
    expect(stored.rows).toEqual([{ subject: 'buyer:demo-pending' }]);
    const dump = await ctx.database.pool.query(`select * from trusted_devices`);
    expect(JSON.stringify(dump.rows)).not.toContain(value);

    for (let i = 0; i < 5; i++) await signIn('demo-pending', `guess-${i}`);
    expect((await signIn('demo-pending', DEMO_PASSWORD, { device: 'made-up' })).statusCode).toBe(429);
    expect((await signIn('demo-pending', DEMO_PASSWORD, { device: value })).statusCode).toBe(200);
  });

  it('holds back a trusted device too once it guesses ten times a minute', async () => {
    // A fresh account of its own, so the other tests' counts do not mix in.
    await ctx.database.pool.query(
      `insert into buyers (login_id, password_hash, join_status_code, approved_at, grade_id, currency, company_name,
         country_id, rep_contact_name, rep_contact_email, phone_country_id, phone_number, agreed_terms_at, status, language)
       select 'device-guesser', password_hash, join_status_code, approved_at, grade_id, currency, 'Guess Co', country_id,
         'G', 'guesser@example.com', phone_country_id, phone_number, agreed_terms_at, status, language
       from buyers where login_id = 'demo-usd'`,
    );
    const device = deviceOf(await signIn('device-guesser', DEMO_PASSWORD))!.value;
    const codes: number[] = [];
    for (let i = 0; i < 16; i++) codes.push((await signIn('device-guesser', `guess-${i}`, { device })).statusCode);
    // Ten on the device's own count, then five more on the login id's: then 429.
    expect(codes.filter((code) => code === 401).length).toBe(15);
    expect(codes.at(-1)).toBe(429);
  });

  it('counts in the database: a second API process on the same database sees the same count', async () => {
    const second = await buildApp({ db: ctx.database.db });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await signIn('shared-count', 'x')).statusCode);
      for (let i = 0; i < 3; i++) codes.push((await signIn('shared-count', 'x', { app: second })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await second.close();
    }
  });

  it('exempts the addresses of RATE_LIMIT_ALLOW', async () => {
    const exempt = await buildApp({ db: ctx.database.db, rateLimitAllow: ['10.99.99.99'] });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++)
        codes.push((await signIn('allowed-host', 'x', { app: exempt, ip: '10.99.99.99' })).statusCode);
      expect(codes.every((code) => code === 401)).toBe(true);
    } finally {
      await exempt.close();
    }
  });
});

describe("an operator's sign-in under a guessing attack", () => {
  it('keeps letting admin in from the browser it used before, after five wrong passwords from elsewhere', async () => {
    const consoleSignIn = '/console/api/auth/sign-in';
    const admin = await signIn('admin', DEMO_PASSWORD, {}, consoleSignIn);
    expect(admin.statusCode).toBe(200);
    const device = deviceOf(admin)!;
    expect(device).toMatchObject({ name: 'hive_console_device', httpOnly: true, path: '/console/api/auth' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn('admin', `guess-${i}`, {}, consoleSignIn)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn('admin', DEMO_PASSWORD, {}, consoleSignIn)).statusCode).toBe(429);
    const own = await signIn('admin', DEMO_PASSWORD, { device: device.value }, consoleSignIn);
    expect(own.statusCode).toBe(200);
    expect(own.json().payload.token).toMatch(/^[\w-]{43}$/);
    // A buyer's device cookie is no operator's.
    const buyerDevice = deviceOf(await signIn('demo-usd', DEMO_PASSWORD))!.value;
    expect((await signIn('admin', DEMO_PASSWORD, { device: buyerDevice }, consoleSignIn)).statusCode).toBe(429);
  });
});
