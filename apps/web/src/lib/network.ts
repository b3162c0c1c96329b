import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A page's code that could not be fetched: each browser words it its own way ("Failed to fetch dynamically imported
 * module", "Importing a module script failed", "error loading dynamically imported module").
 */
export function isCodeFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|module script failed/i.test(error.message);
}

/** A failure of the connection, not of the server: a request that got no answer, or a page's code that did not load. */
export function isNetworkFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.code === 'NETWORK') || isCodeFailure(error);
}

/** Whether the browser says it has a connection (react-query's own view of it, which pauses and resumes its work). */
export const isOnline = () => onlineManager.isOnline();

// react-query learns of the connection from the `online` and `offline` events only: a page opened offline (the service
// worker's shell) is offline from its start.
if (typeof window !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);

/** The loads that failed for want of a connection and someone still watches: asked again by Retry and on reconnecting. */
export function refetchFailedLoads(client: QueryClient): Promise<void> {
  return client.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.status === 'error' && isNetworkFailure(query.state.error),
  });
}
