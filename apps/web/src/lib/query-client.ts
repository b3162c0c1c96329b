import {
  type DehydratedState,
  hydrate,
  MutationCache,
  notifyManager,
  type Query,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';
import { isNetworkFailure, isOnline } from './network';
import { toast } from './toast-client';

/** The message a failed call shows: the server's own words when it sent some, else the spec's two fallbacks. */
export function errorMessage(error: unknown): string {
  // The database away for a moment: said in the reader's language, as the network's failures are.
  if (error instanceof ApiError && error.code === 'UNAVAILABLE') return i18n.t('errors.unavailable');
  // A request without an answer, or code that did not load: the connection's failure, whatever the browser's words.
  if (isNetworkFailure(error)) return i18n.t('errors.network');
  if (error instanceof ApiError) return error.fromServer ? error.message : i18n.t(error.message);
  return i18n.t('errors.server');
}

/** The caller's own words, then the server's if it sent any (docs/product.md §8): "Download failed. Offer expired." */
export function failureText(lead: string, error: unknown): string {
  return error instanceof ApiError && error.fromServer ? `${lead} ${error.message}` : lead;
}

// Cache changes reach components in a microtask rather than on a timer: a checkbox or a stepper drawn from the cache (the
// cart, the basket) shows its new value as the click ends, instead of flicking back for a moment first.
notifyManager.setScheduler(queueMicrotask);

/** How long the data a page was drawn from counts as just read, whatever its queries' `staleTime`. */
const DRAWN_FRESH_MS = 10_000;
/** The queries the server's page was drawn from, and when the app took it over. */
const drawn = { hashes: new Set<string>(), at: Number.NEGATIVE_INFINITY };

/**
 * Puts the data the server drew the page from in the cache. On a page drawn for this buyer at this request
 * (`justRead`: a member's page, never kept by the server), a query asked again whenever it is shown (`staleTime: 0`:
 * the orders, the buyer's home) is not asked again as the app takes the page over: the server has just read it, and
 * reading it again would hold the phone's thread meanwhile. A visitor's page may be one the server kept: its data is
 * read again as its queries say.
 */
export function hydrateDrawn(state: DehydratedState, justRead: boolean): void {
  hydrate(queryClient, state);
  if (!justRead) return;
  drawn.hashes = new Set(state.queries.map((query) => query.queryHash));
  drawn.at = Date.now();
}

/** Drawn from by the page just taken over, and not changed since (a change marks it invalidated). */
const justDrawn = (query: Query) =>
  !query.state.isInvalidated && drawn.hashes.has(query.queryHash) && Date.now() - drawn.at < DRAWN_FRESH_MS;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // Common data loads fail silently (docs/product.md §8); a missing page shows the not-found page, not a toast; a
      // lost connection is said once by the shell's offline notice (app/offline-status.tsx), not by a toast per load.
      if (query.meta?.silent || (error instanceof ApiError && error.status === 404) || isNetworkFailure(error)) return;
      toast.error(errorMessage(error));
    },
  }),
  // Changes (cart, quotation, order, later issues) show their failure the same way, unless the caller handles it.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silent) toast.error(errorMessage(error));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A load is tried even when the browser says it is offline (react-query would wait, the page loading for ever):
      // it fails at once and the page says it is offline, with Retry; the shell asks again when the connection returns.
      networkMode: 'always',
      retry: (count, error) =>
        count < 1 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        !(isNetworkFailure(error) && !isOnline()),
      refetchOnWindowFocus: false,
      refetchOnMount: (query) => !justDrawn(query),
    },
  },
});
