import { buyerHome, buyerHomeQuery, envelope, ok, recentlyViewedParams } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricedBuyer, signedInBuyer } from '../../plugins/session.js';
import type { BuyerHomeService } from './buyer-home.service.js';

const tags = ['buyer home'];

/** A signed-in buyer's home and the products they opened; a visitor gets 401, a dead session 403. */
export const buyerHomeRoutes: FastifyPluginAsyncZod<{ home: BuyerHomeService }> = async (app, { home }) => {
  // Each buyer's own data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/client/api/v1/buyer-home',
    {
      schema: {
        tags,
        summary:
          "The buyer's home: offers waiting for an answer, open orders, the basket against the minimum, recently viewed products",
        querystring: buyerHomeQuery,
        response: { 200: envelope(buyerHome) },
      },
    },
    async (request) => ({ payload: await home.home(pricedBuyer(request), request.query.locale) }),
  );

  app.put(
    '/client/api/v1/recently-viewed/:productId',
    {
      config: { member: 'self' },
      schema: {
        tags,
        summary: 'Record that the buyer opened a product (the newest few are kept, per buyer)',
        params: recentlyViewedParams,
        response: { 200: envelope(ok) },
      },
    },
    async (request) => {
      await home.recordView(signedInBuyer(request).buyerId, request.params.productId);
      return { payload: { status: 'ok' as const } };
    },
  );
};
