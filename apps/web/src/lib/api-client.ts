import type { ErrorBody } from '@hive/domain';
import type { z } from 'zod';
import { useSession } from './session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** True when the message came from the server and can be shown as it is. */
    readonly fromServer: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Request = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
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

async function send(path: string, request: Request, token: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-auth-token': token };
  if (!token) delete headers['x-auth-token'];
  const xsrf = readCookie('XSRF-TOKEN');
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

export type Schemas = typeof import('@hive/domain/schemas');
/** The zod schemas load beside the first response rather than before the first paint. */
const loadSchemas = () => import('@hive/domain/schemas');

/**
 * Sends a request with the session's token and the retries of spec §4 and §8: a 403 for a dead session (not a refused
 * anti-forgery pair) clears the session and sends the request once more without a token; a write refused because the
 * browser had no anti-forgery cookie yet (the refusal brings one) is sent once more with it.
 */
async function exchange(path: string, request: Request): Promise<Response> {
  const token = useSession.getState().token;
  const hadXsrf = readCookie('XSRF-TOKEN') !== undefined;
  let response = await send(path, request, token);
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as ErrorBody | undefined;
  if (body?.code === 'CSRF_REJECTED') {
    if (!hadXsrf && readCookie('XSRF-TOKEN') !== undefined) response = await send(path, request, token);
  } else if (token) {
    useSession.getState().clearSession();
    response = await send(path, request, '');
  }
  return response;
}

async function failure(response: Response, schemas: Promise<Schemas>): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = (await schemas).errorBody.safeParse(body);
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.error, true);
  return new ApiError(response.status, 'INTERNAL', 'errors.server', false);
}

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
 * Calls an API route that answers with a file (a quotation sheet, a document) and returns it as a Blob, with the same
 * headers, the same retries and the same error bodies as `api`.
 */
export async function apiFile(path: string, request: Request = {}): Promise<Blob> {
  const response = await exchange(path, request);
  if (!response.ok) throw await failure(response, loadSchemas());
  return response.blob();
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** Page queries send anything but a missing object to the error boundary. */
export const throwUnlessNotFound = (error: unknown) => !isNotFound(error);
