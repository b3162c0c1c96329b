import { companyMember, envelope, idSchema, membersResult, reasonBody } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, operatorOf } from '../../../plugins/operator-session.js';
import type { CompanyConsoleService } from './company-console.service.js';

const tags = ['console'];
const memberParams = z.strictObject({ id: idSchema, memberId: idSchema });

/** The operators' view of a buyer company's people: who they are, and suspending one (admins), recorded in the audit. */
export const companyConsoleRoutes: FastifyPluginAsyncZod<{ members: CompanyConsoleService }> = async (
  app,
  { members },
) => {
  app.get(
    '/console/api/buyers/:id/members',
    {
      schema: {
        tags,
        summary: "A buyer company's members: role, status, last seen",
        params: z.strictObject({ id: idSchema }),
        response: { 200: envelope(membersResult) },
      },
    },
    async ({ params }) => ({ payload: await members.list(params.id) }),
  );

  app.post(
    '/console/api/buyers/:id/members/:memberId/suspend',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Suspend one member of a company (admins only); their sessions end',
        params: memberParams,
        body: reasonBody,
        response: { 200: envelope(companyMember) },
      },
    },
    async (request) => ({
      payload: await members.setStatus(
        operatorOf(request),
        request.params.id,
        request.params.memberId,
        'suspended',
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/console/api/buyers/:id/members/:memberId/reactivate',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Reactivate a suspended member (admins only)',
        params: memberParams,
        response: { 200: envelope(companyMember) },
      },
    },
    async (request) => ({
      payload: await members.setStatus(operatorOf(request), request.params.id, request.params.memberId, 'active', ''),
    }),
  );
};
