import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogChanges } from '../db/changes.js';
import { keptMap, readings, stringBytes } from '../lib/kept.js';
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
/** What the kept answers may take in memory (a brand page is 10–40 kB): the oldest go first. */
const KEPT_BYTES = 16 * 1024 * 1024;

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
  const kept = keptMap<string>({ maxAgeMs: VISITOR_MAX_AGE_S * 1000, maxBytes: KEPT_BYTES, sizeOf: stringBytes });
  // The answers being read, by key: a request for one of them waits for that reading instead of reading it again (a
  // popular page whose minute is up, asked for by many at once). Its answer, or undefined if it is not one to keep.
  const reading = readings<string | undefined>();
  changes?.subscribe(() => {
    kept.clear();
    // A request after a change waits for no reading begun before it.
    reading.clear();
  });
  // The answers read anew, with the generation of the kept answers when their reading began.
  const readIn = new WeakMap<FastifyRequest, number>();
  // The requests that read an answer others may wait for: how each hands its answer over.
  const leads = new WeakMap<FastifyRequest, (payload?: string) => void>();
  const settle = (request: FastifyRequest, payload?: string) => {
    leads.get(request)?.(payload);
    leads.delete(request);
  };
  const keyOf = (request: FastifyRequest) => {
    const pricing = pricingOf(request);
    const body = request.method === 'GET' ? '' : ` ${JSON.stringify(request.body)}`;
    return `${pricing ? `${pricing.currency}:${pricing.discountBp}` : 'visitor'} ${request.url}${body}`;
  };
  const keeps = (request: FastifyRequest) => request.method === 'GET' || request.routeOptions.config.keptRead === true;

  if (keepAnswers) {
    app.addHook('preHandler', async (request, reply) => {
      if (!keeps(request)) return;
      const key = keyOf(request);
      let payload = kept.get(key);
      if (payload === undefined) {
        const current = reading.get(key);
        if (!current) {
          // This request reads it; the ones that come meanwhile wait for its answer.
          reading.run(key, () => new Promise((handOver) => leads.set(request, handOver)));
          readIn.set(request, kept.generation());
          return;
        }
        payload = await current;
      }
      if (payload !== undefined) return reply.type('application/json; charset=utf-8').send(payload);
      // The reading waited for gave nothing to keep (an error, a not-found): this request reads for itself.
      readIn.set(request, kept.generation());
    });
    // However the reading ends (an error, a connection gone), whoever waits for it is let go.
    app.addHook('onResponse', async (request) => settle(request));
    app.addHook('onRequestAbort', async (request) => settle(request));
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (!keeps(request) || reply.statusCode >= 400) return payload;
    if (request.method === 'GET') {
      reply.header('vary', 'X-Auth-Token, Accept-Encoding');
      reply.header('cache-control', request.buyer ? 'private, no-cache' : `public, max-age=${VISITOR_MAX_AGE_S}`);
    }
    const generation = readIn.get(request);
    const keep = generation !== undefined && reply.statusCode === 200 && typeof payload === 'string';
    if (keep) kept.set(keyOf(request), payload, generation);
    settle(request, keep ? payload : undefined);
    return payload;
  });
}
