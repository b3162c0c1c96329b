import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('security headers', () => {
  it('sends a content security policy without inline scripts, and no framing or sniffing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/client/api/site' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sets the anti-forgery cookie readable by the page, same-site, with a refused write', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/client/api/brands', payload: {} });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
  });
});
