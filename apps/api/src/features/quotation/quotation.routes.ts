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
  quotationMessageBody,
} from '@hive/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInBuyer } from '../../plugins/session.js';
import { changeSchema, detailSchema, offerPdfSchema, sendOfferPdf } from './quotation.route-parts.js';
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
      config: { apiKeyScope: 'quotations:write' },
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
      config: { apiKeyScope: 'quotations:write' },
      schema: detailSchema(
        tags,
        'A quotation: requested lines, offer versions, thread, history and what the buyer may do now',
        detail,
      ),
    },
    async (request) => ({
      payload: await quotations.detail(buyerId(request), request.params.id, request.query.locale),
    }),
  );

  app.get(
    `${base}/:id/offers/:version/pdf`,
    { config: { apiKeyScope: 'quotations:write' }, schema: offerPdfSchema(tags) },
    async (request, reply) => {
      const { pdf, filename } = await quotations.offerPdf(buyerId(request), request.params.id, request.params.version);
      return sendOfferPdf(reply, { pdf, filename });
    },
  );

  app.post(
    `${base}/:id/accept`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: changeSchema(
        tags,
        'Accept the current offer version, exactly once (a second accept is 409 QUOTATION_STATE)',
        acceptQuotationBody,
        detail,
      ),
    },
    async (request) => ({
      payload: await quotations.accept(
        signedInBuyer(request),
        request.params.id,
        request.body.version,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/decline`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: changeSchema(
        tags,
        'Decline the offer, with an optional reason (it goes on the thread)',
        declineQuotationBody,
        detail,
      ),
    },
    async (request) => ({
      payload: await quotations.decline(
        signedInBuyer(request),
        request.params.id,
        request.body.reason,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/negotiate`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: changeSchema(
        tags,
        'Ask for changes: the message goes on the thread and the quotation is NEGOTIATING',
        negotiateQuotationBody,
        detail,
      ),
    },
    async (request) => ({
      payload: await quotations.negotiate(
        signedInBuyer(request),
        request.params.id,
        request.body.message,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/cancel`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: changeSchema(tags, 'Cancel the request (before it is accepted)', cancelQuotationBody, detail),
    },
    async (request) => ({
      payload: await quotations.cancel(
        signedInBuyer(request),
        request.params.id,
        request.body.reason,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/messages`,
    {
      config: { apiKeyScope: 'quotations:write' },
      schema: changeSchema(tags, "Post a message on the quotation's thread", quotationMessageBody, detail),
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
