import { DomainError, type Pricing } from '@hive/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionBuyer } from '../features/auth/auth.repository.js';
import type { AuthService } from '../features/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer, or null for a visitor. */
    buyer: SessionBuyer | null;
  }
}

/** A request with `X-Auth-Token` is a buyer's; a token that is unknown, expired or revoked is refused with 403. */
export function registerSession(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('buyer', null);
  app.addHook('onRequest', async (request) => {
    const token = request.headers['x-auth-token'];
    if (typeof token === 'string' && token) request.buyer = await auth.resolve(token);
  });
}

/** How a request's prices are computed: the buyer's currency and grade discount, or none at all for a visitor. */
export const pricingOf = ({ buyer }: FastifyRequest): Pricing | undefined =>
  buyer ? { currency: buyer.currency, discountBp: buyer.discountBp } : undefined;

/** The buyer a buyer-only handler acts for: decided from the token, whatever the address; a visitor gets 401. */
export function signedInBuyer(request: FastifyRequest): SessionBuyer {
  if (!request.buyer) throw new DomainError('UNAUTHORIZED', 'Please sign in first.');
  return request.buyer;
}
