import { errorBody } from '@hive/domain/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, readCookie, withQuery } from './api-client';
import { useConsoleSession } from './console-session';
import { downloadFile } from './download';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Request = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Sent as `Idempotency-Key` by a form that creates something (see submission-key.ts). */
  idempotencyKey?: string;
  /** A file sent as it is (an image upload), instead of a JSON body. */
  file?: Blob;
};

const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const url = (path: string, query: Request['query']) => withQuery(`/console/api${path}`, query);

async function send(path: string, request: Request, token: string): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-operator-token'] = token;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && UNSAFE.has(method)) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.file) headers['content-type'] = 'application/octet-stream';
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  try {
    return await fetch(url(path, request.query), {
      method,
      credentials: 'include',
      headers,
      body: request.file ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'errors.network', false);
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const parsed = errorBody.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.error, true);
  return new ApiError(response.status, 'INTERNAL', 'errors.server', false);
}

/**
 * Calls the operator API under `/console/api` and returns the `payload` parsed with the contract's schema. A 401
 * means the operator's session is dead: the token is cleared, and the console's guard sends the operator to sign in.
 */
export async function consoleApi<T extends z.ZodType>(
  path: string,
  schema: T,
  request: Request = {},
): Promise<z.infer<T>> {
  const token = useConsoleSession.getState().token;
  const hadCookie = readCookie('XSRF-TOKEN') !== undefined;
  let response = await send(path, request, token);
  // The server hands out the anti-forgery cookie with its first answer; a change sent before any answer is refused
  // once, and goes through when sent again with the cookie it just got.
  if (response.status === 403 && !hadCookie && readCookie('XSRF-TOKEN') !== undefined) {
    const refused = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { code?: string } | undefined;
    if (refused?.code === 'CSRF_REJECTED') response = await send(path, request, token);
  }
  if (response.status === 401 && token) useConsoleSession.getState().clearToken();
  if (!response.ok) throw await errorOf(response);
  const body = (await response.json().catch(() => undefined)) as { payload?: unknown } | undefined;
  return schema.parse(body?.payload);
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An offer's PDF (or any file of the console), with the operator's session header: see `downloadFile`. */
export const consoleDownload = (url: string, filename?: string): Promise<void> =>
  downloadFile(url, filename, { 'x-operator-token': useConsoleSession.getState().token });

/**
 * Every console query key starts with 'console', so signing out drops them all at once. Every operator's action is
 * written to the audit log: the features that act read it again (`audit`) without knowing the audit pages.
 */
export const consoleKeys = {
  all: ['console'] as const,
  audit: () => [...consoleKeys.all, 'audit'] as const,
};

export const CONSOLE_PAGE_SIZE = 20;

/** The console shows its own errors beside what failed (or sends the operator to sign in), not as storefront toasts. */
export const quiet = { meta: { silent: true } };
/** Operators act on what others may have just changed: lists are refreshed whenever they are shown again. */
export const fresh = { staleTime: 0, ...quiet };

/**
 * One page of a console list (`page` is the contract's `pageOf(row)`): the filter goes into the key and the query, a
 * page of `CONSOLE_PAGE_SIZE` rows comes back, and the rows shown stay until the next page is there.
 */
export function consolePageQuery<Page extends z.ZodType, Filter extends Record<string, string | number | undefined>>(
  key: readonly unknown[],
  path: string,
  page: Page,
  filter: Filter,
) {
  return queryOptions({
    queryKey: [...key, filter] as const,
    queryFn: () => consoleApi(path, page, { query: { ...filter, size: CONSOLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    ...fresh,
  });
}
