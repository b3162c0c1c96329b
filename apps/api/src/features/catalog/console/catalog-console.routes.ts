import {
  brandBody,
  categoryBody,
  consoleBrandDetail,
  consoleBrandRow,
  consoleBrandsQuery,
  consoleCategory,
  consolePick,
  envelope,
  idParams,
  pageOf,
  pickBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import { operatorOf } from '../../../plugins/operator-session.js';
import { brandsConsoleService } from './brands-console.service.js';
import { categoriesConsoleService } from './categories-console.service.js';
import { certificatesConsoleRoutes } from './certificates-console.routes.js';
import { certificatesConsoleService } from './certificates-console.service.js';
import { picksConsoleService } from './picks-console.service.js';
import { productsConsoleRoutes } from './products-console.routes.js';
import { type OnRestocked, productsConsoleService } from './products-console.service.js';

const tags = ['console'];

/**
 * The console's catalogue: products and their pictures, brands, the category tree, picks and choices. Every operator
 * (staff too) may keep it; each change is audited and announced to every API process.
 */
export const catalogConsoleRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Where the product and brand lists read (the read replica, when there is one). */
  reads?: Db;
  changes: CatalogChanges;
  onRestocked?: OnRestocked;
}> = async (app, { db, reads, changes, onRestocked }) => {
  await app.register(productsConsoleRoutes, {
    db,
    products: productsConsoleService({ db, reads, changes, onRestocked }),
  });
  await app.register(certificatesConsoleRoutes, { certificates: certificatesConsoleService({ db, changes }) });
  const brands = brandsConsoleService({ db, reads, changes });
  const categories = categoriesConsoleService({ db, changes });
  const picks = picksConsoleService({ db, changes });
  const brandDetail = { 200: envelope(consoleBrandDetail) };

  app.get(
    '/console/api/brands',
    {
      schema: {
        tags,
        summary: 'Brands, newest first, by name and filters',
        querystring: consoleBrandsQuery,
        response: { 200: envelope(pageOf(consoleBrandRow)) },
      },
    },
    async ({ query }) => ({ payload: await brands.page(query, query.page, query.size) }),
  );
  app.get(
    '/console/api/brands/:id',
    { schema: { tags, summary: 'A brand as operators edit it', params: idParams, response: brandDetail } },
    async ({ params }) => ({ payload: await brands.detail(params.id) }),
  );
  app.post(
    '/console/api/brands',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Create a brand', body: brandBody, response: brandDetail },
    },
    async (request) => ({ payload: await brands.create(operatorOf(request), request.body) }),
  );
  app.put(
    '/console/api/brands/:id',
    { schema: { tags, summary: 'Change a brand', params: idParams, body: brandBody, response: brandDetail } },
    async (request) => ({ payload: await brands.update(operatorOf(request), request.params.id, request.body) }),
  );

  const category = { 200: envelope(consoleCategory) };
  app.get(
    '/console/api/categories',
    {
      schema: {
        tags,
        summary: 'The category tree, hidden ones too',
        response: { 200: envelope(z.array(consoleCategory)) },
      },
    },
    async () => ({ payload: await categories.tree() }),
  );
  app.post(
    '/console/api/categories',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Create a category', body: categoryBody, response: category },
    },
    async (request) => ({ payload: await categories.create(operatorOf(request), request.body) }),
  );
  app.put(
    '/console/api/categories/:id',
    { schema: { tags, summary: 'Change a category', params: idParams, body: categoryBody, response: category } },
    async (request) => ({ payload: await categories.update(operatorOf(request), request.params.id, request.body) }),
  );

  const pick = { 200: envelope(consolePick) };
  app.get(
    '/console/api/picks',
    {
      schema: {
        tags,
        summary: 'Picks and choices with their products',
        response: { 200: envelope(z.array(consolePick)) },
      },
    },
    async () => ({ payload: await picks.list() }),
  );
  app.post(
    '/console/api/picks',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Create a pick or choice list', body: pickBody, response: pick },
    },
    async (request) => ({ payload: await picks.create(operatorOf(request), request.body) }),
  );
  app.put(
    '/console/api/picks/:id',
    { schema: { tags, summary: 'Change a pick or choice list', params: idParams, body: pickBody, response: pick } },
    async (request) => ({ payload: await picks.update(operatorOf(request), request.params.id, request.body) }),
  );
};
