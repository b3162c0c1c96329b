import { envelope, localeQuery, pickGroups, pickPage, pickPageQuery, pickParams } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCatalogCaching } from '../../plugins/catalog-cache.js';
import { pricingOf } from '../../plugins/session.js';
import type { PickService } from './pick.service.js';

const tags = ['catalogue'];

export const pickRoutes: FastifyPluginAsyncZod<{ pick: PickService }> = async (app, { pick }) => {
  // A pick page carries a buyer's prices: the same caching as the catalogue's (public for visitors, private for buyers).
  registerCatalogCaching(app);

  app.get(
    '/client/api/picks',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'Every pick and choice list, in the menu order, with its size',
        querystring: localeQuery,
        response: { 200: envelope(pickGroups) },
      },
    },
    async ({ query }) => ({ payload: await pick.groups(query.locale) }),
  );

  app.get(
    '/client/api/pick/:code/:type',
    {
      config: { apiKeyScope: 'catalog:read' },
      schema: {
        tags,
        summary: 'A pick (type `pick`) or choice (type `choice`) list with a page of its products, in order',
        params: pickParams,
        querystring: pickPageQuery,
        response: { 200: envelope(pickPage) },
      },
    },
    async (request) => ({ payload: await pick.page(request.params, request.query, pricingOf(request)) }),
  );
};
