import {
  acceptQuotationBody,
  buyerQuotationDetail,
  buyerQuotationRow,
  buyerQuotationsQuery,
  cancelQuotationBody,
  declineQuotationBody,
  envelope,
  negotiateQuotationBody,
  pageOf,
  quotationDetailQuery,
  quotationIdParams,
  quotationMessageBody,
  quotationOfferParams,
} from '@hive/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInBuyer } from '../../plugins/session.js';
import type { QuotationService } from './quotation.service.js';

const tags = ['quotations'];
const detail = { 200: envelope(buyerQuotationDetail) };
const base = '/client/api/v1/quotations';

/** Every route here is a signed-in buyer's; the service checks each quotation against that buyer. */
const buyerId = (request: FastifyRequest): number => signedInBuyer(request).buyerId;

export const quotationRoutes: FastifyPluginAsyncZod<{ quotations: QuotationService }> = async (app, { quotations }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The buyer's quotations, newest first",
        querystring: buyerQuotationsQuery,
        response: { 200: envelope(pageOf(buyerQuotationRow)) },
      },
    },
    async (request) => {
      const { state, page, size, locale } = request.query;
      return { payload: await quotations.page(buyerId(request), { state }, page, size, locale) };
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'A quotation: requested lines, offer versions, thread, history and what the buyer may do now',
        params: quotationIdParams,
        querystring: quotationDetailQuery,
        response: detail,
      },
    },
    async (request) => ({
      payload: await quotations.detail(buyerId(request), request.params.id, request.query.locale),
    }),
  );

  app.get(
    `${base}/:id/offers/:version/pdf`,
    { schema: { tags, summary: "An offer version's PDF", params: quotationOfferParams } },
    async (request, reply) => {
      const { pdf, filename } = await quotations.offerPdf(buyerId(request), request.params.id, request.params.version);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    `${base}/:id/accept`,
    {
      schema: {
        tags,
        summary: 'Accept the current offer version, exactly once (a second accept is 409 QUOTATION_STATE)',
        params: quotationIdParams,
        querystring: quotationDetailQuery,
        body: acceptQuotationBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await quotations.accept(buyerId(request), request.params.id, request.body.version, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/decline`,
    {
      schema: {
        tags,
        summary: 'Decline the offer, with an optional reason (it goes on the thread)',
        params: quotationIdParams,
        querystring: quotationDetailQuery,
        body: declineQuotationBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await quotations.decline(buyerId(request), request.params.id, request.body.reason, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/negotiate`,
    {
      schema: {
        tags,
        summary: 'Ask for changes: the message goes on the thread and the quotation is NEGOTIATING',
        params: quotationIdParams,
        querystring: quotationDetailQuery,
        body: negotiateQuotationBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await quotations.negotiate(
        buyerId(request),
        request.params.id,
        request.body.message,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel the request (before it is accepted)',
        params: quotationIdParams,
        querystring: quotationDetailQuery,
        body: cancelQuotationBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await quotations.cancel(buyerId(request), request.params.id, request.body.reason, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/messages`,
    {
      schema: {
        tags,
        summary: "Post a message on the quotation's thread",
        params: quotationIdParams,
        querystring: quotationDetailQuery,
        body: quotationMessageBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await quotations.postMessage(
        buyerId(request),
        request.params.id,
        request.body.body,
        request.query.locale,
      ),
    }),
  );
};
