import {
  basketAddBody,
  basketAddOneResult,
  basketAddResult,
  basketCount,
  basketDeleteParams,
  basketDeleteResult,
  basketItem,
  basketProductParams,
  basketQuantityBody,
  basketSheetBody,
  basketSheetQuery,
  basketView,
  envelope,
  localeQuery,
  quotationRequestBody,
  quotationRequestResult,
} from '@hive/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInBuyer } from '../../plugins/session.js';
import type { BasketBuyer, BasketService } from './basket.service.js';

const tags = ['quotation basket'];
const base = '/client/api/v1/quotation';
const MIME = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Only a signed-in buyer has a basket: a visitor gets 401 (a dead token was already refused with 403). */
function buyerOf(request: FastifyRequest): BasketBuyer {
  const buyer = signedInBuyer(request);
  return { buyerId: buyer.buyerId, pricing: { currency: buyer.currency, discountBp: buyer.discountBp } };
}

/** The draft quotation basket, its quotation sheet and the quotation request made from it. */
export const basketRoutes: FastifyPluginAsyncZod<{ basket: BasketService }> = async (app, { basket }) => {
  // Each buyer's own data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${base}/cnt`,
    { schema: { tags, summary: 'How many products are in the basket', response: { 200: envelope(basketCount) } } },
    async (request) => ({ payload: await basket.count(buyerOf(request)) }),
  );

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The basket: products at the buyer's prices, quantities in MOQ packs, and the minimum order",
        querystring: localeQuery,
        response: { 200: envelope(basketView) },
      },
    },
    async (request) => ({ payload: await basket.view(buyerOf(request), request.query.locale) }),
  );

  app.post(
    `${base}/add`,
    {
      schema: {
        tags,
        summary: 'Put products in the basket (one MOQ pack each); those already there stay as they are',
        body: basketAddBody,
        response: { 200: envelope(basketAddResult) },
      },
    },
    async (request) => ({ payload: await basket.add(buyerOf(request), request.body.productIds) }),
  );

  app.post(
    `${base}/add/:productId`,
    {
      schema: {
        tags,
        summary: "Put one product in the basket: '01' added, '02' already there",
        params: basketProductParams,
        response: { 200: envelope(basketAddOneResult) },
      },
    },
    async (request) => {
      const { added } = await basket.add(buyerOf(request), [request.params.productId], 'path.productId');
      return { payload: added > 0 ? ('01' as const) : ('02' as const) };
    },
  );

  app.put(
    `${base}/qty`,
    {
      schema: {
        tags,
        summary: 'Set the quantity (MOQ packs) of a product in the basket',
        body: basketQuantityBody,
        querystring: localeQuery,
        response: { 200: envelope(basketItem) },
      },
    },
    async (request) => ({
      payload: await basket.setQuantity(
        buyerOf(request),
        request.body.productId,
        request.body.quantity,
        request.query.locale,
      ),
    }),
  );

  app.delete(
    `${base}/:ids`,
    {
      schema: {
        tags,
        summary: 'Take products out of the basket: comma-joined product ids',
        params: basketDeleteParams,
        response: { 200: envelope(basketDeleteResult) },
      },
    },
    async (request) => ({ payload: await basket.remove(buyerOf(request), request.params.ids) }),
  );

  app.post(
    '/client/api/v1/member/quotation',
    {
      schema: {
        tags,
        summary: "The quotation sheet of the checked items at the buyer's prices: a PDF, or a spreadsheet",
        body: basketSheetBody,
        querystring: basketSheetQuery,
      },
    },
    async (request, reply) => {
      const { format, locale } = request.query;
      const { file, filename } = await basket.sheet(buyerOf(request), request.body, format, locale);
      return reply.type(MIME[format]).header('content-disposition', `attachment; filename="${filename}"`).send(file);
    },
  );

  app.post(
    `${base}/request`,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Request a quotation for the checked items: priced by the server, at least the minimum order',
        body: quotationRequestBody,
        querystring: localeQuery,
        response: { 200: envelope(quotationRequestResult) },
      },
    },
    async (request) => ({ payload: await basket.request(buyerOf(request), request.body, request.query.locale) }),
  );
};
