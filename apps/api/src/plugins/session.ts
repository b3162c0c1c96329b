import {
  type BuyerView,
  DomainError,
  type Locale,
  type MemberAction,
  type MemberRole,
  type Pricing,
  requireMemberRole,
} from '@hive/domain';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The buyer a request acts for, as every feature reads it. */
export type SessionBuyer = {
  /** The company. */
  buyerId: number;
  /** The person signed in for it, and their role in it. */
  memberId: number;
  role: MemberRole;
  memberName: string;
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
  interface FastifyContextConfig {
    /**
     * What a write route asks of the member who calls it (@hive/domain `MemberAction`); a write route that names
     * nothing asks `buy`, so a viewer changes nothing unless a route says it may.
     */
    member?: MemberAction;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request with `X-Auth-Token` is a buyer's; a token that is unknown, expired or revoked is refused with 403. A
 * write then needs the member's role to allow what its route asks (`config.member`, `buy` when it names nothing): 403
 * before anything else runs.
 */
export function registerSession(app: FastifyInstance, auth: BuyerSessions): void {
  app.decorateRequest('buyer', null);
  app.addHook('onRequest', async (request) => {
    // A request an API key made acts as the key's company already (plugins/api-key.ts): no session beside it.
    if (request.apiKey) return;
    const token = request.headers['x-auth-token'];
    if (typeof token !== 'string' || !token) return;
    const buyer = await auth.resolve(token);
    request.buyer = buyer;
    if (!READS.has(request.method)) requireMemberRole(buyer.role, request.routeOptions.config.member ?? 'buy');
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

/** A buyer with the prices they see, and the member acting: what the basket and a quotation request act for. */
export type PricedBuyer = { buyerId: number; memberId: number; pricing: Pricing };

/** The signed-in buyer with their prices; a visitor gets 401. */
export function pricedBuyer(request: FastifyRequest): PricedBuyer {
  const buyer = signedInBuyer(request);
  return {
    buyerId: buyer.buyerId,
    memberId: buyer.memberId,
    pricing: { currency: buyer.currency, discountBp: buyer.discountBp },
  };
}

/**
 * The buyer as a sign-in answers with them (the auth feature's), for a feature whose answer carries it: the statement
 * that reads it, for that feature's own read to include, and how its row is presented.
 */
export type BuyerViewSource<Row> = {
  query: (buyerId: number) => SQL;
  present: (row: Row, locale: Locale) => BuyerView;
};
