import { envelope, loginIdQuery, type SignInBody, type SignInResult, signInBody, signInResult } from '@hive/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../plugins/rate-limits.js';
import { buyerOnly } from '../../plugins/session.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie.js';
import { signInThrottle } from '../../plugins/sign-in-throttle.js';
import type { AuthService } from './auth.service.js';

const tags = ['accounts'];

/** What else happens when a member signs in with a token (the visitor's cart merges into theirs); the answer stays. */
export type SignInHook = (request: FastifyRequest, reply: FastifyReply, memberId: number) => Promise<void>;

/**
 * Signs a member in and finishes it as every sign-in does: the hook, and the session cookie the server's first render
 * reads (plugins/session-cookie.ts; no API route does). Also what accepting an invitation answers with.
 */
export const signedIn =
  (auth: AuthService, onSignIn?: SignInHook) =>
  async (request: FastifyRequest, reply: FastifyReply, body: SignInBody): Promise<SignInResult> => {
    const result = await auth.signIn(body);
    if (result.login.token && result.buyer) await onSignIn?.(request, reply, result.buyer.member.id);
    if (result.login.token) setSessionCookie(reply, result.login.token, auth.sessionMs);
    return result;
  };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; onSignIn?: SignInHook }> = async (
  app,
  { auth, onSignIn },
) => {
  // Guessing is slowed without locking the owner out: a browser that signed in before keeps signing in (see
  // sign-in-throttle.ts). The availability check has a limit of its own: asking about an id never spends its sign-ins.
  const throttle = signInThrottle(app, 'buyer');

  app.post(
    '/auth/client/sign-in',
    {
      config: { member: 'self' },
      preHandler: throttle.check,
      schema: { tags, summary: 'Sign in', body: signInBody, response: { 200: envelope(signInResult) } },
    },
    async (request, reply) => {
      const result = await signedIn(auth, onSignIn)(request, reply, request.body);
      await throttle.remember(request, reply);
      return { payload: result };
    },
  );

  app.post(
    '/auth/client/sign-out',
    {
      config: { member: 'self' },
      schema: { tags, summary: 'Sign out: the session ends on the server', response: { 200: envelope(z.boolean()) } },
    },
    async (request, reply) => {
      const token = request.headers['x-auth-token'];
      if (typeof token === 'string' && token) await auth.signOut(token);
      if (request.cookies[SESSION_COOKIE] !== undefined) clearSessionCookie(reply);
      return { payload: true };
    },
  );

  // A buyer signed in before the session cookie existed gets it here: the web app asks once, when a page it loads says
  // the cookie is missing. Only the token in `X-Auth-Token` (and the anti-forgery pair, as every write) gives it.
  app.post(
    '/auth/client/session-cookie',
    {
      config: { member: 'self' },
      preHandler: buyerOnly,
      schema: {
        tags,
        summary: "Set the session cookie for the signed-in buyer's first rendered pages",
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request, reply) => {
      setSessionCookie(reply, String(request.headers['x-auth-token']), auth.sessionMs);
      return { payload: true };
    },
  );

  app.get(
    '/auth/client/existingByLoginId',
    {
      preHandler: guard(app, 30),
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
