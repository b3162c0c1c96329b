import {
  buyerOrderDetail,
  buyerOrderPage,
  buyerOrdersExportQuery,
  buyerOrdersQuery,
  cancelOrderBody,
  envelope,
  localeQuery,
  orderDetailQuery,
  orderDocumentParams,
  orderDocumentQuery,
  orderIdParams,
  orderPreview,
  orderPreviewBody,
  orderRejectBody,
  placeOrderBody,
  placeOrderResult,
  reorderBody,
  reorderPreview,
  reorderResult,
} from '@hive/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TableFile } from '../../documents/table-file.js';
import { buyerOnly, pricingOf, signedInBuyer } from '../../plugins/session.js';
import type { OrderService } from './order.service.js';
import type { OrderPlacingService } from './order-placing.service.js';

const tags = ['orders'];
const base = '/client/api/v1/orders';
const detail = { 200: envelope(buyerOrderDetail) };

/** A trade document as a download: the same bytes every time, never kept by a shared cache. */
export function sendDocument(reply: FastifyReply, { filename, content }: { filename: string; content: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(content);
}

/** A table as a download (CSV or XLSX), sent while it is read; never kept by a shared cache. */
export function sendTable(reply: FastifyReply, { filename, contentType, body }: TableFile) {
  return reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** A signed-in buyer's orders: placing one, its preview, the list and detail, cancelling, documents and reordering. */
export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; placing: OrderPlacingService }> = async (
  app,
  { orders, placing },
) => {
  // Each buyer's own data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/client/api/v1/member/order',
    {
      config: { idempotent: true, apiKeyScope: 'orders:write' },
      preHandler: buyerOnly,
      schema: {
        tags,
        summary:
          'Place an order: priced by the server, stock held, the purchase order issued; once per Idempotency-Key',
        body: placeOrderBody,
        querystring: localeQuery,
        response: { 200: envelope(placeOrderResult) },
      },
    },
    async (request) => ({
      payload: await placing.place(
        signedInBuyer(request),
        request.body,
        request.idempotencyClaim?.key ?? null,
        request.query.locale,
      ),
    }),
  );

  app.post(
    '/client/api/v1/member/order/preview',
    {
      config: { apiKeyScope: 'orders:write' },
      schema: {
        tags,
        summary: "The order form's summary priced by the server: stock per line and what blocks it; writes nothing",
        body: orderPreviewBody,
        response: { 200: envelope(orderPreview) },
      },
    },
    async (request) => ({ payload: await placing.preview(signedInBuyer(request).buyerId, request.body) }),
  );

  app.get(
    base,
    {
      config: { apiKeyScope: 'orders:read' },
      schema: {
        tags,
        summary: "The buyer's orders, newest first, by state, searched by number, PO number, product or SKU",
        querystring: buyerOrdersQuery,
        response: { 200: envelope(buyerOrderPage) },
      },
    },
    async (request) => ({ payload: await orders.page(signedInBuyer(request).buyerId, request.query) }),
  );

  app.get(
    `${base}/export`,
    {
      schema: {
        tags,
        summary:
          "Every order the list's filters select (state, search) as CSV or XLSX, one row per line, newest first; every member of the company may read it",
        querystring: buyerOrdersExportQuery,
      },
    },
    async (request, reply) => sendTable(reply, await orders.exportFile(signedInBuyer(request).buyerId, request.query)),
  );

  app.get(
    `${base}/:id`,
    {
      config: { apiKeyScope: 'orders:read' },
      schema: {
        tags,
        summary: 'An order: lines, parties, terms, installments, bank, shipment, history, documents, actions',
        params: orderIdParams,
        querystring: orderDetailQuery,
        response: detail,
      },
    },
    async (request) => ({
      payload: await orders.detail(signedInBuyer(request).buyerId, request.params.id, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel the order before it is confirmed; its held stock is released',
        params: orderIdParams,
        querystring: orderDetailQuery,
        body: cancelOrderBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await orders.cancel(
        signedInBuyer(request),
        request.params.id,
        request.body.reason,
        request.query.locale,
      ),
    }),
  );

  app.post(
    `${base}/:id/approve`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary:
          'Approve an order waiting for approval (an owner or an admin): it is placed, its purchase order issued',
        params: orderIdParams,
        querystring: orderDetailQuery,
        response: detail,
      },
    },
    async (request) => ({
      payload: await orders.approve(signedInBuyer(request), request.params.id, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/reject`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: 'Reject an order waiting for approval (an owner or an admin): it is cancelled, its stock released',
        params: orderIdParams,
        querystring: orderDetailQuery,
        body: orderRejectBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await orders.cancel(
        signedInBuyer(request),
        request.params.id,
        request.body.reason,
        request.query.locale,
        'reject',
      ),
    }),
  );

  app.get(
    `${base}/:id/documents/:type`,
    {
      config: { apiKeyScope: 'orders:read' },
      schema: {
        tags,
        summary: "A trade document's PDF (po, pi, ci, pl): the newest version, or ?version=",
        params: orderDocumentParams,
        querystring: orderDocumentQuery,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await orders.document(
          signedInBuyer(request).buyerId,
          request.params.id,
          request.params.type,
          request.query.version,
        ),
      ),
  );

  app.get(
    `${base}/:id/reorder`,
    {
      schema: {
        tags,
        summary: "The order's lines as they could be ordered today: available, price changed, sold out, unavailable",
        params: orderIdParams,
        querystring: orderDetailQuery,
        response: { 200: envelope(reorderPreview) },
      },
    },
    async (request) => {
      const buyer = signedInBuyer(request);
      return {
        payload: await orders.reorderPreview(
          buyer.buyerId,
          request.params.id,
          pricingOf(request)!,
          request.query.locale,
        ),
      };
    },
  );

  app.post(
    `${base}/:id/reorder`,
    {
      schema: {
        tags,
        summary: 'Put chosen lines of the order back in the quotation basket with their quantities',
        params: orderIdParams,
        body: reorderBody,
        response: { 200: envelope(reorderResult) },
      },
    },
    async (request) => {
      const buyer = signedInBuyer(request);
      return {
        payload: await orders.reorder(buyer, request.params.id, request.body.productIds, pricingOf(request)!),
      };
    },
  );
};
