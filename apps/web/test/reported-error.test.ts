import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api } from '../src/lib/api-client';
import { reportedError } from '../src/lib/reported-error';
import { useSession } from '../src/lib/session-store';

const t = ((key: string) => (key === 'errors.server' ? 'Server error. please retry again.' : key)) as never;

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers }));
}
const failure = () => api('/client/api/x', () => z.string()).catch((error: unknown) => error as ApiError);

beforeEach(() => {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', {});
  useSession.setState({ token: '' });
});
afterEach(() => vi.unstubAllGlobals());

describe('what a report of a problem says about the error', () => {
  it('names the request a 5xx failed with, from its body, and keeps it for the error page', async () => {
    answer(500, JSON.stringify({ error: 'Internal server error', code: 'INTERNAL', requestId: 'req-500' }));
    const error = await failure();
    expect(error.requestId).toBe('req-500');
    expect(reportedError(error, t)).toEqual({ error: 'Internal server error', requestId: 'req-500' });
    // A render error that follows (the page could not draw what failed) is reported with the last failed request.
    expect(reportedError(new TypeError('x is undefined'), t)).toEqual({
      error: 'x is undefined',
      requestId: 'req-500',
    });
  });

  it('reads the id from X-Request-Id when a proxy wrote the body, and says our own message in words', async () => {
    answer(502, 'Bad gateway', { 'x-request-id': 'req-502' });
    const error = await failure();
    expect(reportedError(error, t)).toEqual({ error: 'Server error. please retry again.', requestId: 'req-502' });
  });

  it('keeps no id of a refusal (4xx): nothing failed on the server', async () => {
    answer(500, JSON.stringify({ error: 'Internal server error', code: 'INTERNAL', requestId: 'req-kept' }));
    await failure();
    answer(400, JSON.stringify({ error: 'body.email: invalid', code: 'BAD_REQUEST' }), { 'x-request-id': 'req-400' });
    const refusal = await failure();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.requestId).toBeUndefined();
    expect(reportedError(undefined, t)).toEqual({ error: '', requestId: 'req-kept' });
  });
});
