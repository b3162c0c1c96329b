import type { ErrorBody } from '@hive/domain';
import type { z } from 'zod';
import { loadSchemas, type Schemas } from './schemas';
import { useSession } from './session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** True when the message came from the server and can be shown as it is. */
    readonly fromServer: boolean,
    /** The server's id of a request that failed on its side (a 5xx), for a report of the problem. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Request = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sent as `Idempotency-Key` by submissions that create something (see submission-key.ts). */
  idempotencyKey?: string;
  /** A file sent as the raw body (`application/octet-stream`), instead of a JSON `body`. */
  file?: Blob;
};

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** `path` with the query's values that are set, as `?a=1&b=2`. */
export function withQuery(path: string, query: Request['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** How a request reaches the API: the browser's fetch, or the server's own in-process call during its first render. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
export function setTransport(next: Transport): void {
  transport = next;
}

const isWrite = (request: Request) => (request.method ?? 'GET') !== 'GET';

async function send(path: string, request: Request, token: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-auth-token': token };
  if (!token) delete headers['x-auth-token'];
  // The anti-forgery pair is asked of writes only (a read of `document.cookie` asks the browser each time).
  const xsrf = isWrite(request) ? readCookie('XSRF-TOKEN') : undefined;
  if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.file) headers['content-type'] = 'application/octet-stream';
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  try {
    return await transport(withQuery(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers,
      body: request.file ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'errors.network', false);
  }
}

/**
 * Sends a request with the session's token and the retries of docs/product.md §4 and §8: a 403 for a dead session (not
 * a refused anti-forgery pair, nor a member's role that does not allow the request) clears the session and sends the
 * request once more without a token; a write refused because the browser had no anti-forgery cookie yet (the refusal
 * brings one) is sent once more with it.
 */
async function exchange(path: string, request: Request): Promise<Response> {
  const token = useSession.getState().token;
  const hadXsrf = isWrite(request) && readCookie('XSRF-TOKEN') !== undefined;
  let response = await send(path, request, token);
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as ErrorBody | undefined;
  // The session is alive: the member's role does not allow this (a viewer's write, say). The page says so.
  if (body?.code === 'FORBIDDEN') return response;
  if (body?.code === 'CSRF_REJECTED') {
    if (!hadXsrf && readCookie('XSRF-TOKEN') !== undefined) response = await send(path, request, token);
  } else if (token) {
    useSession.getState().clearSession();
    response = await send(path, request, '');
  }
  return response;
}

/** The longest server text a message shows: an error field that holds a whole page is no message. */
const MAX_ERROR_TEXT = 300;

/**
 * The error a failed answer carries (docs/product.md §8): when its body has an `error` text, that text, whatever the
 * code (one of ours or not, from this server or a proxy in front of it); else the generic server message.
 */
export async function failure(response: Response, schemas: Promise<Schemas> = loadSchemas()): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = (await schemas).errorBody.safeParse(body);
  // A 5xx names its request (in the body, and in `X-Request-Id` even when a proxy wrote the body).
  const requestId =
    response.status >= 500 ? (parsed.data?.requestId ?? response.headers.get('x-request-id') ?? undefined) : undefined;
  // Kept in the browser only: the server's first render serves everyone.
  if (requestId && typeof window !== 'undefined') lastFailedRequest = requestId;
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.error, true, requestId);
  const { error, code } = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown;
    code?: unknown;
  };
  if (typeof error === 'string' && error.trim() !== '' && error.length <= MAX_ERROR_TEXT)
    return new ApiError(response.status, typeof code === 'string' ? code : 'INTERNAL', error.trim(), true, requestId);
  return new ApiError(response.status, 'INTERNAL', 'errors.server', false, requestId);
}

let lastFailedRequest: string | undefined;
/** The id of the last request the server failed (a 5xx), which a report of the problem names. */
export const lastFailedRequestId = () => lastFailedRequest;

/** Calls the API and returns the `payload`, parsed with the contract's schema that `schema` picks. */
export async function api<T extends z.ZodType>(
  path: string,
  schema: (schemas: Schemas) => T,
  request: Request = {},
): Promise<z.infer<T>> {
  const schemas = loadSchemas();
  const response = await exchange(path, request);
  if (!response.ok) throw await failure(response, schemas);
  const body = (await response.json().catch(() => undefined)) as { payload: unknown } | undefined;
  return schema(await schemas).parse(body?.payload);
}

/**
 * Calls an API route that answers with a file (a quotation sheet, a document) and returns it as a Blob with the file
 * name the server gave it (`Content-Disposition`), with the same headers, the same retries and the same error bodies
 * as `api`. The server's name carries the server's date (Seoul), as the file's contents do.
 */
export async function apiFile(path: string, request: Request = {}): Promise<{ blob: Blob; filename?: string }> {
  const response = await exchange(path, request);
  if (!response.ok) throw await failure(response, loadSchemas());
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"/\\]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), filename };
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** Page queries send anything but a missing object to the error boundary. */
export const throwUnlessNotFound = (error: unknown) => !isNotFound(error);
