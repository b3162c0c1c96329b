import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, eventually, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';

/**
 * A signed-in buyer's storefront page is drawn by the server for them, from the httpOnly session cookie set at
 * sign-in: with their prices, kept for no one, and the cookie alone never acts as the buyer on an API route.
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/web-member');

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let productId: number;

beforeAll(async () => {
  ctx = await createTestApp({ webDist });
  r = requests(ctx);
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select p.id from products p join brands b on b.id = p.brand_id
     where p.exist and not p.held and p.supply_usd > 0 and p.supply_krw > 0 and not b.hidden order by p.id limit 1`,
  );
  productId = rows[0]!.id;
});

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number };

async function signIn(loginId: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/auth/client/sign-in',
    payload: { loginId, password: DEMO_PASSWORD },
    cookies: csrf.cookies,
    headers: csrf.headers,
  });
  expect(response.statusCode).toBe(200);
  const cookie = (response.cookies as Cookie[]).find((c) => c.name === 'hive_session');
  return { token: response.json().payload.login.token as string, buyerId: response.json().payload.buyer.id, cookie };
}

/** A product page as a browser asks for it: with the member flag and the session cookie when given. */
const page = (session?: string, member = session !== undefined) =>
  ctx.app.inject({
    method: 'GET',
    url: `/product/${productId}/`,
    cookies: { ...(member ? { hive_member: '1' } : {}), ...(session ? { hive_session: session } : {}) },
  });

describe("a signed-in buyer's first render", () => {
  it('sets the session cookie at sign-in: httpOnly, SameSite=Lax, for the whole site, as long as a session lasts', async () => {
    const { cookie } = await signIn('demo-usd');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBeGreaterThan(3600);
  });

  it("draws the buyer's page with their price, private and kept by no one; a visitor after them sees no price", async () => {
    const usd = await signIn('demo-usd');
    const krw = await signIn('demo-krw');
    const mine = await page(usd.cookie!.value);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toMatch(new RegExp(`price:USD \\d+ for:${usd.buyerId}<`));
    // The session it was drawn with goes with it, without the token.
    expect(mine.body).toContain('data-session="');
    expect(mine.body).not.toContain(usd.token);

    const theirs = await page(krw.cookie!.value);
    expect(theirs.body).toMatch(new RegExp(`price:KRW \\d+ for:${krw.buyerId}<`));

    const visitor = await page();
    expect(visitor.body).toContain('for:visitor<');
    expect(visitor.body).not.toContain('price:');
    expect(visitor.body).not.toContain('data-session');
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    // And the buyer's page after the visitor's is still theirs, not the one kept for visitors.
    expect((await page(usd.cookie!.value)).body).toContain(`price:USD`);
  });

  it('never acts as the buyer on an API route with the cookie alone', async () => {
    const { cookie } = await signIn('demo-usd');
    const cookies = { ...csrf.cookies, hive_member: '1', hive_session: cookie!.value };
    const product = await ctx.app.inject({ method: 'GET', url: `/client/api/v2/product/${productId}`, cookies });
    expect(product.statusCode).toBe(200);
    expect(product.json().payload.price).toBeUndefined();
    const count = await ctx.app.inject({ method: 'GET', url: '/client/api/v1/quotation/cnt', cookies });
    expect(count.statusCode).toBe(401);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/auth/client/session-cookie',
      cookies,
      headers: csrf.headers,
    });
    expect(write.statusCode).toBe(401);
  });

  it('clears the cookie at sign-out, and a page with the ended session is left to the browser', async () => {
    const { token, cookie } = await signIn('demo-usd');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/auth/client/sign-out',
      cookies: { ...csrf.cookies, hive_session: cookie!.value },
      headers: { ...csrf.headers, 'x-auth-token': token },
    });
    expect(out.statusCode).toBe(200);
    const cleared = (out.cookies as Cookie[]).find((c) => c.name === 'hive_session');
    expect(cleared?.value).toBe('');
    // A browser that kept it anyway: no member page, and the dead cookie is cleared.
    const after = await page(cookie!.value);
    expect(after.body).not.toContain('id="first-render"');
    expect((after.cookies as Cookie[]).find((c) => c.name === 'hive_session')?.value).toBe('');
  });

  it("gives a suspended buyer's cookie no member page", async () => {
    const { cookie, buyerId } = await signIn('demo-krw');
    expect((await page(cookie!.value)).body).toContain('price:KRW');
    await ctx.database.pool.query(`update buyers set status = 'suspended' where id = $1`, [buyerId]);
    try {
      // The process hears of the change from the database (its sessions are kept up to ten seconds otherwise).
      await eventually(async () => (await page(cookie!.value)).body.includes('price:'), false);
      const after = await page(cookie!.value);
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toContain('price:');
      expect(after.body).not.toContain('id="first-render"');
    } finally {
      await ctx.database.pool.query(`update buyers set status = 'active' where id = $1`, [buyerId]);
    }
  });

  it('gives a buyer signed in before the cookie existed the cookie for their token, and tells their pages it is missing', async () => {
    const { token } = await signIn('demo-usd');
    const cookieless = await page(undefined, true);
    expect(cookieless.body).toContain('<div id="root" data-session-cookie="missing"></div>');
    const given = await r.call('POST', '/auth/client/session-cookie', { token });
    expect(given.statusCode).toBe(200);
    const cookie = (given.cookies as Cookie[]).find((c) => c.name === 'hive_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' });
    expect((await page(cookie!.value)).body).toContain('price:USD');
  });
});
