import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiError, api, apiFile } from '../src/lib/api-client';
import { useSession } from '../src/lib/session-store';

type Call = { url: string; headers: Record<string, string> };
let calls: Call[];

function answer(...responses: { status: number; body: unknown }[]) {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: init.headers });
    const next = responses.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
}

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc%3D; other=1' });
  useSession.setState({ token: 'dead-token', grade: '01', currency: 'USD', buyerId: '3' });
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the token, the anti-forgery header with a write, and returns the parsed payload', async () => {
    answer({ status: 200, body: { payload: { n: 1 } } }, { status: 200, body: { payload: { n: 2 } } });
    await expect(
      api('/client/api/x', () => z.object({ n: z.number() }), { query: { page: 2, empty: '' } }),
    ).resolves.toEqual({ n: 1 });
    expect(calls[0]?.url).toBe('/client/api/x?page=2');
    expect(calls[0]?.headers).toMatchObject({ 'x-auth-token': 'dead-token' });
    // A read needs no anti-forgery pair: the server checks writes only.
    expect(calls[0]?.headers['x-xsrf-token']).toBeUndefined();
    await expect(
      api('/client/api/x', () => z.object({ n: z.number() }), { method: 'POST', body: {} }),
    ).resolves.toEqual({ n: 2 });
    expect(calls[1]?.headers).toMatchObject({ 'x-auth-token': 'dead-token', 'x-xsrf-token': 'abc=' });
  });

  it('on a 403 for a dead session clears the session and retries once without a token', async () => {
    answer(
      { status: 403, body: { error: 'Session expired', code: 'SESSION_EXPIRED' } },
      { status: 200, body: { payload: 'ok' } },
    );
    await expect(api('/client/api/x', () => z.string())).resolves.toBe('ok');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['x-auth-token']).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: '', grade: '00', buyerId: '' });
  });

  it("does not sign out when the member's role does not allow the request", async () => {
    answer({ status: 403, body: { error: 'Your role does not allow this.', code: 'FORBIDDEN' } });
    await expect(api('/client/api/x', () => z.string(), { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(calls).toHaveLength(1);
    expect(useSession.getState().token).toBe('dead-token');
  });

  it('does not sign out on a refused anti-forgery pair', async () => {
    answer({ status: 403, body: { error: 'Refused', code: 'CSRF_REJECTED' } });
    await expect(api('/client/api/x', () => z.string(), { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'CSRF_REJECTED',
    });
    expect(calls).toHaveLength(1);
    expect(useSession.getState().token).toBe('dead-token');
  });

  it('sends a write once more when it was refused for want of an anti-forgery cookie that the refusal brought', async () => {
    const jar = { cookie: 'other=1' };
    vi.stubGlobal('document', jar);
    calls = [];
    vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
      calls.push({ url, headers: init.headers });
      if (!init.headers['x-xsrf-token']) {
        // The refusal sets the cookie, as the browser would store it.
        jar.cookie = 'other=1; XSRF-TOKEN=fresh';
        return new Response(JSON.stringify({ error: 'Refused', code: 'CSRF_REJECTED' }), { status: 403 });
      }
      return new Response(JSON.stringify({ payload: 'ok' }), { status: 200 });
    });
    await expect(api('/client/api/x', () => z.string(), { method: 'POST', body: {} })).resolves.toBe('ok');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['x-xsrf-token']).toBe('fresh');
    expect(useSession.getState().token).toBe('dead-token');
  });

  it("shows the server's error text, or the generic server message when there is none", async () => {
    answer({ status: 400, body: { error: 'body.keyword: Too big', code: 'BAD_REQUEST' } });
    const shown = await api('/client/api/x', () => z.string()).catch((e: ApiError) => e);
    expect(shown).toMatchObject({ message: 'body.keyword: Too big', fromServer: true });
    answer({ status: 502, body: 'Bad gateway' });
    await expect(api('/client/api/x', () => z.string())).rejects.toMatchObject({
      message: 'errors.server',
      fromServer: false,
    });
  });

  it("shows an answer's error text whatever its code, and the generic message for one without an error text", async () => {
    for (const [status, body, code] of [
      [502, { error: 'Upstream timed out' }, 'INTERNAL'],
      [418, { error: 'Teapot in use', code: 'TEAPOT' }, 'TEAPOT'],
      [409, { error: 'Offer expired', code: 'CONFLICT', details: [1] }, 'CONFLICT'],
    ] as const) {
      answer({ status, body });
      await expect(api('/client/api/x', () => z.string())).rejects.toMatchObject({
        status,
        code,
        message: body.error,
        fromServer: true,
      });
    }
    for (const body of [{ code: 'CONFLICT' }, { error: 42 }, { error: '  ' }, { error: 'x'.repeat(301) }, null]) {
      answer({ status: 500, body });
      await expect(api('/client/api/x', () => z.string())).rejects.toMatchObject({
        message: 'errors.server',
        fromServer: false,
      });
    }
  });

  it("names a file as the server named it, so its date is the server's (the sheet's own)", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('%PDF', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="hive-quotation-sheet-2026-11-27.pdf"' },
        }),
    );
    const file = await apiFile('/client/api/v1/member/quotation', { method: 'POST', body: [] });
    expect(file.filename).toBe('hive-quotation-sheet-2026-11-27.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    vi.stubGlobal('fetch', async () => new Response('x', { status: 200 }));
    expect((await apiFile('/x')).filename).toBeUndefined();
  });

  it('reports a failed connection as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/client/api/x', () => z.string())).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'errors.network',
    });
  });
});
