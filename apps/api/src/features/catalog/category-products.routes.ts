import {
  categoryProducts,
  categoryProductsQuery,
  envelope,
  idParams,
  localeQuery,
  skuLookupBody,
  skuLookupResult,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogChanges } from '../../db/changes.js';
import { registerCatalogCaching } from '../../plugins/catalog-cache.js';
import { pricingOf } from '../../plugins/session.js';
import type { CategoryProductsService } from './category-products.service.js';

const tags = ['catalogue'];

/** Finding products across brands: a category's page with its filters, and products by SKU for the quick order. */
export const categoryProductsRoutes: FastifyPluginAsyncZod<{
  categories: CategoryProductsService;
  changes: CatalogChanges;
}> = async (app, { categories, changes }) => {
  registerCatalogCaching(app, { keepAnswers: true, changes });

  app.get(
    '/client/api/v1/category/:id/products',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: "A category's products across brands, filtered and sorted, with its sub-categories and brands",
        params: idParams,
        querystring: categoryProductsQuery,
        response: { 200: envelope(categoryProducts) },
      },
    },
    async (request) => ({ payload: await categories.page(request.params.id, request.query, pricingOf(request)) }),
  );

  app.post(
    '/client/api/v1/products/by-sku',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'The products of up to 200 SKUs (the quick order)',
        querystring: localeQuery,
        body: skuLookupBody,
        response: { 200: envelope(skuLookupResult) },
      },
    },
    async (request) => ({
      payload: await categories.bySkus(request.body.skus, request.query.locale, pricingOf(request)),
    }),
  );
};
