import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.js';

export type TransactionOptions = {
  /**
   * Plans each prepared statement of the transaction once for all values (`set local plan_cache_mode =
   * force_generic_plan`), sent with the `begin` in one round trip: for a hot write whose statements are lookups by key,
   * where a plan made for the values at hand is no better and PostgreSQL would otherwise plan them again every time.
   */
  genericPlans?: boolean;
};

const BEGIN_GENERIC = 'begin; set local plan_cache_mode = force_generic_plan';

/** Runs `work` in one transaction: writes that belong together commit together or not at all. */
export const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> =>
  options.genericPlans ? onOneConnection(db, BEGIN_GENERIC, work) : db.transaction((tx) => work(tx as unknown as Db));

/**
 * A transaction begun with `begin` (a simple query: several statements, one round trip) on a connection of the pool,
 * handed to `work` as a `Db` on that connection (its `sqlRunner` prepares statements there). Committed when `work`
 * resolves, rolled back when it throws; a connection that cannot even roll back is closed, not handed back.
 */
async function onOneConnection<T>(db: Db, begin: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const client: pg.PoolClient = await db.$client.connect();
  let broken: Error | undefined;
  try {
    await client.query(begin);
    const result = await work(drizzle(client) as unknown as Db);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
