import { envelope, outboxQuery, outboxRow, pageOf } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { mailRepository } from '../../mail/mail.repository.js';
import { adminOnly } from '../../plugins/operator-session.js';

export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/console/api/outbox',
    {
      // Mail tells about every buyer's account: it is for admins, and shows no code or single-use link once sent.
      preHandler: adminOnly,
      schema: {
        tags: ['console'],
        summary: 'E-mails sent, kept or waiting, newest first (admins only)',
        querystring: outboxQuery,
        response: { 200: envelope(pageOf(outboxRow)) },
      },
    },
    async ({ query }) => {
      const { list, total } = await mailRepository(db).page(query.status, query.page, query.size);
      return {
        payload: {
          list: list.map((mail) => ({
            ...mail,
            createdAt: new Date(mail.createdAt).toISOString(),
            sentAt: mail.sentAt ? new Date(mail.sentAt).toISOString() : null,
          })),
          page: query.page,
          size: query.size,
          total,
          totalPages: Math.ceil(total / query.size),
        },
      };
    },
  );
};
