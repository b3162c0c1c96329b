import {
  approveBuyerBody,
  buyerIdParams,
  buyerTermsBody,
  consoleBuyerDetail,
  consoleBuyerRow,
  consoleBuyersQuery,
  envelope,
  gradeList,
  pageOf,
  reasonBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, operatorOf } from '../../../plugins/operator-session.js';
import type { AccountConsoleService } from './account-console.service.js';

const tags = ['console'];
const detail = { 200: envelope(consoleBuyerDetail) };

export const accountConsoleRoutes: FastifyPluginAsyncZod<{ buyers: AccountConsoleService }> = async (
  app,
  { buyers },
) => {
  app.get(
    '/console/api/grades',
    { schema: { tags, summary: 'Buyer grades and their discounts', response: { 200: envelope(gradeList) } } },
    async () => ({ payload: await buyers.grades() }),
  );

  app.get(
    '/console/api/buyers',
    {
      schema: {
        tags,
        summary: 'Buyers, applicants first',
        querystring: consoleBuyersQuery,
        response: { 200: envelope(pageOf(consoleBuyerRow)) },
      },
    },
    async ({ query }) => ({ payload: await buyers.page(query, query.page, query.size) }),
  );

  app.get(
    '/console/api/buyers/:id',
    { schema: { tags, summary: 'A buyer with addresses and history', params: buyerIdParams, response: detail } },
    async ({ params }) => ({ payload: await buyers.detail(params.id) }),
  );

  app.post(
    '/console/api/buyers/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve an applicant with a grade and a currency (staff up to the grade the settings allow them)',
        params: buyerIdParams,
        body: approveBuyerBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await buyers.decide(operatorOf(request), request.params.id, { action: 'approve', ...request.body }),
    }),
  );

  app.post(
    '/console/api/buyers/:id/reject',
    {
      schema: { tags, summary: 'Reject an applicant', params: buyerIdParams, body: reasonBody, response: detail },
    },
    async (request) => ({
      payload: await buyers.decide(operatorOf(request), request.params.id, { action: 'reject', ...request.body }),
    }),
  );

  app.post(
    '/console/api/buyers/:id/suspend',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Suspend an account (admins only); its sessions end',
        params: buyerIdParams,
        body: reasonBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await buyers.decide(operatorOf(request), request.params.id, { action: 'suspend', ...request.body }),
    }),
  );

  app.post(
    '/console/api/buyers/:id/reactivate',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Reactivate a suspended account (admins only)',
        params: buyerIdParams,
        response: detail,
      },
    },
    async (request) => ({
      payload: await buyers.decide(operatorOf(request), request.params.id, { action: 'reactivate' }),
    }),
  );

  app.patch(
    '/console/api/buyers/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: "Change a buyer's grade or currency (admins only)",
        params: buyerIdParams,
        body: buyerTermsBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await buyers.changeTerms(operatorOf(request), request.params.id, request.body),
    }),
  );
};
