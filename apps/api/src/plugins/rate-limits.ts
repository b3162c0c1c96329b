import { DomainError } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';

type Key = (request: FastifyRequest) => string;
type Limit = { key: string; max: number };
/** A limit counts a minute unless it says otherwise. */
const WINDOW_S = 60;

declare module 'fastify' {
  interface FastifyInstance {
    limits: RateLimits;
  }
}

/** A key's count in its window, the hit just counted included: hits, the bytes they brought, seconds left. */
export type Count = { key: string; hits: number; bytes: number; retryAfter: number };

/**
 * Counts one hit (bringing `bytes`) on each key, in one statement, for a window of `windowS` seconds that starts at a
 * key's first hit; answers every key's count. On a transaction's connection the counts go with the transaction: a use
 * refused (or failed) after counting is not counted. Keys are locked in the order given until the commit.
 */
export async function countHits(db: Db, keys: string[], windowS = WINDOW_S, bytes = 0): Promise<Count[]> {
  const { rows } = await db.execute(sql`insert into rate_limits (key, hits, bytes, reset_at)
      select key, 1, ${bytes}::bigint, now() + make_interval(secs => ${windowS})
      from unnest(${sql.param(keys)}::text[]) with ordinality as k(key, n) order by n
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      bytes = case when rate_limits.reset_at <= now() then excluded.bytes else rate_limits.bytes + excluded.bytes end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, hits, bytes::float8 as bytes, ceil(extract(epoch from reset_at - now()))::int as "retryAfter"`);
  return rows as Count[];
}

/**
 * Rate-limit counters kept in PostgreSQL, so a limit is the same whichever API process answers. Addresses in
 * `allow` (`RATE_LIMIT_ALLOW`) are never limited.
 */
export function rateLimits(db: Db, allow: readonly string[]) {
  return {
    db,
    exempt: (request: FastifyRequest) => allow.includes(request.ip),

    /**
     * Counts one hit on each key, in one statement, and answers the first limit passed with the seconds until its
     * window ends — or undefined when every count is within its limit.
     */
    async hit(limits: Limit[]): Promise<number | undefined> {
      const keys = limits.map((limit) => limit.key);
      const counts = new Map((await countHits(db, keys)).map((row) => [row.key, row]));
      for (const limit of limits) {
        const count = counts.get(limit.key);
        if (count && count.hits > limit.max) return Math.max(1, count.retryAfter);
      }
      return undefined;
    },

    /** Takes back one hit on each key (a sign-in that proved the password: only failures count). */
    async refund(keys: string[]): Promise<void> {
      await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0)
        where key = any(${sql.param(keys)}::text[]) and reset_at > now()`);
    },
  };
}
export type RateLimits = ReturnType<typeof rateLimits>;

/** Makes `app.limits` and deletes counters whose window ended, every hour. Returns the stop of that cleanup. */
export function registerRateLimits(app: FastifyInstance, limits: RateLimits): () => void {
  app.decorate('limits', limits);
  const cleanup = setInterval(() => {
    limits.db
      .execute(sql`delete from rate_limits where reset_at < now()`)
      .catch((error) => app.log.warn({ err: error }, 'rate-limit cleanup failed'));
  }, 3_600_000);
  cleanup.unref();
  return () => clearInterval(cleanup);
}

export const tooMany = (reply: FastifyReply, retryAfter: number) => {
  reply.header('retry-after', String(retryAfter));
  return new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${retryAfter} seconds.`);
};

/** The value of a field of the body or the query, for limits per account or per e-mail address. */
export const fieldKey =
  (field: string): Key =>
  (request) => {
    const source = (request.body ?? request.query) as Record<string, unknown> | undefined;
    return `${field}:${String(source?.[field] ?? '')
      .trim()
      .toLowerCase()}`;
  };

/**
 * A pre-handler that limits guessing and public forms: `perAddress` requests a minute from one address and, with
 * `perKey`, `perKey.max` a minute for one account or e-mail. Past either: 429 with Retry-After. Each route counts on
 * its own: a limit spent on one form never closes another.
 */
export function guard(app: FastifyInstance, perAddress: number, perKey?: { key: Key; max: number }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { limits } = app;
    if (limits.exempt(request)) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const retryAfter = await limits.hit([
      { key: `${route}|address:${request.ip}`, max: perAddress },
      ...(perKey ? [{ key: `${route}|${perKey.key(request)}`, max: perKey.max }] : []),
    ]);
    if (retryAfter !== undefined) throw tooMany(reply, retryAfter);
  };
}
