import { randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@hive/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Gives a client without one the readable `XSRF-TOKEN` cookie. Only answers no shared cache may keep carry it — a page
 * of the app and the refusal of a request without the pair — so a cache in front never hands one visitor's token to
 * the next: catalogue answers and static files stay `public` and cookie-free.
 */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), { httpOnly: false });
}

/**
 * The anti-forgery double-submit pair (docs/product.md §7): the readable cookie, which the client echoes in
 * `X-XSRF-TOKEN` on every write. Another site can make the browser send the cookie, never read it. A write refused for
 * want of a cookie brings one, and the web client then tries once more.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // A request whose API key worked is a company's system, not a browser: a key is never sent by a browser on its
    // own, as a cookie is (plugins/api-key.ts, run before this).
    if (!UNSAFE_METHODS.has(request.method) || request.apiKey) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameText(cookie, header)) {
      issueCsrfCookie(request, reply);
      reply.header('cache-control', 'private, no-store');
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
