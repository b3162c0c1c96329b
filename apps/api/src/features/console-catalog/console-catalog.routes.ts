import type { FastifyPluginAsync } from 'fastify';
import type { CatalogChanges } from '../../db/catalog-changes.js';
import type { Db } from '../../db/client.js';
import { consoleProductsRoutes } from './console-products.routes.js';
import { consoleProductsService, type OnRestocked } from './console-products.service.js';

/** The console's catalogue rooms, each a plugin of its own; every operator (staff too) may keep the catalogue. */
export const consoleCatalogRoutes: FastifyPluginAsync<{
  db: Db;
  changes: CatalogChanges;
  onRestocked?: OnRestocked;
}> = async (app, { db, changes, onRestocked }) => {
  await app.register(consoleProductsRoutes, { db, products: consoleProductsService({ db, changes, onRestocked }) });
};
