import {
  cartAddBody,
  cartAddResult,
  cartCount,
  cartDeleteParams,
  cartDeleteResult,
  cartEditBody,
  cartEditResult,
  cartExistsQuery,
  cartExistsResult,
  cartItems,
  envelope,
  localeQuery,
} from '@hive/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../plugins/rate-limits.js';
import { pricingOf } from '../../plugins/session.js';
import { type CartOwner, type CartService, GUEST_CART_DAYS } from './cart.service.js';
import { CART_COOKIE, guestCartIdOf } from './guest-cart.js';

const tags = ['cart'];

const CART_COOKIE_MAX_AGE_S = GUEST_CART_DAYS * 24 * 3_600;

const cookieOptions = { httpOnly: true } as const;

/**
 * Beside the cart id, a readable hint that this browser has a cart: the web app asks for a visitor's cart count only
 * when it is there, so a visitor who never added anything costs no request.
 */
export const CART_HINT_COOKIE = 'hive_has_cart';

export const setCartCookie = (reply: FastifyReply, id: string) =>
  reply
    .setCookie(CART_COOKIE, id, { ...cookieOptions, maxAge: CART_COOKIE_MAX_AGE_S })
    .setCookie(CART_HINT_COOKIE, '1', { ...cookieOptions, httpOnly: false, maxAge: CART_COOKIE_MAX_AGE_S });
export const clearCartCookie = (reply: FastifyReply) =>
  reply.clearCookie(CART_COOKIE, cookieOptions).clearCookie(CART_HINT_COOKIE, { ...cookieOptions, httpOnly: false });

/**
 * `POST /auth/client/sign-in` calls this once a buyer has a token: the visitor's cart, if the request carries one,
 * moves into the buyer's and the cookie goes. A failure here is logged and never fails the sign-in: the visitor's
 * cart stays, and the next sign-in merges it.
 */
export const mergeCartAtSignIn =
  (cart: CartService) => async (request: FastifyRequest, reply: FastifyReply, memberId: number) => {
    const guestCartId = guestCartIdOf(request);
    if (!guestCartId) {
      if (request.cookies[CART_COOKIE] !== undefined) clearCartCookie(reply);
      return;
    }
    try {
      await cart.mergeGuestCart(guestCartId, memberId);
      clearCartCookie(reply);
    } catch (error) {
      request.log.error({ err: error }, 'guest cart merge failed');
    }
  };

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  /** A buyer's cart by the buyer (any cookie is ignored), a visitor's by the cookie. */
  const ownerOf = async (request: FastifyRequest): Promise<CartOwner | null> =>
    request.buyer ? { memberId: request.buyer.memberId } : cart.guestOwner(guestCartIdOf(request));

  // Each answer is one person's: never kept by any cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/client/api/v1/cart/exists',
    {
      schema: {
        tags,
        summary: 'Which of these products (comma-joined ids) are in the cart',
        querystring: cartExistsQuery,
        response: { 200: envelope(cartExistsResult) },
      },
    },
    async (request) => ({ payload: await cart.exists(await ownerOf(request), request.query.productIds) }),
  );

  app.get(
    '/client/api/v1/cart/cnt',
    { schema: { tags, summary: 'How many products are in the cart', response: { 200: envelope(cartCount) } } },
    async (request) => ({ payload: await cart.count(await ownerOf(request)) }),
  );

  app.get(
    '/client/api/v1/cart',
    {
      schema: {
        tags,
        summary: "The cart's items, newest first; a buyer's carry the buyer's prices, a visitor's none",
        querystring: localeQuery,
        response: { 200: envelope(cartItems) },
      },
    },
    async (request) => ({
      payload: await cart.list(await ownerOf(request), request.query.locale, pricingOf(request)),
    }),
  );

  app.post(
    '/client/api/v1/cart/add',
    {
      // Every visitor's first add makes a cart: generous for a person, a wall for a script.
      preHandler: guard(app, 120),
      schema: {
        tags,
        summary: 'Add products (quantities in MOQ packs); a product already in the cart takes the new quantity',
        body: cartAddBody,
        response: { 200: envelope(cartAddResult) },
      },
    },
    async (request, reply) => {
      const { result, guestCartId } = await cart.add(await ownerOf(request), request.body);
      if (guestCartId) setCartCookie(reply, guestCartId);
      return { payload: result };
    },
  );

  app.put(
    '/client/api/v1/cart/edit',
    {
      schema: {
        tags,
        summary: 'Change the quantity or the checked flag of items, or check or uncheck them all',
        body: cartEditBody,
        response: { 200: envelope(cartEditResult) },
      },
    },
    async (request) => ({ payload: await cart.edit(await ownerOf(request), request.body) }),
  );

  app.delete(
    '/client/api/v1/cart/:ids',
    {
      schema: {
        tags,
        summary: 'Remove items (comma-joined item ids)',
        params: cartDeleteParams,
        response: { 200: envelope(cartDeleteResult) },
      },
    },
    async (request) => ({ payload: await cart.delete(await ownerOf(request), request.params.ids) }),
  );
};
