import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogChanges } from '../db/catalog-changes.js';
import { pricingOf } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that only reads the catalogue (the brand search: a POST because the spec says so): its answer is kept
     * like a GET's, per address and body.
     */
    keptRead?: boolean;
  }
}

/** How long a visitor's catalogue answer may be reused by browsers and shared caches. */
export const VISITOR_MAX_AGE_S = 60;
/** About 20 kB an answer: at most ≈ 20 MB kept. */
const KEPT_ANSWERS = 1_000;

/**
 * Catalogue answers to visitors are the same for everyone: cacheable for a minute, revalidated by ETag. A buyer's carry
 * their prices: `private`, so no shared cache keeps them, and `Vary: X-Auth-Token` so that no cache hands a visitor's
 * copy to a buyer or the other way round.
 *
 * With `keepAnswers`, the server keeps each answer for that minute too, as a shared cache in front of it would: the
 * visitors' answer per address, and the buyers' per address and price list (currency and grade discount; a catalogue
 * answer holds nothing else of the buyer). Only for routes that change nothing (not the search, which logs its terms).
 * What is kept is dropped whenever any API process changes the catalogue (`changes`).
 */
export function registerCatalogCaching(
  app: FastifyInstance,
  { keepAnswers = false, changes }: { keepAnswers?: boolean; changes?: CatalogChanges } = {},
): void {
  const kept = new Map<string, { at: number; payload: string }>();
  changes?.subscribe(() => kept.clear());
  const served = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) => {
    const pricing = pricingOf(request);
    const body = request.method === 'GET' ? '' : ` ${JSON.stringify(request.body)}`;
    return `${pricing ? `${pricing.currency}:${pricing.discountBp}` : 'visitor'} ${request.url}${body}`;
  };
  const keeps = (request: FastifyRequest) => request.method === 'GET' || request.routeOptions.config.keptRead === true;

  if (keepAnswers) {
    app.addHook('preHandler', async (request, reply) => {
      if (!keeps(request)) return;
      const answer = kept.get(keyOf(request));
      if (!answer || Date.now() - answer.at >= VISITOR_MAX_AGE_S * 1000) return;
      served.add(request);
      return reply.type('application/json; charset=utf-8').send(answer.payload);
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (!keeps(request) || reply.statusCode >= 400) return payload;
    if (request.method === 'GET') {
      reply.header('vary', 'X-Auth-Token, Accept-Encoding');
      reply.header('cache-control', request.buyer ? 'private, no-cache' : `public, max-age=${VISITOR_MAX_AGE_S}`);
    }
    if (keepAnswers && reply.statusCode === 200 && typeof payload === 'string' && !served.has(request)) {
      if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
      kept.set(keyOf(request), { at: Date.now(), payload });
    }
    return payload;
  });
}
