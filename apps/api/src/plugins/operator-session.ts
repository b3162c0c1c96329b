import { DomainError } from '@hive/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operator } from '../features/console-auth/console-auth.repository.js';
import type { ConsoleAuthService } from '../features/console-auth/console-auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator on console routes. */
    operator: Operator | null;
  }
}

const OPEN = new Set(['/console/api/auth/sign-in', '/console/api/auth/sign-out']);

/** Every `/console/api/` route but sign-in and sign-out needs a live operator session (`X-Operator-Token`). */
export function registerOperatorSession(app: FastifyInstance, operators: ConsoleAuthService): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/console/api/') || OPEN.has(request.url.split('?')[0]!)) return;
    const token = request.headers['x-operator-token'];
    request.operator = await operators.resolve(typeof token === 'string' ? token : undefined);
  });
}

/** A pre-handler for actions only an admin may take. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  if (request.operator?.role !== 'admin') {
    throw new DomainError('FORBIDDEN', 'Only an admin operator may do this.');
  }
}
