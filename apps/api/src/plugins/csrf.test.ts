import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const search = { method: 'POST' as const, url: '/client/api/brands?size=1', payload: {} };

describe('anti-forgery cookie and header pair', () => {
  it('gives a readable XSRF-TOKEN cookie to a client that has none, and keeps the one it has', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/health' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await ctx.app.inject({ method: 'GET', url: '/health', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.cookies).toHaveLength(0);
  });

  it('refuses a state-changing request without the pair, with a code apart from a dead session', async () => {
    const missing = await ctx.app.inject(search);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('CSRF_REJECTED');
    const headerOnly = await ctx.app.inject({ ...search, headers: csrf.headers });
    expect(headerOnly.statusCode).toBe(403);
    const wrong = await ctx.app.inject({
      ...search,
      cookies: csrf.cookies,
      headers: { 'x-xsrf-token': 'another-token-00000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_REJECTED');
  });

  it('lets the request through with a matching pair', async () => {
    const response = await ctx.app.inject({ ...search, ...csrf });
    expect(response.statusCode).toBe(200);
  });
});
