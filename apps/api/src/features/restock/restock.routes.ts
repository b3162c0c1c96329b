import { DomainError, envelope, restockAskBody, restockAskResult } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldKey, guard } from '../../plugins/rate-limits.js';
import type { RestockService } from './restock.service.js';

/** "Ask for restock" on a sold-out product: a buyer as themselves, a visitor with an e-mail address. */
export const restockRoutes: FastifyPluginAsyncZod<{ restock: RestockService }> = async (app, { restock }) => {
  app.post(
    '/client/api/v1/restock',
    {
      // A public form that sends e-mail later: limited per address and per e-mail address.
      preHandler: guard(app, 10, { key: fieldKey('email'), max: 5 }),
      config: { idempotent: true },
      schema: {
        tags: ['catalog'],
        summary: 'Ask to be e-mailed when a sold-out product can be ordered again; once per product and person',
        body: restockAskBody,
        response: { 200: envelope(restockAskResult) },
      },
    },
    async (request, reply) => {
      const { email, ...body } = request.body;
      if (request.buyer) {
        if (email !== undefined)
          throw new DomainError('BAD_REQUEST', 'body.email: a signed-in buyer is e-mailed at their own address');
        return { payload: await restock.ask({ buyerId: request.buyer.buyerId }, { ...body }) };
      }
      if (email === undefined) throw new DomainError('BAD_REQUEST', 'body.email: required');
      reply.header('cache-control', 'private, no-store');
      return { payload: await restock.ask({ email }, { ...body, email }) };
    },
  );
};
