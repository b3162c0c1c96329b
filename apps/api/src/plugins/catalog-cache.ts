import type { FastifyInstance } from 'fastify';

/** How long a visitor's catalogue answer may be reused by browsers and shared caches. */
export const VISITOR_MAX_AGE_S = 60;

/**
 * Catalogue answers to visitors are the same for everyone: cacheable for a minute, revalidated by ETag. A buyer's carry
 * their prices: `private`, so no shared cache keeps them, and `Vary: X-Auth-Token` so that no cache hands a visitor's
 * copy to a buyer or the other way round.
 */
export function registerCatalogCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode >= 400) return payload;
    reply.header('vary', 'X-Auth-Token, Accept-Encoding');
    reply.header('cache-control', request.buyer ? 'private, no-cache' : `public, max-age=${VISITOR_MAX_AGE_S}`);
    return payload;
  });
}
