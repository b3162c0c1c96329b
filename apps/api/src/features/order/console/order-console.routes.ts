import {
  cappedPageOf,
  confirmOrderBody,
  consoleOrderCounts,
  consoleOrderDetail,
  consoleOrderRow,
  consoleOrdersExportQuery,
  consoleOrdersQuery,
  consolePaymentsExportQuery,
  editOrderBody,
  envelope,
  operatorCancelOrderBody,
  orderDetailQuery,
  orderDocumentParams,
  orderDocumentQuery,
  orderIdParams,
  orderNoteBody,
  payOrderBody,
  shipOrderBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../../../plugins/operator-session.js';
import { sendDocument, sendTable } from '../order.routes.js';
import type { OrderConsoleService } from './order-console.service.js';

const tags = ['console'];
const base = '/console/api/orders';
const detail = { 200: envelope(consoleOrderDetail) };
const action = { params: orderIdParams, querystring: orderDetailQuery, response: detail };

/** Every route needs an operator session (plugins/operator-session.ts); staff and admins alike run orders. */
export const orderConsoleRoutes: FastifyPluginAsyncZod<{ orders: OrderConsoleService }> = async (app, { orders }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Orders, newest first, by state, searched by number, PO number, company, login id, product or SKU',
        querystring: consoleOrdersQuery,
        response: { 200: envelope(cappedPageOf(consoleOrderRow)) },
      },
    },
    async ({ query }) => {
      const { page, size, ...filter } = query;
      return { payload: await orders.page(filter, page, size) };
    },
  );

  app.get(
    `${base}/export`,
    {
      schema: {
        tags,
        summary:
          "Every order the inbox's filters select (state, keyword) as CSV or XLSX, one row per line, newest first",
        querystring: consoleOrdersExportQuery,
      },
    },
    async ({ query }, reply) => sendTable(reply, await orders.exportOrders(query)),
  );

  app.get(
    '/console/api/payments/export',
    {
      schema: {
        tags,
        summary: 'The transfers received between two dates (both included), oldest first, as CSV or XLSX',
        querystring: consolePaymentsExportQuery,
      },
    },
    async ({ query }, reply) => sendTable(reply, await orders.exportPayments(query)),
  );

  app.get(
    `${base}/counts`,
    {
      schema: {
        tags,
        summary: 'Orders per state, new orders to confirm, and accepted offers not ordered yet',
        response: { 200: envelope(consoleOrderCounts) },
      },
    },
    async () => ({ payload: await orders.counts() }),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: "An order with the buyer's profile, packing per line, history, documents and the operator's actions",
        params: orderIdParams,
        querystring: orderDetailQuery,
        response: detail,
      },
    },
    async ({ params, query }) => ({ payload: await orders.detail(params.id, query.locale) }),
  );

  app.get(
    `${base}/:id/documents/:type`,
    {
      schema: {
        tags,
        summary: "A trade document's PDF (po, pi, ci, pl): the newest version, or ?version=",
        params: orderDocumentParams,
        querystring: orderDocumentQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendDocument(reply, await orders.document(params.id, params.type, query.version)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary:
          'Edit a placed order before confirming it (quantities down, lines removed, freight, insurance, duties, discount) with a reason: the purchase order is issued again and mailed',
        body: editOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.edit(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/confirm`,
    {
      schema: {
        tags,
        summary: 'Confirm with payment terms (in advance, or a deposit): the proforma invoice is issued and mailed',
        body: confirmOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.confirm(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/pay`,
    {
      schema: {
        tags,
        summary: 'Record the transfer of the whole amount or the deposit: the order is PAID',
        body: payOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.pay(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/pay-balance`,
    {
      schema: {
        tags,
        summary: "Record the balance of a deposit order's transfer (before shipment); the state stays",
        body: payOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.payBalance(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/prepare`,
    { schema: { tags, summary: 'Start picking and packing: the order is PREPARING', body: orderNoteBody, ...action } },
    async (request) => ({
      payload: await orders.prepare(operatorOf(request), request.params.id, request.body.note, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/ship`,
    {
      schema: {
        tags,
        summary:
          'Hand to the carrier (tracking, date, carton counts): the commercial invoice and packing list are issued',
        body: shipOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.ship(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.put(
    `${base}/:id/shipment`,
    {
      schema: {
        tags,
        summary: "Correct a shipped order's shipment: the invoice and packing list are issued again (next version)",
        body: shipOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.correctShipment(operatorOf(request), request.params.id, request.body, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/deliver`,
    { schema: { tags, summary: 'The buyer received it: the order is DELIVERED', body: orderNoteBody, ...action } },
    async (request) => ({
      payload: await orders.deliver(operatorOf(request), request.params.id, request.body.note, request.query.locale),
    }),
  );

  app.post(
    `${base}/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel before shipment, with a reason for the buyer; the held stock is released',
        body: operatorCancelOrderBody,
        ...action,
      },
    },
    async (request) => ({
      payload: await orders.cancel(operatorOf(request), request.params.id, request.body.reason, request.query.locale),
    }),
  );
};
