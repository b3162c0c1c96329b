import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { sqlRunner } from '../db/sql.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A submission that creates something: safe to retry and to double-click under an `Idempotency-Key`. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed; its answer is kept for a retry. */
    idempotencyClaim: { owner: string; key: string } | null;
  }
}

const HEADER = 'idempotency-key';
/** Kept this long: a retry after a lost answer, a reload the next day, a phone back online after a weekend. */
const KEEP_HOURS = 72;
/** A first request still running after this long died with its process: a retry may take its key over. */
const ABANDONED_AFTER_S = 60;
/** How long a duplicate waits for the first to finish before it is told to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
const KEY = /^[\x21-\x7e]{1,255}$/;

type Stored = { requestHash: string; status: number | null; response: string | null };

/**
 * `Idempotency-Key` on the routes that create something (`config: { idempotent: true }`), as payment APIs use it: the
 * first request with a key claims it and its answer (success or a client error) is kept; a retry with the same key
 * and payload gets that answer again, byte for byte, without running anything; the same key with another payload is
 * 422; a duplicate that arrives while the first still runs waits for it (or gets 409 after 10 s). A 5xx frees the key,
 * so a retry runs again. Keys belong to their owner (`ownerOf`: the buyer, else the visitor), kept 72 hours, in the
 * database, so every API process answers the same. A request without the header runs as before.
 *
 * The claim is the last of a route's pre-handlers: a request its route's guards refuse (no session, a rate limit
 * passed) claims nothing and is never hashed. The body is hashed as bytes when it is bytes (an upload).
 *
 * Registered before compression: the answer is kept as the route serialised it; before the routes, whose pre-handlers
 * it completes.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Db,
  ownerOf: (request: FastifyRequest) => string,
): () => void {
  app.decorateRequest('idempotencyClaim', null);
  // The claim and the answer run with every keyed submission: named statements, prepared once per connection.
  const { rows } = sqlRunner(db, 'idempotency');

  const claimKey: preHandlerHookHandler = async function claimKey(request, reply) {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header))
      throw new DomainError('BAD_REQUEST', 'Idempotency-Key: 1 to 255 visible ASCII characters, one per submission.');
    const owner = ownerOf(request);
    const requestHash = hashOf(request);
    const claim = { owner, key: header };

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await rows(sql`insert into idempotency_keys (owner, key, route, request_hash)
        values (${owner}, ${header}, ${request.routeOptions.url ?? ''}, ${requestHash})
        on conflict (owner, key) do update set created_at = now(), request_hash = excluded.request_hash
          where idempotency_keys.status is null
            and idempotency_keys.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S})
        returning 1`);
      if (claimed.length > 0) {
        request.idempotencyClaim = claim;
        return;
      }
      const [stored] = (
        await db.execute(sql`select request_hash as "requestHash", status, response from idempotency_keys
          where owner = ${owner} and key = ${header}`)
      ).rows as Stored[];
      // Gone between the two statements: its first request failed with a 5xx and freed it. Claim it again.
      if (!stored) continue;
      if (stored.requestHash !== requestHash)
        throw new DomainError(
          'IDEMPOTENCY_MISMATCH',
          'This Idempotency-Key was used for another request. Send a new key for a new submission.',
        );
      if (stored.status !== null && stored.response !== null) return replay(reply, stored.status, stored.response);
      if (Date.now() > deadline)
        throw new DomainError('CONFLICT', 'The same submission is still being processed. Try again in a moment.');
      await sleep(POLL_MS);
    }
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), claimKey];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await db.execute(sql`delete from idempotency_keys where owner = ${claim.owner} and key = ${claim.key}`);
      } else {
        await rows(sql`update idempotency_keys set status = ${reply.statusCode}, response = ${payload}
          where owner = ${claim.owner} and key = ${claim.key}`);
      }
    } catch (error) {
      // The answer still goes out; the key, left claimed, is taken over by a retry after a minute.
      request.log.warn({ err: error }, 'idempotency key not recorded');
    }
    return payload;
  });

  // A request that failed before its answer was written (a closed connection) frees its key.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (claim)
      await db
        .execute(sql`delete from idempotency_keys where owner = ${claim.owner} and key = ${claim.key}`)
        .catch((error) => request.log.warn({ err: error }, 'idempotency key not freed'));
  });

  const cleanup = setInterval(() => {
    db.execute(
      sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEEP_HOURS})`,
    ).catch((error) => app.log.warn({ err: error }, 'idempotency key cleanup failed'));
  }, 3_600_000);
  cleanup.unref();
  return () => clearInterval(cleanup);
}

/** What makes two submissions the same: the route, its path and query, and the body (an upload's bytes as they are). */
function hashOf(request: FastifyRequest): string {
  const { body } = request;
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  return (
    Buffer.isBuffer(body) ? hash.update('bytes\n').update(body) : hash.update(JSON.stringify(body ?? null))
  ).digest('base64url');
}

function replay(reply: FastifyReply, status: number, response: string) {
  return reply
    .status(status)
    .header('idempotent-replayed', 'true')
    .header('cache-control', 'private, no-store')
    .type('application/json; charset=utf-8')
    .send(response);
}
