import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type ConnectOptions, connect, type Database, type Db } from './client.js';
import * as schema from './schema.js';

/** How often each process asks the replica how far it has replayed, and the primary how far it has written. */
const POLL_MS = 1_000;
/** A replica not heard from for this long is taken as down until it answers again. */
const SILENT_MS = 3_000;
/** What a request must read at least (a write position), once the database has it: see `mustSee`. */
const storage = new AsyncLocalStorage<{ lsn: bigint }>();
/** Past every position: until the primary has said where it is, nothing but the primary will do. */
const UNKNOWN = 2n ** 64n;

/** A WAL position as PostgreSQL writes it (`16/B374D848`), as a number; undefined for anything else. */
export function lsnOf(text: string | undefined): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : undefined;
}

export type ReadStats = {
  /** Reads run on the replica, and on the primary (the replica behind a caller's own write, or unfit). */
  replica: number;
  primary: number;
  /** Reads sent to the primary because the replica was down or lagging beyond the limit. */
  fallbacks: number;
  /** How far behind the replica is, in milliseconds; undefined while it does not answer. */
  lagMs: number | undefined;
  up: boolean;
};

export type ReadSide = {
  /** Where the read-only repositories read: the replica when it is fit and has replayed what the caller must see. */
  db: Db;
  /** Whether there is a replica at all (without one, `db` is the primary's and nothing else happens). */
  replicated: boolean;
  /** The primary's write position now (after a caller's write: what that caller's next reads must see). */
  primaryLsn(): Promise<string>;
  /** Runs `work` as a request that must see the primary's position `lsn` (a write of its own). */
  mustSee<T>(lsn: bigint | undefined, work: () => T): T;
  /**
   * Every read of this process goes to the primary until the replica has replayed what the primary has now: after a
   * catalogue change, so that what the process keeps is drawn again from the changed data, never from a replica that
   * has not seen it yet.
   */
  fence(): void;
  stats(): ReadStats;
  close(): Promise<void>;
};

/** Without a replica: the primary, with nothing added to any read. */
export function primaryOnly(primary: Db): ReadSide {
  return {
    db: primary,
    replicated: false,
    primaryLsn: async () => '0/0',
    mustSee: (_lsn, work) => work(),
    fence: () => {},
    stats: () => ({ replica: 0, primary: 0, fallbacks: 0, lagMs: undefined, up: false }),
    close: async () => {},
  };
}

/** node-postgres's errors that come from the connection, not from the statement: the same read may run elsewhere. */
function connectionLost(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  // A server's own error has a SQLSTATE; 08… (connection), 57P… (shut down, cannot connect now) and 40001 (a read
  // cancelled by a conflict with recovery, on a standby) are the replica's trouble, not the statement's.
  if (/^(08|57P)/.test(code) || code === '40001') return true;
  return !/^[0-9A-Z]{5}$/.test(code);
}

/**
 * The read side over a streaming replica at `url`. Each read goes to the replica when all of these hold, else to the
 * primary:
 * - the replica answered within the last 3 s and is not more than `maxLagMs` behind (else the read is a fallback);
 * - it has replayed the caller's own last write (`mustSee`, from the `hive_rw` cookie: read-your-writes);
 * - it has replayed the last catalogue change this process heard of (`fence`).
 * A read that fails on the replica's connection runs again on the primary. The replica's position is asked every second
 * (one statement to each server), and the lag is the age of the oldest primary position seen that the replica has not
 * replayed yet.
 */
export function readSide(
  primary: Database,
  url: string,
  { maxLagMs, ...options }: ConnectOptions & { maxLagMs: number },
): ReadSide {
  const replica = connect(url, options);
  const stats = { replica: 0, primary: 0, fallbacks: 0 };
  let replayed = 0n;
  let heardAt = 0;
  let lagMs: number | undefined;
  let fenceLsn = 0n;
  /** Fences set so far: a poll settles a fence only if none came after it asked the primary. */
  let fences = 0;
  /** Primary positions seen and when, oldest first, that the replica had not replayed yet. */
  let ahead: { lsn: bigint; at: number }[] = [];
  const fit = () => lagMs !== undefined && lagMs <= maxLagMs && Date.now() - heardAt <= SILENT_MS;
  const markDown = () => {
    lagMs = undefined;
    heardAt = 0;
  };

  const primaryLsn = async () =>
    (await primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;
  const poll = async () => {
    try {
      const at = Date.now();
      const fencesBefore = fences;
      const written = lsnOf(await primaryLsn());
      if (written !== undefined && fenceLsn === UNKNOWN && fences === fencesBefore) fenceLsn = written;
      const { rows } = await replica.pool.query<{ lsn: string | null; standby: boolean }>(
        'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as standby',
      );
      const lsn = lsnOf(rows[0]?.lsn ?? undefined);
      // A server that is not a standby (promoted, or the wrong address) is no replica of this primary.
      if (lsn === undefined || !rows[0]?.standby) return markDown();
      replayed = lsn;
      if (written !== undefined && written > lsn) ahead.push({ lsn: written, at });
      ahead = ahead.filter((seen) => seen.lsn > lsn);
      // A replica stuck for long: the oldest position is the one the lag is told by, the next ones are thinned.
      if (ahead.length > 3_600) ahead.splice(1, 1);
      lagMs = ahead.length ? Date.now() - ahead[0]!.at : 0;
      heardAt = Date.now();
    } catch {
      markDown();
    }
  };
  let polling = poll();
  const timer = setInterval(() => {
    polling = polling.then(poll);
  }, POLL_MS);
  timer.unref();

  const route = (): Database['pool'] => {
    if (!fit()) {
      stats.fallbacks += 1;
      stats.primary += 1;
      return primary.pool;
    }
    const need = storage.getStore()?.lsn ?? 0n;
    if (replayed < need || replayed < fenceLsn) {
      stats.primary += 1;
      return primary.pool;
    }
    stats.replica += 1;
    return replica.pool;
  };

  // What drizzle and the SQL runner call on a pool: `query`, routed per statement. Never a transaction: the read side
  // only reads.
  const router = {
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres's query has a dozen overloads; each is handed on as is.
    query(...args: any[]): any {
      const pool = route();
      const run = () => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
      if (pool === primary.pool) return run();
      return run().catch((error: unknown) => {
        if (!connectionLost(error)) throw error;
        markDown();
        stats.replica -= 1;
        stats.primary += 1;
        stats.fallbacks += 1;
        return (primary.pool.query as (...a: unknown[]) => Promise<unknown>).apply(primary.pool, args);
      });
    },
  } as unknown as pg.Pool;
  const db = drizzle(router, { schema }) as unknown as Db;

  return {
    db,
    replicated: true,
    primaryLsn,
    mustSee: (lsn, work) => (lsn === undefined ? work() : storage.run({ lsn }, work)),
    fence() {
      // Settled by the next poll, which asks the primary where it is now.
      fenceLsn = UNKNOWN;
      fences += 1;
    },
    stats: () => ({ ...stats, lagMs, up: fit() }),
    async close() {
      clearInterval(timer);
      await polling;
      await replica.close();
    },
  };
}
