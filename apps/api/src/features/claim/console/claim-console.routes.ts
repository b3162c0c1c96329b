import {
  claimPhotoParams,
  consoleClaimRow,
  consoleClaimsQuery,
  consoleClaimView,
  envelope,
  idParams,
  pageOf,
  refundCreditNoteBody,
  resolveClaimBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendUploadedFile } from '../../../lib/uploaded-files.js';
import { operatorOf } from '../../../plugins/operator-session.js';
import type { ClaimConsoleService } from './claim-console.service.js';

const tags = ['console'];
const base = '/console/api/claims';
const detail = { 200: envelope(consoleClaimView) };

/**
 * Every route needs an operator session (the console's scope, plugins/operator-session.ts); staff and admins alike
 * handle claims, as they run orders. Each handler names its operator (`operatorOf`), so one outside the scope fails
 * closed.
 */
export const claimConsoleRoutes: FastifyPluginAsyncZod<{ claims: ClaimConsoleService }> = async (app, { claims }) => {
  app.addHook('preHandler', async (request) => {
    operatorOf(request);
  });

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Claims, open first then newest, by state or order',
        querystring: consoleClaimsQuery,
        response: { 200: envelope(pageOf(consoleClaimRow)) },
      },
    },
    async ({ query }) => {
      const { page, size, ...filter } = query;
      return { payload: await claims.page(filter, page, size) };
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'A claim: its order and buyer, lines, photos, outcome and credit note',
        params: idParams,
        response: detail,
      },
    },
    async ({ params }) => ({ payload: await claims.detail(params.id) }),
  );

  app.get(
    `${base}/:id/photos/:photoId`,
    { schema: { tags, summary: 'A photo of a claim, as a download', params: claimPhotoParams } },
    async ({ params }, reply) => sendUploadedFile(reply, await claims.photo(params.id, params.photoId)),
  );

  app.post(
    `${base}/:id/resolve`,
    {
      schema: {
        tags,
        summary:
          'Resolve once: a credit note (its amount, at most the claimed lines’ value; its PDF issued and mailed), a ' +
          'replacement or a refusal, with a reason; a second resolve is 409',
        params: idParams,
        body: resolveClaimBody,
        response: detail,
      },
    },
    async (request) => ({ payload: await claims.resolve(operatorOf(request), request.params.id, request.body) }),
  );

  app.post(
    `${base}/:id/refund`,
    {
      schema: {
        tags,
        summary:
          "Record the refund of a claim's open credit note (transfer reference and date): it is no longer applied",
        params: idParams,
        body: refundCreditNoteBody,
        response: detail,
      },
    },
    async (request) => ({ payload: await claims.refund(operatorOf(request), request.params.id, request.body) }),
  );
};
