import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import type { Db } from './client.js';
import * as schema from './schema.js';
import { serverKey } from './server-keys.js';

let ctx: TestContext;
/** Another API process on the same database: a Db of its own, so nothing it reads is cached for the first. */
const otherProcess = () => drizzle(ctx.database.pool, { schema }) as Db;
const stored = async (purpose: string) =>
  (
    await ctx.database.pool.query<{ key: Buffer }>(`select key from server_keys where purpose = $1`, [purpose])
  ).rows.map((row) => row.key);

beforeAll(async () => {
  ctx = await createTestApp();
});

describe('server keys', () => {
  it('are made once at random, 32 bytes, and the same for every process on the database', async () => {
    const [first, second] = await Promise.all([
      serverKey(ctx.database.db, 'test-shared'),
      serverKey(otherProcess(), 'test-shared'),
    ]);
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect(await stored('test-shared')).toEqual([first]);
    expect((await serverKey(otherProcess(), 'test-shared')).equals(first)).toBe(true);
  });

  it('differ from one purpose to another', async () => {
    const a = await serverKey(ctx.database.db, 'test-a');
    const b = await serverKey(ctx.database.db, 'test-b');
    expect(a.equals(b)).toBe(false);
  });

  it('are read from the database once per process', async () => {
    const db = otherProcess();
    await serverKey(db, 'test-cached');
    const query = vi.spyOn(ctx.database.pool, 'query');
    try {
      for (let i = 0; i < 5; i++) await serverKey(db, 'test-cached');
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('find the key another process committed while this one waited to insert its own', async () => {
    const made = randomBytes(32);
    const other = await ctx.database.pool.connect();
    try {
      await other.query('begin');
      await other.query(`insert into server_keys (purpose, key) values ('test-race', $1)`, [made]);
      const key = serverKey(otherProcess(), 'test-race');
      // Its insert waits for the other transaction's row, then does nothing.
      await vi.waitFor(async () => {
        const { rows } = await ctx.database.pool.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%insert into server_keys%' and pid <> pg_backend_pid()`,
        );
        expect(rows).toHaveLength(1);
      });
      await other.query('commit');
      expect((await key).equals(made)).toBe(true);
    } finally {
      other.release();
    }
  });
});
