import {
  cancelQuotationBody,
  consoleQuotationCounts,
  consoleQuotationCountsQuery,
  consoleQuotationDetail,
  consoleQuotationRow,
  consoleQuotationsQuery,
  envelope,
  offerBody,
  pageOf,
  quotationMessageBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../../../plugins/operator-session.js';
import { changeSchema, detailSchema, offerPdfSchema, sendOfferPdf } from '../quotation.route-parts.js';
import type { QuotationConsoleService } from './quotation-console.service.js';

const tags = ['console'];
const detail = { 200: envelope(consoleQuotationDetail) };
const base = '/console/api/quotations';

/** Every route needs an operator session (plugins/operator-session.ts); staff and admins alike answer quotations. */
export const quotationConsoleRoutes: FastifyPluginAsyncZod<{ quotations: QuotationConsoleService }> = async (
  app,
  { quotations },
) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Quotations, newest first, by state and kind (member or visitor), searched by number or company',
        querystring: consoleQuotationsQuery,
        response: { 200: envelope(pageOf(consoleQuotationRow)) },
      },
    },
    async ({ query }) => {
      const { page, size, ...filter } = query;
      return { payload: await quotations.page(filter, page, size) };
    },
  );

  app.get(
    `${base}/counts`,
    {
      schema: {
        tags,
        summary: 'How many quotations are in each state, and how many wait for an answer',
        querystring: consoleQuotationCountsQuery,
        response: { 200: envelope(consoleQuotationCounts) },
      },
    },
    async ({ query }) => ({ payload: await quotations.counts(query.kind) }),
  );

  app.get(
    `${base}/:id`,
    {
      schema: detailSchema(
        tags,
        "A quotation with the requester's profile and history, its lines, offers, thread and history",
        detail,
      ),
    },
    async ({ params, query }) => ({ payload: await quotations.detail(params.id, query.locale) }),
  );

  app.get(`${base}/:id/offers/:version/pdf`, { schema: offerPdfSchema(tags) }, async ({ params }, reply) => {
    const { pdf, filename } = await quotations.offerPdf(params.id, params.version);
    return sendOfferPdf(reply, { pdf, filename });
  });

  app.post(
    `${base}/:id/offers`,
    {
      schema: changeSchema(
        tags,
        'Send a new offer version (previous + 1, unchangeable) with its PDF; the requester is e-mailed',
        offerBody,
        detail,
      ),
    },
    async (request) => ({
      payload: await quotations.sendOffer(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/messages`,
    { schema: changeSchema(tags, "Post a message on the quotation's thread", quotationMessageBody, detail) },
    async (request) => ({
      payload: await quotations.postMessage(
        operatorOf(request),
        request.params.id,
        request.body.body,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/cancel`,
    { schema: changeSchema(tags, 'Cancel a quotation; a reason goes on the thread', cancelQuotationBody, detail) },
    async (request) => ({
      payload: await quotations.cancel(
        operatorOf(request),
        request.params.id,
        request.body.reason,
        request.query.locale,
      ),
    }),
  );
};
