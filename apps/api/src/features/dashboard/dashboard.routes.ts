import { consoleDashboard, consoleDashboardQuery, envelope } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.js';

/** The dashboard: every operator, staff too (the console's scope already demands one). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/console/api/dashboard',
    {
      schema: {
        tags: ['console'],
        summary:
          'The landing page: applicants, quotations and orders waiting, weeks of requests and sales, top sellers',
        querystring: consoleDashboardQuery,
        response: { 200: envelope(consoleDashboard) },
      },
    },
    async ({ query }) => ({ payload: await dashboard.read(query.locale) }),
  );
};
