import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { createTestApp, type TestContext } from './helper.js';

/** `/metrics` for a scraper with the token, request ids in answers. */
const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
let open: App;

beforeAll(async () => {
  ctx = await createTestApp({ metricsToken: TOKEN, mail: { retryIntervalMs: 50 } });
  open = await buildApp({ db: ctx.database.db });
});
afterAll(async () => {
  await open.close();
});

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** A sample's value in Prometheus's text format, or 0 when it is not there. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('does not exist without a token set, and needs the token when one is', async () => {
    expect((await open.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests per route and status, times them, and shows the pool and the outbox', async () => {
    const requests = 'hive_http_requests_total{method="GET",route="/client/api/v2/brand/:id",status="200"}';
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, requests);
    for (let n = 0; n < 3; n++)
      expect((await ctx.app.inject({ method: 'GET', url: '/client/api/v2/brand/401' })).statusCode).toBe(200);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(sample(text, requests)).toBe(before + 3);
    expect(
      sample(text, 'hive_http_request_duration_seconds_count{method="GET",route="/client/api/v2/brand/:id"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/hive_db_pool_connections\{state="total"\} \d+/);
    const [{ count }] = (
      await ctx.database.pool.query<{ count: number }>(
        `select count(*)::int as count from outbox where status = 'logged'`,
      )
    ).rows as [{ count: number }];
    expect(sample(text, 'hive_mail_outbox{status="logged"}')).toBe(count);
    expect(text).toContain('process_cpu_seconds_total');
    // The mail retries run every 50 ms in this app: their runs are counted.
    expect(sample(text, 'hive_job_runs_total{job="mail-retries",outcome="ok"}')).toBeGreaterThan(0);
  });
});

describe('request ids', () => {
  it('names every answer, and a 5xx body carries the same id', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/health' });
    const second = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // A process that is stopping is not ready: a 503 that names its request.
    ctx.app.draining = true;
    try {
      const notReady = await ctx.app.inject({ method: 'GET', url: '/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ code: 'UNAVAILABLE', requestId: notReady.headers['x-request-id'] });
    } finally {
      ctx.app.draining = false;
    }
  });

  it("takes a proxy's request id only when proxies are trusted, and only a harmless one", async () => {
    const given = { 'x-request-id': 'lb-1234.abc' };
    expect((await ctx.app.inject({ method: 'GET', url: '/health', headers: given })).headers['x-request-id']).not.toBe(
      'lb-1234.abc',
    );
    const trusting = await buildApp({ db: ctx.database.db, trustProxy: true });
    try {
      const kept = await trusting.inject({ method: 'GET', url: '/health', headers: given });
      expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
      const forged = await trusting.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'a\nlevel=fatal msg=forged' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await trusting.close();
    }
  });
});
