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
  /** A store's room is full (a conversation's files, all visitors' files): try again after `Retry-After` seconds. */
  'QUOTA_EXCEEDED',
  /** A file kept for a while only (a visitor's chat attachment) is gone. */
  'FILE_EXPIRED',
  'INTERNAL',
  /** Sign-in of an account an operator rejected, suspended, or that was withdrawn. */
  'ACCOUNT_REJECTED',
  'ACCOUNT_SUSPENDED',
  /** An e-mailed code or link that is wrong, used up or out of tries; or one that has expired. */
  'CODE_INVALID',
  'CODE_EXPIRED',
  'LOGIN_ID_TAKEN',
  /** Sign-up or an e-mail change without a verified code for that address. */
  'EMAIL_NOT_VERIFIED',
  /** The current password given to change the password or to withdraw is not the account's. */
  'WRONG_PASSWORD',
  /** The account still has open quotations or orders. */
  'WITHDRAW_BLOCKED',
  /** The quotation's state does not allow this action now (already accepted, declined, expired…). */
  'QUOTATION_STATE',
  /** The checked subtotal is below the operator's minimum order, or a checked item is sold out. */
  'MINIMUM_NOT_REACHED',
  'SOLD_OUT',
  /** The fulfilment centre holds fewer units of a product than the order asks for (the message names it). */
  'OUT_OF_STOCK',
  /** The order's state does not allow this action now (already confirmed, shipped, cancelled…). */
  'ORDER_STATE',
  /** The same `Idempotency-Key` was sent before with another payload. */
  'IDEMPOTENCY_MISMATCH',
  /** An invitation link that was used, withdrawn or has expired. */
  'INVITATION_GONE',
  /** The database cannot be reached for now: try again after `Retry-After` seconds. */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Seconds after which the same request may succeed (sent as `Retry-After`). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
