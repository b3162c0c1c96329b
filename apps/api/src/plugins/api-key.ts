import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  type ApiKeyScope,
  DomainError,
  requireMemberRole,
} from '@hive/domain';
import type { FastifyInstance } from 'fastify';
import { countHits, type RateLimits, tooMany } from './rate-limits.js';
import type { SessionBuyer } from './session.js';

/** The company a key acts as (through the member who created it), and what the key may call. */
export type ApiKeyBuyer = SessionBuyer & { keyId: number; scopes: ApiKeyScope[] };

/** The port this plugin needs: the company behind a key while it works (the api-keys feature provides it). */
export type ApiKeys = { resolve(key: string): Promise<ApiKeyBuyer | undefined> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a request came with, once it was found to work; null for a browser's or a visitor's request. */
    apiKey: { id: number; scopes: readonly ApiKeyScope[] } | null;
  }
  interface FastifyContextConfig {
    /** The scope an API key needs to call this route; a route that names none is refused to every key (403). */
    apiKeyScope?: ApiKeyScope;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A bearer credential that says it is an API key; another (`/metrics`' token) is left to its route. */
const API_KEY_BEARER = new RegExp(`^Bearer +(${API_KEY_PREFIX}\\S*) *$`, 'i');

/**
 * `Authorization: Bearer hive_live_…`: a request made by a company's own system. The key is looked up in the database on
 * every request (a revoked key is refused at once, whichever process answers): unknown, revoked, or its company or its
 * member no longer active, 401. The request then acts as the company, through the member who created the key, within
 * the key's scopes, decided by the route that matched (`config.apiKeyScope`; none: 403), counted per key in the
 * database (`perMinute`; past it, 429 with Retry-After), and the member's role still decides writes as
 * `config.member` asks. A key request needs no anti-forgery pair (it is no browser's), and carries no session: an
 * `X-Auth-Token` beside it is ignored. Registered before the anti-forgery check and the session.
 */
export function registerApiKeys(
  app: FastifyInstance,
  keys: ApiKeys,
  limits: RateLimits,
  perMinute = API_KEY_REQUESTS_PER_MINUTE,
): void {
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    const given = API_KEY_BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined) return;
    const found = await keys.resolve(given);
    if (!found) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new DomainError('UNAUTHORIZED', 'This API key is not valid: unknown, revoked or no longer usable.');
    }
    const { keyId, scopes, ...buyer } = found;
    request.apiKey = { id: keyId, scopes };
    request.buyer = buyer;
    if (request.is404) return;
    const scope = request.routeOptions.config.apiKeyScope;
    if (!scope || !scopes.includes(scope))
      throw new DomainError(
        'FORBIDDEN',
        scope
          ? `This API key does not have the ${scope} scope this route needs.`
          : 'This route cannot be called with an API key.',
      );
    const [count] = await countHits(limits.db, [`api-key:${keyId}`]);
    if (count) {
      reply.header('ratelimit-limit', String(perMinute));
      reply.header('ratelimit-remaining', String(Math.max(0, perMinute - count.hits)));
      reply.header('ratelimit-reset', String(Math.max(0, count.retryAfter)));
      if (count.hits > perMinute) throw tooMany(reply, Math.max(1, count.retryAfter));
    }
    if (!READS.has(request.method)) requireMemberRole(buyer.role, request.routeOptions.config.member ?? 'buy');
  });
}
