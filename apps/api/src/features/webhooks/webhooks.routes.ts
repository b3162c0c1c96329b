import {
  envelope,
  idParams,
  pageOf,
  webhookBody,
  webhookCreated,
  webhookDeliveriesQuery,
  webhookDelivery,
  webhookDeliveryParams,
  webhookUpdateBody,
  webhookView,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, operatorOf } from '../../plugins/operator-session.js';
import type { WebhooksService } from './webhooks.service.js';

const tags = ['console'];
const base = '/console/api/webhooks';

/**
 * The operators' webhooks: admins only, every route of this plugin — decided before the body is read, so staff get
 * 403 whatever they send.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  app.addHook('preValidation', adminOnly);

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'The webhooks, with their pending and failed deliveries (admins only)',
        response: { 200: envelope(z.array(webhookView)) },
      },
    },
    async () => ({ payload: await webhooks.list() }),
  );

  // Not kept for an Idempotency-Key's replay: the answer carries the secret, which is kept nowhere in clear.
  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Add a webhook: its `secret` is in this answer only (admins only)',
        body: webhookBody,
        response: { 200: envelope(webhookCreated) },
      },
    },
    async (request) => ({ payload: await webhooks.create(operatorOf(request), request.body) }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a webhook: its address, events, description, and whether it is active (admins only)',
        params: idParams,
        body: webhookUpdateBody,
        response: { 200: envelope(webhookView) },
      },
    },
    async (request) => ({ payload: await webhooks.update(operatorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a webhook and its deliveries (admins only)',
        params: idParams,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => {
      await webhooks.remove(operatorOf(request), request.params.id);
      return { payload: true as const };
    },
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      schema: {
        tags,
        summary: "A webhook's deliveries, newest first: event, status, attempts, last answer and when (admins only)",
        params: idParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: envelope(pageOf(webhookDelivery)) },
      },
    },
    async ({ params, query }) => ({
      payload: await webhooks.deliveries(params.id, query.status, query.page, query.size),
    }),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/redeliver`,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Send a delivery's event again, as a new delivery with the same event id (admins only)",
        params: webhookDeliveryParams,
        response: { 200: envelope(webhookDelivery) },
      },
    },
    async (request) => ({
      payload: await webhooks.redeliver(operatorOf(request), request.params.id, request.params.deliveryId),
    }),
  );

  app.post(
    `${base}/:id/test`,
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send this webhook a `webhook.test` event (admins only)',
        params: idParams,
        response: { 200: envelope(webhookDelivery) },
      },
    },
    async (request) => ({ payload: await webhooks.test(request.params.id) }),
  );
};
