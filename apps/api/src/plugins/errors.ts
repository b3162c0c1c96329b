import { DomainError, type ErrorBody, type ErrorCode } from '@hive/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableReason } from './database-errors.js';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  SESSION_EXPIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 413,
  FILE_EXPIRED: 410,
  INVITATION_GONE: 410,
  INTERNAL: 500,
  ACCOUNT_REJECTED: 403,
  ACCOUNT_SUSPENDED: 403,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  LOGIN_ID_TAKEN: 409,
  EMAIL_NOT_VERIFIED: 400,
  WRONG_PASSWORD: 400,
  WITHDRAW_BLOCKED: 409,
  QUOTATION_STATE: 409,
  MINIMUM_NOT_REACHED: 422,
  SOLD_OUT: 409,
  OUT_OF_STOCK: 409,
  ORDER_STATE: 409,
  IDEMPOTENCY_MISMATCH: 422,
  UNAVAILABLE: 503,
};

/** Seconds a client is asked to wait while the database is away: about how long a restart takes. */
const RETRY_AFTER_S = 5;

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * One place turns every failure into `{ error, code }`; a 5xx body never shows internals. A database that cannot be
 * reached is a 503 with Retry-After, not a 500: the request works again by itself once the database is back.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.code === 'UNAVAILABLE')
        reply.header('retry-after', String(RETRY_AFTER_S)).header('cache-control', 'no-store');
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      const status = STATUS[error.code];
      return reply.status(status).send({
        error: error.message,
        code: error.code,
        ...(status >= 500 && { requestId: request.id }),
      } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldName(error.validationContext, first?.instancePath);
      return reply
        .status(400)
        .send({ error: `${field}: ${first?.message ?? 'is not valid'}`, code: 'BAD_REQUEST' } satisfies ErrorBody);
    }
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      // One line per request, at warn: an outage is expected to pass by itself. The driver's reason only — the
      // wrapper's message would put the statement's values (a buyer's input) in the log.
      request.log.warn({ reason: unavailable }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send({
          error: 'The service is briefly unavailable. Please try again in a moment.',
          code: 'UNAVAILABLE',
          requestId: request.id,
        } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: 'Internal server error', code: 'INTERNAL', requestId: request.id } satisfies ErrorBody);
    }
    // Fastify's own client errors: malformed JSON, a body too large, an unsupported media type…
    const code = CODE_OF_STATUS[error.statusCode] ?? 'BAD_REQUEST';
    return reply.status(error.statusCode).send({ error: error.message, code } satisfies ErrorBody);
  });
}

/** "query.size", "body.keyword", "path.id": where the bad value was; an unknown key names itself in the message. */
function fieldName(context: string | undefined, instancePath: string | undefined): string {
  const where = context === 'querystring' ? 'query' : context === 'params' ? 'path' : (context ?? 'request');
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path ? `${where}.${path}` : where;
}
