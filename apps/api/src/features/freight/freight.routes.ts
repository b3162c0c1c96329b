import { envelope, freightRateBody, freightRateView, idParams } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, operatorOf } from '../../plugins/operator-session.js';
import type { FreightService } from './freight.service.js';

/** The freight rates: every operator reads them; admins add, change and remove them. */
export const freightRoutes: FastifyPluginAsyncZod<{ freight: FreightService }> = async (app, { freight }) => {
  const tags = ['console'];
  const rate = { 200: envelope(freightRateView) };
  app.get(
    '/console/api/freight-rates',
    {
      schema: {
        tags,
        summary: 'The freight rates by destination country, method and currency',
        response: { 200: envelope(z.array(freightRateView)) },
      },
    },
    async () => ({ payload: await freight.list() }),
  );
  app.post(
    '/console/api/freight-rates',
    {
      preHandler: adminOnly,
      config: { idempotent: true },
      schema: { tags, summary: 'Add a freight rate (admins only)', body: freightRateBody, response: rate },
    },
    async (request) => ({ payload: await freight.create(operatorOf(request), request.body) }),
  );
  app.put(
    '/console/api/freight-rates/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Change a freight rate (admins only)',
        params: idParams,
        body: freightRateBody,
        response: rate,
      },
    },
    async (request) => ({ payload: await freight.update(operatorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/console/api/freight-rates/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Remove a freight rate (admins only)',
        params: idParams,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => {
      await freight.remove(operatorOf(request), request.params.id);
      return { payload: true as const };
    },
  );
};
