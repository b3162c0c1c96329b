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
   * The longest a statement may run; 0 for no limit (migrations, the demo data, the benchmark's data builder), and
   * then no limit either on a transaction's pauses between statements (the builder draws a large catalogue in one).
   * The server cancels it; the client gives up as long again later (at most 2 s more), for a server that no longer
   * answers at all (frozen, or gone without a word). Every statement of a request takes milliseconds: 10 s is far
   * beyond any.
   */
  statementTimeoutMs?: number;
};

/** node-postgres's words when a statement got no answer within `query_timeout`. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * The pool's connections, with two guards node-postgres leaves to its user:
 * - A connection lost while a request holds it (the database stopped or restarted, its backend terminated) fails that
 *   request's statements — and, with no listener, its `error` event would also end the process.
 * - A statement that got no answer in time (a frozen server, a cut network) may still be running, or hold a transaction
 *   open (the rollback that followed got no answer either): such a connection is closed at once, never handed back to
 *   the pool, where the next request would wait behind that statement or, once the server answers again, run inside
 *   the abandoned transaction.
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {}); // the statements running on it have their own errors
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one only watches their outcome.
  override query(...args: any[]): any {
    const run = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    const last = args.at(-1);
    if (typeof last === 'function') {
      return run.apply(this, [
        ...args.slice(0, -1),
        (error: unknown, result: unknown) => {
          this.dropIfUnanswered(error);
          last(error, result);
        },
      ]);
    }
    const result = run.apply(this, args);
    return result instanceof Promise
      ? result.catch((error: unknown) => {
          this.dropIfUnanswered(error);
          throw error;
        })
      : result;
  }

  private dropIfUnanswered(error: unknown) {
    if (error instanceof Error && error.message === READ_TIMEOUT)
      // What node-postgres itself does in pipeline mode: every statement still queued on it fails, and the pool, which
      // sees a client that is no longer queryable, removes it when it comes back.
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

export function connect(
  url: string,
  { poolSize = 10, connectTimeoutMs = 5_000, statementTimeoutMs = 10_000 }: ConnectOptions = {},
): Database {
  const pool = new pg.Pool({
    Client: GuardedClient,
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(statementTimeoutMs > 0
      ? {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + Math.min(2_000, statementTimeoutMs),
          // A transaction left open by a stuck request never holds its locks for long.
          idle_in_transaction_session_timeout: 60_000,
        }
      : {}),
    // A server that vanished without closing the connection (a powered-off host, a cut network) is noticed.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its server (a restart, a shutdown) must not bring the process down: the pool drops it and
  // opens a new connection for the next request.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
