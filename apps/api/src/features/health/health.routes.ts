import { DomainError, ok } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';

/** `/ready` answers within this long, whatever the database does. */
const READY_WITHIN_MS = 1_500;

/**
 * `/health`: the process answers (a supervisor restarts it when it does not). `/ready`: it can also reach its database
 * now — a load balancer sends it no traffic while this is 503, and it recovers by itself once the database is back.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: ok } } }, async () => ({ status: 'ok' as const }));
  app.get('/ready', { schema: { tags: ['health'], response: { 200: ok } } }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DomainError('UNAVAILABLE', 'The database does not answer.')),
        READY_WITHIN_MS,
      );
    });
    try {
      await Promise.race([db.execute(sql`select 1`), late]);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const };
  });
};
