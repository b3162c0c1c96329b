import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadOrders } from '../src/features/order/api/order-queries';

let requests: { url: string; headers: Record<string, string> }[];
let saved: { href: string; download: string; clicked: boolean }[];

/** The browser's pieces a download uses: fetch answering with a file, and the temporary link it is saved through. */
function browserAnswering(response: () => Response) {
  requests = [];
  saved = [];
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    return response();
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
  vi.stubGlobal('document', {
    body: { append: () => {} },
    createElement: () => {
      const link = { href: '', download: '', clicked: false, click: () => (link.clicked = true), remove: () => {} };
      saved.push(link);
      return link;
    },
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the buyer's order file", () => {
  it("asks for every order of the list's filters, with the session, and saves it under the server's name", async () => {
    browserAnswering(
      () =>
        new Response('\uFEFForder_number\r\n', {
          headers: { 'content-disposition': 'attachment; filename="orders-2026-11-29.csv"' },
        }),
    );
    await downloadOrders({ state: 'PAID', q: 'PO 7' }, 'csv', 'vi', 'token-1');
    expect(requests).toEqual([
      {
        url: '/client/api/v1/orders/export?format=csv&locale=vi&state=PAID&q=PO+7',
        headers: { 'x-auth-token': 'token-1' },
      },
    ]);
    expect(saved).toEqual([
      expect.objectContaining({ href: 'blob:file', download: 'orders-2026-11-29.csv', clicked: true }),
    ]);
  });

  it('without filters asks for all; a refusal is thrown, nothing saved', async () => {
    browserAnswering(
      () => new Response(JSON.stringify({ error: 'Please sign in first.', code: 'UNAUTHORIZED' }), { status: 401 }),
    );
    await expect(downloadOrders({}, 'xlsx', 'en', 'token-2')).rejects.toMatchObject({ status: 401 });
    expect(requests[0]!.url).toBe('/client/api/v1/orders/export?format=xlsx&locale=en');
    expect(saved).toEqual([]);
  });
});
