import { envelope, loginIdQuery, signInBody, signInResult } from '@hive/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldKey, guard } from '../../plugins/rate-limits.js';
import type { AuthService } from './auth.service.js';

const tags = ['accounts'];

/** What else happens when a buyer signs in with a token (the visitor's cart merges into theirs); the answer stays. */
export type SignInHook = (request: FastifyRequest, reply: FastifyReply, buyerId: number) => Promise<void>;

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; onSignIn?: SignInHook }> = async (
  app,
  { auth, onSignIn },
) => {
  // Guessing is limited per address and per account (both counted on every attempt); past either limit the answer is
  // 429 with Retry-After.
  const limitGuessing = guard(app, 20, { key: fieldKey('loginId'), max: 5 });

  app.post(
    '/auth/client/sign-in',
    {
      preHandler: limitGuessing,
      schema: { tags, summary: 'Sign in', body: signInBody, response: { 200: envelope(signInResult) } },
    },
    async (request, reply) => {
      const result = await auth.signIn(request.body);
      if (result.login.token && result.buyer) await onSignIn?.(request, reply, result.buyer.id);
      return { payload: result };
    },
  );

  app.post(
    '/auth/client/sign-out',
    { schema: { tags, summary: 'Sign out: the session ends on the server', response: { 200: envelope(z.boolean()) } } },
    async (request) => {
      const token = request.headers['x-auth-token'];
      if (typeof token === 'string' && token) await auth.signOut(token);
      return { payload: true };
    },
  );

  app.get(
    '/auth/client/existingByLoginId',
    {
      preHandler: limitGuessing,
      schema: {
        tags,
        summary: 'Whether a login id is taken',
        querystring: loginIdQuery,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async ({ query }) => ({ payload: await auth.loginIdExists(query.loginId) }),
  );
};
