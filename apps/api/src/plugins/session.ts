import { type BuyerView, DomainError, type Locale, type Pricing } from '@hive/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The buyer a request acts for, as every feature reads it. */
export type SessionBuyer = {
  buyerId: number;
  gradeId: string;
  currency: 'USD' | 'KRW';
  discountBp: number;
  /** The hash of the session's own token: a password change ends every other session. */
  tokenHash: Buffer;
};

/** The port this plugin needs: who a token belongs to (the auth feature provides it; a dead token throws 403). */
export type BuyerSessions = { resolve(token: string): Promise<SessionBuyer> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer, or null for a visitor. */
    buyer: SessionBuyer | null;
  }
}

/** A request with `X-Auth-Token` is a buyer's; a token that is unknown, expired or revoked is refused with 403. */
export function registerSession(app: FastifyInstance, auth: BuyerSessions): void {
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

/** A pre-handler for buyer-only routes whose guards must run before anything else (an idempotency claim): 401. */
export async function buyerOnly(request: FastifyRequest): Promise<void> {
  signedInBuyer(request);
}

/** A buyer with the prices they see: what the basket and a quotation request act for. */
export type PricedBuyer = { buyerId: number; pricing: Pricing };

/** The signed-in buyer with their prices; a visitor gets 401. */
export function pricedBuyer(request: FastifyRequest): PricedBuyer {
  const buyer = signedInBuyer(request);
  return { buyerId: buyer.buyerId, pricing: { currency: buyer.currency, discountBp: buyer.discountBp } };
}

/**
 * The buyer as a sign-in answers with them (the auth feature's), for a feature whose answer carries it: the statement
 * that reads it, for that feature's own read to include, and how its row is presented.
 */
export type BuyerViewSource<Row> = {
  query: (buyerId: number) => SQL;
  present: (row: Row, locale: Locale) => BuyerView;
};
