import { DomainError } from '@hive/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Key = (request: FastifyRequest) => string;

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
 * `perKey`, `perKey.max` a minute for one account or e-mail. Past either: 429 with Retry-After.
 */
export function guard(app: FastifyInstance, perAddress: number, perKey?: { key: Key; max: number }) {
  const limits = [
    app.createRateLimit({ max: perAddress, timeWindow: '1 minute' }),
    ...(perKey ? [app.createRateLimit({ max: perKey.max, timeWindow: '1 minute', keyGenerator: perKey.key })] : []),
  ];
  return async (request: FastifyRequest, reply: { header: (name: string, value: string) => unknown }) => {
    for (const check of limits) {
      const result = await check(request);
      if (!result.isAllowed && (result.isExceeded || result.isBanned)) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${result.ttlInSeconds} seconds.`);
      }
    }
  };
}
