import { errorBody } from '@hive/domain/schemas';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useConsoleSession } from './console-store';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Request = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
};

const UNSAFE: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | undefined {
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
  return `/console/api${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, request: Request, token: string): Promise<Response> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-operator-token'] = token;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && UNSAFE.has(method)) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(url(path, request.query), {
      method,
      credentials: 'include',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
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
