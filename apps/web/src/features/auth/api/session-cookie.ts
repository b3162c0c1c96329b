import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * Asks the server for the session cookie its first render of the buyer's pages reads (a buyer signed in before it
 * existed has none). Nothing is shown either way: without it, pages are drawn by the browser, as before.
 */
export async function requestSessionCookie(): Promise<void> {
  await api('/auth/client/session-cookie', () => z.boolean(), { method: 'POST' }).catch(() => undefined);
}
