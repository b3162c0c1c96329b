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
};

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function url(path: string, query: Request['query']): string {
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
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  try {
    return await transport(url(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'errors.network', false);
  }
}

export type Schemas = typeof import('@hive/domain/schemas');
/** The zod schemas load beside the first response rather than before the first paint. */
const loadSchemas = () => import('@hive/domain/schemas');

/**
 * Calls the API and returns the `payload`, parsed with the contract's schema that `schema` picks. A 403 for a dead session (not a refused anti-forgery pair) clears the
 * session and retries the request once without a token, as spec §4 and §8 say.
 */
export async function api<T extends z.ZodType>(
  path: string,
  schema: (schemas: Schemas) => T,
  request: Request = {},
): Promise<z.infer<T>> {
  const schemas = loadSchemas();
  const token = useSession.getState().token;
  let response = await send(path, request, token);
  if (response.status === 403 && token) {
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as ErrorBody | undefined;
    if (body?.code !== 'CSRF_REJECTED') {
      useSession.getState().clearSession();
      response = await send(path, request, '');
    }
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = (await schemas).errorBody.safeParse(body);
    if (parsed.success) throw new ApiError(response.status, parsed.data.code, parsed.data.error, true);
    throw new ApiError(response.status, 'INTERNAL', 'errors.server', false);
  }
  return schema(await schemas).parse((body as { payload: unknown }).payload);
}

/**
 * Calls an API route that answers with a file (a quotation sheet, a document) and returns it as a Blob, with the same
 * headers, the same 403 rule and the same error bodies as `api`.
 */
export async function apiFile(path: string, request: Request = {}): Promise<Blob> {
  const token = useSession.getState().token;
  let response = await send(path, request, token);
  if (response.status === 403 && token) {
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as ErrorBody | undefined;
    if (body?.code !== 'CSRF_REJECTED') {
      useSession.getState().clearSession();
      response = await send(path, request, '');
    }
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = (await loadSchemas()).errorBody.safeParse(body);
    if (parsed.success) throw new ApiError(response.status, parsed.data.code, parsed.data.error, true);
    throw new ApiError(response.status, 'INTERNAL', 'errors.server', false);
  }
  return response.blob();
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
/** Page queries send anything but a missing object to the error boundary. */
export const throwUnlessNotFound = (error: unknown) => !isNotFound(error);
