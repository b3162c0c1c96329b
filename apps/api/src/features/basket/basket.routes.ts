import {
  basketAddBody,
  basketAddOneResult,
  basketAddResult,
  basketCount,
  basketDeleteParams,
  basketDeleteResult,
  basketItem,
  basketMoveBody,
  basketMoveResult,
  basketProductParams,
  basketQuantityBody,
  basketView,
  envelope,
  localeQuery,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerOnly, pricedBuyer } from '../../plugins/session.js';
import type { BasketService } from './basket.service.js';

const tags = ['quotation basket'];
const base = '/client/api/v1/quotation';

/** Only a signed-in buyer has a basket: a visitor gets 401 (a dead token was already refused with 403). */
const buyerOf = pricedBuyer;

/** The draft quotation basket; its quotation sheet and the request made from it are the quotation feature's. */
export const basketRoutes: FastifyPluginAsyncZod<{ basket: BasketService }> = async (app, { basket }) => {
  // Each buyer's own data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${base}/cnt`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: { tags, summary: 'How many products are in the basket', response: { 200: envelope(basketCount) } },
    },
    async (request) => ({ payload: await basket.count(buyerOf(request)) }),
  );

  app.get(
    base,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: {
        tags,
        summary: "The basket: products at the buyer's prices, quantities in MOQ packs, and the minimum order",
        querystring: localeQuery,
        response: { 200: envelope(basketView) },
      },
    },
    async (request) => ({ payload: await basket.view(buyerOf(request), request.query.locale) }),
  );

  app.post(
    `${base}/add`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: {
        tags,
        summary: 'Put products in the basket (one MOQ pack each); those already there stay as they are',
        body: basketAddBody,
        response: { 200: envelope(basketAddResult) },
      },
    },
    async (request) => ({ payload: await basket.add(buyerOf(request), request.body.productIds) }),
  );

  app.post(
    `${base}/add/:productId`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: {
        tags,
        summary: "Put one product in the basket: '01' added, '02' already there",
        params: basketProductParams,
        response: { 200: envelope(basketAddOneResult) },
      },
    },
    async (request) => {
      const { added } = await basket.add(buyerOf(request), [request.params.productId], 'path.productId');
      return { payload: added > 0 ? ('01' as const) : ('02' as const) };
    },
  );

  app.post(
    `${base}/move-from-cart`,
    {
      config: { idempotent: true },
      preHandler: buyerOnly,
      schema: {
        tags,
        summary:
          'Move cart items (by item id) into the basket: they leave the cart; a product already in the basket takes both quantities',
        body: basketMoveBody,
        response: { 200: envelope(basketMoveResult) },
      },
    },
    async (request) => ({ payload: await basket.moveFromCart(buyerOf(request), request.body.itemIds) }),
  );

  app.put(
    `${base}/qty`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: {
        tags,
        summary: 'Set the quantity (MOQ packs) of a product in the basket',
        body: basketQuantityBody,
        querystring: localeQuery,
        response: { 200: envelope(basketItem) },
      },
    },
    async (request) => ({
      payload: await basket.setQuantity(
        buyerOf(request),
        request.body.productId,
        request.body.quantity,
        request.query.locale,
      ),
    }),
  );

  app.delete(
    `${base}/:ids`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: {
        tags,
        summary: 'Take products out of the basket: comma-joined product ids',
        params: basketDeleteParams,
        response: { 200: envelope(basketDeleteResult) },
      },
    },
    async (request) => ({ payload: await basket.remove(buyerOf(request), request.params.ids) }),
  );
};
