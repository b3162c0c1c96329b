/** Every error the API can answer with: a stable code the web client translates. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** The auth token is unknown, expired or revoked: the client clears its session and retries without it. */
  'SESSION_EXPIRED',
  /** The anti-forgery cookie and header pair is missing or does not match: not a dead session. */
  'CSRF_REJECTED',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
