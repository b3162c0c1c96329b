import { consoleRestockQuery, consoleRestockRow, envelope, pageOf } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RestockConsoleService } from './restock-console.service.js';

/** The operators' list of restock requests (the console's `/admin/restock` room). */
export const restockConsoleRoutes: FastifyPluginAsyncZod<{ restock: RestockConsoleService }> = async (
  app,
  { restock },
) => {
  app.get(
    '/console/api/restock',
    {
      schema: {
        tags: ['console'],
        summary: 'Restock requests, newest first: the product, who asked, and whether the e-mail went',
        querystring: consoleRestockQuery,
        response: { 200: envelope(pageOf(consoleRestockRow)) },
      },
    },
    async ({ query }) => ({ payload: await restock.page(query, 'en') }),
  );
};
