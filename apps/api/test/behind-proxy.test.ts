import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { createTestApp, csrf, type TestContext } from './helper.js';

/** Behind a TLS proxy, `TRUST_PROXY` makes the client's address, HSTS and Secure cookies right. */
const PROXY = '10.70.0.1';
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web');
let plain: TestContext;
let trusting: TestContext['app'];

beforeAll(async () => {
  plain = await createTestApp({ webDist });
  trusting = await buildApp({ db: plain.database.db, webDist, trustProxy: [PROXY] });
});
afterAll(() => trusting.close());

/** A request as the proxy passes it on: from the proxy's address, naming the client and the scheme it used. */
const viaProxy = (app: TestContext['app'], client: string, options: InjectOptions) =>
  app.inject({
    ...options,
    remoteAddress: PROXY,
    headers: { ...options.headers, 'x-forwarded-for': client, 'x-forwarded-proto': 'https' },
  });

const availability = (app: TestContext['app'], client: string) =>
  viaProxy(app, client, { url: '/auth/client/existingByLoginId?loginId=nobody' });

describe('with TRUST_PROXY naming the proxy', () => {
  it('sends HSTS and makes every cookie Secure for a client that came over HTTPS', async () => {
    const page = await viaProxy(trusting, '203.0.113.7', { url: '/brand/' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const cart = await viaProxy(trusting, '203.0.113.7', {
      method: 'POST',
      url: '/client/api/v1/cart/add',
      payload: [{ productId: 1, quantity: 1 }],
      ...csrf,
    });
    expect(cart.statusCode).toBe(200);
    const signIn = await viaProxy(trusting, '203.0.113.7', {
      method: 'POST',
      url: '/auth/client/sign-in',
      payload: { loginId: 'demo-usd', password: DEMO_PASSWORD },
      ...csrf,
    });
    expect(signIn.statusCode).toBe(200);
    const cookies = [...page.cookies, ...cart.cookies, ...signIn.cookies];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'XSRF-TOKEN',
      'hive_cart',
      'hive_device',
      'hive_has_cart',
      'hive_session',
    ]);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  });

  it('limits each client behind the proxy by its own address', async () => {
    const first: number[] = [];
    for (let i = 0; i < 31; i++) first.push((await availability(trusting, '203.0.113.20')).statusCode);
    expect(first.at(-1)).toBe(429);
    expect((await availability(trusting, '203.0.113.21')).statusCode).toBe(200);
  });

  it('ignores the forwarded headers of a peer that is not the proxy', async () => {
    const spoofed = await trusting.inject({
      url: '/brand/',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.99', 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(spoofed.cookies.every((cookie) => !cookie.secure)).toBe(true);
  });
});

describe('without TRUST_PROXY', () => {
  it('believes no forwarded header: no HSTS, no Secure flag, and every client behind the proxy shares its address', async () => {
    const page = await viaProxy(plain.app, '203.0.113.30', { url: '/brand/' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure).toBeFalsy();
    for (let i = 0; i < 30; i++) await availability(plain.app, `203.0.113.${40 + i}`);
    // Thirty different clients spent the proxy's one allowance.
    expect((await availability(plain.app, '203.0.113.80')).statusCode).toBe(429);
  });
});

describe('the TRUST_PROXY setting', () => {
  it('reads true, a list of addresses and ranges, or nothing', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.1', '172.16.0.0/12']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });
});
