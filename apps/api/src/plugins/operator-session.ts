import { DomainError } from '@hive/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** An operator of the console, as its features read it. */
export type Operator = {
  id: number;
  loginId: string;
  name: string;
  role: 'admin' | 'staff';
  /** The hash of the session's own token: what the operator opens in it (a chat stream) ends with it. */
  tokenHash: Buffer;
};

/** The port this plugin needs: who a token belongs to (the operators feature provides it; none is a 401). */
export type OperatorSessions = { resolve(token: string | undefined): Promise<Operator> };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, on the routes of the console's scope. */
    operator: Operator | null;
  }
}

const signInFirst = () => new DomainError('UNAUTHORIZED', 'Please sign in to the console.');

/**
 * The console's own scope: every route registered inside `register` needs a live operator session
 * (`X-Operator-Token`). The hook belongs to the scope, so it runs for the routes the router matched in it, however
 * their address was spelt (escaped letters, doubled slashes, another case); it never reads `request.url`.
 */
export async function operatorScope(
  app: FastifyInstance,
  operators: OperatorSessions,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  app.decorateRequest('operator', null);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const token = request.headers['x-operator-token'];
      request.operator = await operators.resolve(typeof token === 'string' ? token : undefined);
    });
    await register(scope);
  });
}

/** The operator a console handler acts for; a handler that runs without one fails closed with 401, never a 500. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw signInFirst();
  return request.operator;
}

/** A pre-handler for actions only an admin may take: 401 without an operator, 403 for staff. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (operatorOf(request).role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'Only an admin operator may do this.');
  }
}
