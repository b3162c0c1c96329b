import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from './helper.js';

/** Issue 11, item 8: a term reaches the public trend page only when many different people searched it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.pool.query('delete from search_log');
});

const searchFrom = (address: string, term: string) =>
  ctx.app.inject({ url: `/client/api/search?search=${encodeURIComponent(term)}`, remoteAddress: address });
const logged = async (term: string) =>
  (
    await ctx.database.pool.query<{ rows: number; searchers: number }>(
      `select count(*)::int as rows, count(distinct searcher)::int as searchers from search_log where term = $1`,
      [term],
    )
  ).rows[0]!;
const risingTerms = async () =>
  ((await ctx.app.inject({ url: '/client/api/trend' })).json().payload.searches as { term: string }[]).map(
    (entry) => entry.term,
  );

describe('rising search terms', () => {
  it('ignore sixty searches from one address, and show a term five different people searched', async () => {
    for (let i = 0; i < 60; i++) expect((await searchFrom('198.51.100.7', 'cream')).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await searchFrom(`198.51.100.${20 + i}`, 'toner')).statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect(await logged('cream')).toEqual({ rows: 60, searchers: 1 });
      expect(await logged('toner')).toEqual({ rows: 5, searchers: 5 });
    });
    const terms = await risingTerms();
    expect(terms).toContain('toner');
    expect(terms).not.toContain('cream');
  });

  it('keep no address in the log, only a keyed hash the same for the same searcher', async () => {
    const { rows } = await ctx.database.pool.query<{ searcher: string }>(
      `select distinct searcher from search_log where term in ('cream', 'toner')`,
    );
    expect(rows).toHaveLength(6);
    for (const { searcher } of rows) {
      expect(searcher).toMatch(/^[\w-]{16}$/);
      expect(searcher).not.toContain('198.51');
    }
    // The key is the server's own, made once and kept in the database for every process.
    const keys = await ctx.database.pool.query(
      `select octet_length(key) as length from server_keys where purpose = 'search-log'`,
    );
    expect(keys.rows).toEqual([{ length: 32 }]);
  });
});
