import { envelope, tracking, trackingQuery, trend, trendQuery } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrendService } from './trend.service.js';

const tags = ['trend'];
/**
 * The same answer for everyone (no price, no buyer data, no cookie: the anti-forgery cookie comes only with pages):
 * browsers and shared caches may keep it five minutes.
 */
export const TREND_CACHE_CONTROL = 'public, max-age=300';

export const trendRoutes: FastifyPluginAsyncZod<{ trend: TrendService }> = async (app, { trend: service }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode >= 400) return payload;
    reply.header('cache-control', TREND_CACHE_CONTROL);
    return payload;
  });

  app.get(
    '/client/api/trend',
    {
      schema: {
        tags,
        summary: 'Most asked-for products and brands of the last four weeks, and rising search terms',
        querystring: trendQuery,
        response: { 200: envelope(trend) },
      },
    },
    async ({ query }) => ({ payload: await service.trend(query.locale) }),
  );

  app.get(
    '/client/api/tracking',
    {
      schema: {
        tags,
        summary: 'Top brands by sales over a period, as shares of the sales',
        querystring: trackingQuery,
        response: { 200: envelope(tracking) },
      },
    },
    async ({ query }) => ({ payload: await service.tracking(query.period, query.locale) }),
  );
};
