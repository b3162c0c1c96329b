import { envelope, operatorSignInResult, operatorView, signInBody } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../plugins/operator-session.js';
import { signInThrottle } from '../../plugins/sign-in-throttle.js';
import type { OperatorsService } from './operators.service.js';

const tags = ['console'];

/** Sign-in and sign-out: the console's only routes open without an operator session. */
export const operatorsRoutes: FastifyPluginAsyncZod<{ operators: OperatorsService }> = async (app, { operators }) => {
  // As the buyers' sign-in: an operator's own browser keeps signing in however many guesses others make.
  const throttle = signInThrottle(app, 'operator');
  app.post(
    '/console/api/auth/sign-in',
    {
      preHandler: throttle.check,
      schema: {
        tags,
        summary: 'Operator sign-in',
        body: signInBody,
        response: { 200: envelope(operatorSignInResult) },
      },
    },
    async (request, reply) => {
      const signedIn = await operators.signIn(request.body);
      await throttle.remember(request, reply);
      return { payload: signedIn };
    },
  );

  app.post(
    '/console/api/auth/sign-out',
    { schema: { tags, summary: 'Operator sign-out', response: { 200: envelope(z.boolean()) } } },
    async (request) => {
      const token = request.headers['x-operator-token'];
      if (typeof token === 'string' && token) await operators.signOut(token);
      return { payload: true };
    },
  );
};

/** Inside the console's scope (plugins/operator-session.ts). */
export const consoleMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/console/api/auth/me',
    { schema: { tags, summary: 'The signed-in operator', response: { 200: envelope(operatorView) } } },
    async (request) => ({ payload: operatorOf(request) }),
  );
};
