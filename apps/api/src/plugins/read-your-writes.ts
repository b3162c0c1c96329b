import type { FastifyInstance } from 'fastify';
import { lsnOf, type ReadSide } from '../db/replica.js';

/** The cookie that carries a browser's last write position. */
export const WRITE_COOKIE = 'hive_rw';
/** How long it is sent back: far past any lag the read side accepts (beyond that, reads go to the primary anyway). */
const WRITE_COOKIE_SECONDS = 300;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with a read replica: every write answered (a POST, PUT, PATCH or DELETE below 400) sets the cookie
 * `hive_rw` to the primary's write position after it, and a request that brings the cookie reads from the primary until
 * the replica has replayed that far. The position travels with the browser, so whichever API process answers next
 * knows it. A made-up value can only send its sender's own reads to the primary, which is always right. Without a
 * replica nothing is registered.
 */
export function registerReadYourWrites(app: FastifyInstance, reads: ReadSide): void {
  if (!reads.replicated) return;
  // Just before the handler, which runs inside `done`: the body is parsed by then, on the socket's own events, which an
  // earlier hook's context would not reach.
  app.addHook('preHandler', (request, _reply, done) => {
    reads.mustSee(lsnOf(request.cookies[WRITE_COOKIE]), done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    try {
      // Path, SameSite and Secure are every cookie's (app.ts).
      reply.setCookie(WRITE_COOKIE, await reads.primaryLsn(), { httpOnly: true, maxAge: WRITE_COOKIE_SECONDS });
    } catch {
      // The primary not answering now: the write's own answer goes out all the same.
    }
    return payload;
  });
}
