import type { FastifyRequest } from 'fastify';

/*
 * Which visitor's cart a request comes with: `app.ts` keys a visitor's idempotent requests by it and hands it to the
 * visitor's quotation request, which takes its items from that cart.
 */

/** The visitor's anonymous cart id. HttpOnly: no script reads it; the server alone maps it to a cart. */
export const CART_COOKIE = 'hive_cart';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart id in the cookie, when it looks like one; whether it names a visitor's cart is for the database to say. */
export const guestCartIdOf = (request: FastifyRequest): string | undefined => {
  const id = request.cookies[CART_COOKIE];
  return id && UUID.test(id) ? id : undefined;
};
