import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@hive/domain';
import type { FastifyInstance } from 'fastify';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The double-submit pair of spec §7: a readable `XSRF-TOKEN` cookie, set on any response to a request without one,
 * that the client echoes in `X-XSRF-TOKEN`. Another site can make the browser send the cookie, never read it.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
      throw new DomainError(
        'CSRF_REJECTED',
        'This request was refused as a possible forgery. Reload the page and try again.',
      );
    }
  });
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
