import type { FastifyInstance } from 'fastify';

/**
 * What the storefront and the console need, and nothing more: their own scripts only (no inline script, no eval), styles
 * of their own plus the ones the toast library injects, images from here or data URLs, API calls to this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers every response carries: a content security policy, no MIME sniffing, no framing, no full URLs leaked. A route
 * that sets a stricter policy of its own (an uploaded file: nothing runs) keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // The API explorer at /docs runs inline scripts of its own; it shows no user data.
    const explorer = request.routeOptions.url?.startsWith('/docs') ?? false;
    if (!explorer && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
