import {
  approvalLimitBody,
  companyMember,
  companyView,
  envelope,
  type InvitationAcceptBody,
  invitationAcceptBody,
  invitationBody,
  invitationIdParams,
  invitationPreview,
  invitationPreviewQuery,
  invitationsResult,
  invitationView,
  memberIdParams,
  memberRoleBody,
  membersResult,
  type SignInResult,
  signInResult,
} from '@hive/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../plugins/rate-limits.js';
import { signedInBuyer } from '../../plugins/session.js';
import type { CompanyService } from './company.service.js';

const tags = ['company'];
const base = '/client/api/v1/company';

/** Signs the new member in as `POST /auth/client/sign-in` does (the auth feature's, composed in app.ts). */
export type SignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: { loginId: string; password: string },
) => Promise<SignInResult>;

/**
 * A buyer company's people: every member reads the company and its members; owners and admins invite, change roles,
 * remove and set the approval limit (`config.member: 'manage'`, checked by the session plugin from the matched route).
 * Accepting an invitation is public: the link's key is the proof.
 */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService; signIn: SignIn }> = async (
  app,
  { company, signIn },
) => {
  const linkLimit = guard(app, 30);

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'The company, its approval limit and the signed-in member',
        response: { 200: envelope(companyView) },
      },
    },
    async (request) => ({ payload: await company.view(signedInBuyer(request)) }),
  );

  app.get(
    `${base}/members`,
    { schema: { tags, summary: "The company's members", response: { 200: envelope(membersResult) } } },
    async (request) => ({ payload: await company.members(signedInBuyer(request)) }),
  );

  app.patch(
    `${base}/members/:id`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: "Change a member's role (owner or admin; the owner hands the owner's role over); their sessions end",
        params: memberIdParams,
        body: memberRoleBody,
        response: { 200: envelope(companyMember) },
      },
    },
    async (request) => ({
      payload: await company.setRole(signedInBuyer(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    `${base}/members/:id`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: 'Remove a member (not the owner); their sessions end',
        params: memberIdParams,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ({ payload: await company.remove(signedInBuyer(request), request.params.id) }),
  );

  app.get(
    `${base}/invitations`,
    {
      schema: { tags, summary: 'Invitations waiting for an answer', response: { 200: envelope(invitationsResult) } },
    },
    async (request) => ({ payload: await company.invitations(signedInBuyer(request)) }),
  );

  app.post(
    `${base}/invitations`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: 'Invite a person by e-mail: a single-use link valid 7 days, in the company’s language',
        body: invitationBody,
        response: { 200: envelope(invitationView) },
      },
    },
    async (request) => ({ payload: await company.invite(signedInBuyer(request), request.body) }),
  );

  app.delete(
    `${base}/invitations/:id`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: 'Withdraw an invitation',
        params: invitationIdParams,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ({
      payload: await company.withdrawInvitation(signedInBuyer(request), request.params.id),
    }),
  );

  app.put(
    `${base}/approval`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: "Set the approval limit (the company's currency, minor units; null: none)",
        body: approvalLimitBody,
        response: { 200: envelope(companyView) },
      },
    },
    async (request) => ({ payload: await company.setApprovalLimit(signedInBuyer(request), request.body) }),
  );

  app.get(
    '/auth/client/invitations',
    {
      preHandler: linkLimit,
      schema: {
        tags,
        summary: 'What an invitation link is for (404 for a wrong key, 410 used, withdrawn or expired)',
        querystring: invitationPreviewQuery,
        response: { 200: envelope(invitationPreview) },
      },
    },
    async (request) => ({ payload: await company.preview(request.query.invitationId, request.query.key) }),
  );

  app.post(
    '/auth/client/invitations/accept',
    {
      config: { member: 'self' },
      preHandler: linkLimit,
      schema: {
        tags,
        summary: 'Accept an invitation: choose a login id and password; answers as a sign-in does',
        body: invitationAcceptBody,
        response: { 200: envelope(signInResult) },
      },
    },
    async (request, reply) => {
      const body: InvitationAcceptBody = request.body;
      await company.accept(body);
      return { payload: await signIn(request, reply, { loginId: body.loginId, password: body.password }) };
    },
  );
};
