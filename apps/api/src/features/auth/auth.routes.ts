import { DomainError, envelope, loginIdQuery, signInBody, signInResult } from '@hive/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service.js';

const tags = ['accounts'];

/** The login id a request is about, from its body or its query, for the per-account limit. */
const loginIdOf = (request: FastifyRequest) => {
  const source = (request.body ?? request.query) as { loginId?: unknown } | undefined;
  return `login:${String(source?.loginId ?? '')
    .trim()
    .toLowerCase()}`;
};

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // Guessing is limited per address and per account (both counted on every attempt); past either limit the answer is
  // 429 with Retry-After.
  const limits = [
    app.createRateLimit({ max: 20, timeWindow: '1 minute' }),
    app.createRateLimit({ max: 5, timeWindow: '1 minute', keyGenerator: loginIdOf }),
  ];
  const limitGuessing = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of limits) {
      const result = await check(request);
      if (!result.isAllowed && (result.isExceeded || result.isBanned)) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${result.ttlInSeconds} seconds.`);
      }
    }
  };

  app.post(
    '/auth/client/sign-in',
    {
      preHandler: limitGuessing,
      schema: { tags, summary: 'Sign in', body: signInBody, response: { 200: envelope(signInResult) } },
    },
    async ({ body }) => ({ payload: await auth.signIn(body) }),
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
