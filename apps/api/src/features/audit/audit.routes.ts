import { auditEntry, auditQuery, envelope, pageOf } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRepository, presentAudit } from '../../audit/audit.repository.js';
import type { Db } from '../../db/client.js';
import { adminOnly } from '../../plugins/operator-session.js';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/console/api/audit',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['console'],
        summary: 'What operators did, newest first (admins only)',
        querystring: auditQuery,
        response: { 200: envelope(pageOf(auditEntry)) },
      },
    },
    async ({ query }) => {
      const { list, total } = await auditRepository(db).page(query, query.page, query.size);
      return {
        payload: {
          list: list.map(presentAudit),
          page: query.page,
          size: query.size,
          total,
          totalPages: Math.ceil(total / query.size),
        },
      };
    },
  );
};
