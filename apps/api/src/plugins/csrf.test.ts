import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/web');
  ctx = await createTestApp({ webDist });
});

const search = { method: 'POST' as const, url: '/client/api/brands?size=1', payload: {} };
const xsrfOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');

describe('anti-forgery cookie and header pair', () => {
  it('gives a page of the app a readable XSRF-TOKEN cookie, private to that browser, and keeps the one it has', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/brand/' });
    const cookie = xsrfOf(first);
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(first.headers['cache-control']).toMatch(/^private\b/);
    const again = await ctx.app.inject({ method: 'GET', url: '/brand/', cookies: { 'XSRF-TOKEN': cookie!.value } });
    expect(again.cookies).toHaveLength(0);
  });

  it('never sets it on an answer a shared cache may keep', async () => {
    for (const url of ['/client/api/top-brands', '/client/api/category/tree/2?includeHidden=false', '/health']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(xsrfOf(response), url).toBeUndefined();
    }
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/client/api/top-brands' });
    expect(catalogue.headers['cache-control']).toMatch(/\bpublic\b/);
    // Every answer that does set it is private.
    for (const url of ['/', '/brand/', '/search/?keyword=cream']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      if (xsrfOf(page)) expect(page.headers['cache-control'], url).toMatch(/^private\b/);
    }
  });

  it('refuses a state-changing request without the pair, with a code apart from a dead session', async () => {
    const missing = await ctx.app.inject(search);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('CSRF_REJECTED');
    // The refusal brings a cookie (privately), so the web client can try once more.
    expect(xsrfOf(missing)?.value).toMatch(/^[\w-]{43}$/);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const headerOnly = await ctx.app.inject({ ...search, headers: csrf.headers });
    expect(headerOnly.statusCode).toBe(403);
    const wrong = await ctx.app.inject({
      ...search,
      cookies: csrf.cookies,
      headers: { 'x-xsrf-token': 'another-token-00000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('CSRF_REJECTED');
    expect(xsrfOf(wrong)).toBeUndefined();
  });

  it('lets the request through with a matching pair', async () => {
    const response = await ctx.app.inject({ ...search, ...csrf });
    expect(response.statusCode).toBe(200);
    expect(xsrfOf(response)).toBeUndefined();
  });
});
