import {
  basketSheetBody,
  basketSheetQuery,
  DomainError,
  envelope,
  localeQuery,
  noMemberQuotationBody,
  noMemberQuotationResult,
  quotationRequestBody,
  quotationRequestResult,
} from '@hive/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldKey, guard } from '../../plugins/rate-limits.js';
import { buyerOnly, pricedBuyer } from '../../plugins/session.js';
import type { QuotationRequestService } from './quotation-request.service.js';
import type { QuotationSheetService } from './quotation-sheet.service.js';

const MIME = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Only a signed-in buyer requests from the basket: a visitor gets 401 (a dead token was already refused with 403). */
const buyerOf = pricedBuyer;

/** Before a quotation exists: the basket's quotation sheet, a buyer's request from the basket, a visitor's from the cart. */
export const quotationRequestRoutes: FastifyPluginAsyncZod<{
  requests: QuotationRequestService;
  sheets: QuotationSheetService;
  /** The visitor's cart a request comes with (the cart feature's cookie, composed in `app.ts`). */
  guestCartIdOf: (request: FastifyRequest) => string | undefined;
}> = async (app, { requests, sheets, guestCartIdOf }) => {
  // Each answer is one person's: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/client/api/v1/member/quotation',
    {
      schema: {
        tags: ['quotation basket'],
        summary: "The quotation sheet of the checked items at the buyer's prices: a PDF, or a spreadsheet",
        body: basketSheetBody,
        querystring: basketSheetQuery,
      },
    },
    async (request, reply) => {
      const { format, locale } = request.query;
      const { file, filename } = await sheets.sheet(buyerOf(request), request.body, format, locale);
      return reply.type(MIME[format]).header('content-disposition', `attachment; filename="${filename}"`).send(file);
    },
  );

  app.post(
    '/client/api/v1/quotation/request',
    {
      config: { idempotent: true, apiKeyScope: 'quotations:write' },
      preHandler: buyerOnly,
      schema: {
        tags: ['quotation basket'],
        summary: 'Request a quotation for the checked items: priced by the server, at least the minimum order',
        body: quotationRequestBody,
        querystring: localeQuery,
        response: { 200: envelope(quotationRequestResult) },
      },
    },
    async (request) => ({ payload: await requests.member(buyerOf(request), request.body, request.query.locale) }),
  );

  app.post(
    '/client/api/v1/no-member/quotation',
    {
      // A public form that sends e-mail: limited per address and per e-mail address.
      preHandler: guard(app, 5, { key: fieldKey('email'), max: 3 }),
      config: { idempotent: true },
      schema: {
        tags: ['quotation'],
        summary: "A visitor's quotation request for checked items of their cart, with contact details",
        body: noMemberQuotationBody,
        response: { 200: envelope(noMemberQuotationResult) },
      },
    },
    async (request) => {
      // A buyer's requests go through the draft quotation basket, at the buyer's prices.
      if (request.buyer)
        throw new DomainError('FORBIDDEN', 'Signed-in buyers request quotations from the quotation basket.');
      return { payload: await requests.visitor(guestCartIdOf(request), request.body) };
    },
  );
};
