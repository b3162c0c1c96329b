import { ok } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

/** `/health`: the process answers. `/ready`: it can reach its database too. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ok } } }, async () => ({ status: 'ok' as const }));
  app.get('/ready', { schema: { tags: ['health'], response: { 200: ok } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
