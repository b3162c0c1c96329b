import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export type ConnectOptions = {
  poolSize?: number;
  /** How long to wait for a connection (a new one, or a free one of the pool) before the request fails with 503. */
  connectTimeoutMs?: number;
  /**
   * The longest a statement may run; 0 for no limit (the benchmark's data builder). The server cancels it; the client
   * gives up as long again later (at most 2 s more), for a server that no longer answers at all (frozen, or gone
   * without a word). Every statement of a request takes milliseconds: 10 s is far beyond any of them.
   */
  statementTimeoutMs?: number;
};

export function connect(
  url: string,
  { poolSize = 10, connectTimeoutMs = 5_000, statementTimeoutMs = 10_000 }: ConnectOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(statementTimeoutMs > 0
      ? {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + Math.min(2_000, statementTimeoutMs),
        }
      : {}),
    // A transaction left open by a stuck request never holds its locks for long.
    idle_in_transaction_session_timeout: 60_000,
    // A server that vanished without closing the connection (a frozen host, a cut network) is noticed.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its server (a restart, a shutdown) must not bring the process down: the pool drops it and
  // opens a new connection for the next request.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
