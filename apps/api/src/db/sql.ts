import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();
/** Statement names by text: a repository has a few query shapes, hashed once each. */
const names = new Map<string, string>();

export type SqlRunner = {
  /** The rows of a statement. */
  rows<T>(query: SQL): Promise<T[]>;
  /** Its first row, if any. */
  one<T>(query: SQL): Promise<T | undefined>;
};

/**
 * How every repository runs its SQL. The project is SQL-first: a repository writes its statements with drizzle's
 * `sql` template (parameters, never concatenation) and reads plain rows; the drizzle schema describes the tables and
 * generates the migrations, but queries are SQL, where PostgreSQL's features (CTEs, JSON, full text, `for update skip
 * locked`) are at hand and each read is one round trip.
 *
 * With a `prefix`, a statement is named after its text (`prefix-<hash>`), so each connection prepares it once and skips
 * planning afterwards — for the hot reads (catalogue, basket, picks) and the hot writes (placing an order). Inside a
 * transaction (the `tx` that `transaction` hands down) it is named on the transaction's own connection.
 */
export function sqlRunner(db: Db, prefix?: string): SqlRunner {
  const pool = prefix ? ((db as Partial<Db>).$client ?? transactionClient(db)) : undefined;
  const rows = async <T>(query: SQL): Promise<T[]> => {
    if (!pool) return (await db.execute(query)).rows as T[];
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = names.get(text);
    if (!name) {
      name = `${prefix}-${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
      if (names.size > 5_000) names.clear();
      names.set(text, name);
    }
    return (await pool.query({ name, text, values: params })).rows as T[];
  };
  return { rows, one: async <T>(query: SQL) => (await rows<T>(query))[0] };
}

/**
 * An id list as one value the planner does not look into, for `= any(…)` and `unnest(…)` in a named statement. The
 * planner sizes a plan after a literal list, so a statement given the list itself is planned again on every call (each
 * custom plan looks cheaper than the generic one); given this, it is planned once per connection like the others.
 */
export const idList = (ids: readonly number[]) => sql`(select ${sql.param([...ids])}::int[])::int[]`;

/** A value as one JSON parameter, for `json_to_recordset(…)` and the like: a list of rows in one round trip. */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/**
 * How many rows `selection` (a `from … where …`) finds, counted up to `cap`: a common word would otherwise be counted row
 * by row. `capped`: more than `cap` match (the total then says `cap`).
 */
export async function cappedCount(
  { one }: SqlRunner,
  selection: SQL,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const found = (await one<{ n: number }>(sql`select count(*)::int as n from (select ${selection} limit ${cap + 1}) x`))
    ?.n;
  return { total: Math.min(found ?? 0, cap), capped: (found ?? 0) > cap };
}

/** The connection a transaction (drizzle's node-postgres `tx`) runs on; undefined for anything else. */
function transactionClient(db: Db): Pick<Db['$client'], 'query'> | undefined {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client && typeof (client as { query?: unknown }).query === 'function'
    ? (client as Pick<Db['$client'], 'query'>)
    : undefined;
}
