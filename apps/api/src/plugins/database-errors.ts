/** Node's socket errors when the database's host or port does not answer. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs for a server that is going, gone, starting or full: connection exceptions (class 08),
 * admin/crash shutdown, cannot connect now, too many connections, and a statement cancelled by its time limit.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres and its pool say it in words only. */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

/**
 * Whether an error means the database cannot be reached for now (stopped, restarting, frozen, overloaded) rather than
 * a bug: such a request answers 503 with Retry-After and works again once the database is back. Drizzle wraps the
 * driver's error, so the causes are read too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
