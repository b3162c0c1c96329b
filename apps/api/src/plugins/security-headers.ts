import type { FastifyInstance } from 'fastify';

/** Headers every response carries: no MIME sniffing, no framing by other sites, no full URLs leaked to them. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
