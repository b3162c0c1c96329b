import {
  brandPage,
  brandProductsQuery,
  brandRef,
  brandSearch,
  brandsQuery,
  brandWithProducts,
  categoryTree,
  categoryTreeParams,
  categoryTreeQuery,
  country,
  envelope,
  idParams,
  localeQuery,
  productDetail,
  siteSettings,
  topBrandGroup,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogChanges } from '../../db/changes.js';
import { registerCatalogCaching } from '../../plugins/catalog-cache.js';
import { pricingOf } from '../../plugins/session.js';
import type { CatalogService } from './catalog.service.js';

const tags = ['catalogue'];

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; changes: CatalogChanges }> = async (
  app,
  { catalog, changes },
) => {
  registerCatalogCaching(app, { keepAnswers: true, changes });

  app.get(
    '/client/api/country',
    {
      schema: {
        tags,
        summary: 'Every country with calling code and flag',
        response: { 200: envelope(z.array(country)) },
      },
    },
    async () => ({ payload: await catalog.countries() }),
  );

  app.get(
    '/client/api/category/tree/:depth',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'The category tree',
        params: categoryTreeParams,
        querystring: categoryTreeQuery,
        response: { 200: envelope(categoryTree) },
      },
    },
    async ({ params, query }) => ({
      payload: await catalog.categoryTree(params.depth, query.includeHidden === 'true', query.locale),
    }),
  );

  app.get(
    '/client/api/top-brands',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'Top brands by category',
        querystring: localeQuery,
        response: { 200: envelope(z.array(topBrandGroup)) },
      },
    },
    async ({ query }) => ({ payload: await catalog.topBrands(query.locale) }),
  );

  app.get(
    '/client/api/brands/all',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'Every brand, newest first',
        querystring: localeQuery,
        response: { 200: envelope(z.array(brandRef)) },
      },
    },
    async ({ query }) => ({ payload: await catalog.allBrands(query.locale) }),
  );

  app.post(
    '/client/api/brands',
    {
      config: { keptRead: true, apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'Search brands',
        querystring: brandsQuery,
        body: brandSearch,
        response: { 200: envelope(brandPage) },
      },
    },
    async ({ query, body }) => ({ payload: await catalog.searchBrands(body, query.page, query.size, query.locale) }),
  );

  app.get(
    '/client/api/v2/brand/:id',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'A brand with a page of its products',
        params: idParams,
        querystring: brandProductsQuery,
        response: { 200: envelope(brandWithProducts) },
      },
    },
    async (request) => ({ payload: await catalog.brand(request.params.id, request.query, pricingOf(request)) }),
  );

  app.get(
    '/client/api/v2/product/:id',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'A product',
        params: idParams,
        querystring: localeQuery,
        response: { 200: envelope(productDetail) },
      },
    },
    async (request) => ({
      payload: await catalog.product(request.params.id, request.query.locale, pricingOf(request)),
    }),
  );

  app.get(
    '/client/api/site',
    {
      schema: {
        tags,
        summary: 'Contact details and addresses for the footer',
        response: { 200: envelope(siteSettings) },
      },
    },
    async () => ({ payload: await catalog.site() }),
  );
};
