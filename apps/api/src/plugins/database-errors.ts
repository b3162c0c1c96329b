/** Node's socket errors when the database's host or port does not answer, or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs for a server that is going, gone, starting or full — admin and crash shutdown, cannot connect
 * now, too many connections — and a statement cancelled by its time limit. Class 08 (connection exceptions) is read
 * by its prefix.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/**
 * node-postgres and its pool say it in words only. Anchored at the start: a wrapper's message quotes the statement and
 * its values, which may hold any text a user typed.
 */
const MESSAGES = [
  /^Connection terminated/i, // "… unexpectedly", "… due to connection timeout", or ended under a running query
  /^timeout exceeded when trying to connect/i, // the pool: no connection within connectionTimeoutMillis
  /^Query read timeout/i, // the client: no answer within query_timeout
  /^Client has encountered a connection error and is not queryable/i,
  /^Connection ended unexpectedly/i,
];

/** How deep causes and aggregated errors are followed (a cycle must not loop). */
const MAX_DEPTH = 6;

/**
 * Why the database cannot be reached now (stopped, restarting, frozen, overloaded), as the driver said it — or
 * undefined when the error is anything else (a bug, a constraint, bad SQL), which stays a 500. Drizzle wraps the
 * driver's error in its own (`cause`); a refused connection to a name with two addresses is an AggregateError
 * (`errors`): both are looked into.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return undefined;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return text ? `${code}: ${text}` : code;
  if (text && MESSAGES.some((pattern) => pattern.test(text))) return text;
  if (Array.isArray(errors))
    for (const each of errors.slice(0, 4)) {
      const reason = databaseUnavailableReason(each, depth + 1);
      if (reason) return reason;
    }
  return databaseUnavailableReason(cause, depth + 1);
}

/**
 * Whether an error means the database cannot be reached for now rather than a bug: such a request answers 503 with
 * Retry-After and works again once the database is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => databaseUnavailableReason(error) !== undefined;
