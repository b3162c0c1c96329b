import { DomainError, health, ok } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryConfig } from 'pg';
import type { Db } from '../../db/client.js';

/** `/ready` answers within this long, whatever the database does. */
const READY_WITHIN_MS = 1_500;

/**
 * Two different questions, for two different callers:
 * - `/health` — liveness: the process answers. It never touches the database, so it stays 200 through a database
 *   outage; a supervisor restarts the process only when this fails (a restart would not bring the database back).
 * - `/ready` — readiness: the process can also reach its database now. 503 within 1.5 s when the database is stopped,
 *   frozen or out of connections (never a hang), 200 again by itself once it is back; a load balancer sends no traffic
 *   while it is 503, and while the process is stopping (its requests in hand are still answered). Under several API
 *   processes (`processes`), also 503 until every one of them listens, as the cluster's primary tells each: a balancer
 *   sends nothing while the first process alone would take it all.
 * `/health` names the API process that answered, where there are several.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  processes?: { process: number; allListening: () => boolean };
}> = async (app, { db, processes }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: health } } }, async () => ({
    status: 'ok' as const,
    ...(processes && { process: processes.process }),
  }));
  app.get('/ready', { schema: { tags: ['health'], response: { 200: ok } } }, async () => {
    if (app.draining) throw new DomainError('UNAVAILABLE', 'The server is stopping.');
    if (processes && !processes.allListening())
      throw new DomainError('UNAVAILABLE', 'Not every API process listens yet.');
    let timer: NodeJS.Timeout | undefined;
    // The wait for a connection has the pool's own limit (seconds): the probe stops waiting sooner.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DomainError('UNAVAILABLE', 'The database does not answer.')),
        READY_WITHIN_MS,
      );
    });
    // Its own read limit too: with the database frozen, the probe's connection is closed when it answers 503 instead
    // of staying taken for a request's whole statement limit while the balancer keeps probing.
    const probe = db.$client.query({ text: 'select 1', query_timeout: READY_WITHIN_MS } as QueryConfig);
    try {
      await Promise.race([probe, late]);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const };
  });
};
