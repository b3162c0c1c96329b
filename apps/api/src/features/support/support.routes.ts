import {
  brandRequestBody,
  contactBody,
  envelope,
  issueReportBody,
  mailboxOf,
  SUPPORT_FILE_MAX_BYTES,
  supplierApplicationBody,
  supportReceipt,
} from '@hive/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../plugins/rate-limits.js';
import type { SupportService } from './support.service.js';

const tags = ['support'];
const response = { 200: envelope(supportReceipt) };
/**
 * A form that e-mails its sender: a few a minute from one address, fewer for one mailbox (its +tag variants are the
 * same mailbox).
 */
const perEmail = {
  key: (request: FastifyRequest) => `mailbox:${mailboxOf((request.body as { email: string }).email)}`,
  max: 3,
};

/**
 * The footer's forms and "Report The Issue": public, rate-limited per address and per e-mail address (each form on
 * its own counters, in PostgreSQL), and idempotent under an `Idempotency-Key` (a double click files one request).
 * Confirmations are limited a day per mailbox, every form together (the service): past that the request is still
 * filed, without a mail.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  const buyerIdOf = (request: { buyer: { buyerId: number } | null }) => request.buyer?.buyerId ?? null;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/client/api/v1/support/supplier-application',
    {
      preHandler: guard(app, 5, perEmail),
      config: { idempotent: true },
      // The optional file travels base64-encoded in the JSON: 10 MB of it, and the form around it.
      bodyLimit: Math.ceil(SUPPORT_FILE_MAX_BYTES / 3) * 4 + 64 * 1024,
      schema: {
        tags,
        summary: 'A Korean brand or maker applies to sell through Hive (an optional PDF or image, at most 10 MB)',
        body: supplierApplicationBody,
        response,
      },
    },
    async (request) => ({ payload: await support.supplierApplication(request.body, buyerIdOf(request)) }),
  );

  app.post(
    '/client/api/v1/support/brand-request',
    {
      preHandler: guard(app, 10, perEmail),
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Ask for a brand or a product Hive does not carry yet',
        body: brandRequestBody,
        response,
      },
    },
    async (request) => ({ payload: await support.brandRequest(request.body, buyerIdOf(request)) }),
  );

  app.post(
    '/client/api/v1/support/contact',
    {
      preHandler: guard(app, 10, perEmail),
      config: { idempotent: true },
      schema: { tags, summary: 'A message to the team', body: contactBody, response },
    },
    async (request) => ({ payload: await support.contact(request.body, buyerIdOf(request)) }),
  );

  app.post(
    '/client/api/v1/support/issue',
    {
      preHandler: guard(app, 10),
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Report a problem: the page, the error, the failed request id; a signed-in buyer is attached',
        body: issueReportBody,
        response,
      },
    },
    async (request) => ({ payload: await support.issue(request.body, buyerIdOf(request)) }),
  );
};
