import {
  consoleSupportQuery,
  envelope,
  pageOf,
  supportCounts,
  supportDetail,
  supportIdParams,
  supportRow,
  supportStatusBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendUploadedFile } from '../../../lib/uploaded-files.js';
import { operatorOf } from '../../../plugins/operator-session.js';
import type { SupportService } from '../support.service.js';

const tags = ['console'];

/** The operators' support inbox: every form and problem report, by kind and status; any operator may work it. */
export const supportConsoleRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  app.get(
    '/console/api/support',
    {
      schema: {
        tags,
        summary: 'The support inbox: open requests first, newest first',
        querystring: consoleSupportQuery,
        response: { 200: envelope(pageOf(supportRow)) },
      },
    },
    async ({ query }) => ({ payload: await support.page(query, query.page, query.size) }),
  );

  app.get(
    '/console/api/support/counts',
    { schema: { tags, summary: 'How many requests are new', response: { 200: envelope(supportCounts) } } },
    async () => ({ payload: await support.newCount() }),
  );

  app.get(
    '/console/api/support/:id',
    {
      schema: {
        tags,
        summary: 'A support request with its history',
        params: supportIdParams,
        response: { 200: envelope(supportDetail) },
      },
    },
    async ({ params }) => ({ payload: await support.detail(params.id) }),
  );

  app.get(
    '/console/api/support/:id/file',
    { schema: { tags, summary: "A supplier application's attached file", params: supportIdParams } },
    async ({ params }, reply) => {
      return sendUploadedFile(reply, await support.file(params.id));
    },
  );

  app.patch(
    '/console/api/support/:id',
    {
      schema: {
        tags,
        summary: 'Move a request to new, in progress or done (audited)',
        params: supportIdParams,
        body: supportStatusBody,
        response: { 200: envelope(supportDetail) },
      },
    },
    async (request) => ({
      payload: await support.setStatus(operatorOf(request), request.params.id, request.body.status),
    }),
  );
};
