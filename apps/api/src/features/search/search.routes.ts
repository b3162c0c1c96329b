import { envelope, searchQuery, searchResult } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCatalogCaching } from '../../plugins/catalog-cache.js';
import { pricingOf } from '../../plugins/session.js';
import { type SearchService, searcherIdentity } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  // Like the catalogue: a visitor's answer is public and revalidated by ETag, a buyer's (with prices) private.
  registerCatalogCaching(app);
  app.addHook('onClose', async () => search.flushLog());

  app.get(
    '/client/api/search',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags: ['catalogue'],
        summary: 'Total search: brands and products by name in any language, SKU or barcode',
        querystring: searchQuery,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request) => ({
      payload: await search.search(
        request.query,
        pricingOf(request),
        searcherIdentity(request.buyer?.buyerId, request.ip),
      ),
    }),
  );
};
