import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isNetworkFailure } from '../lib/network';

const subscribe = (change: () => void) => onlineManager.subscribe(change);
const online = () => onlineManager.isOnline();
// A page the server drew was drawn online.
const drawnOnline = () => true;

/** Whether the browser has a connection, kept up to date from its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, drawnOnline);
}

/**
 * Whether a load someone is watching failed for want of a connection (the browser may still think it is online: a
 * weak network whose requests get no answer).
 */
export function useFailedLoads(): boolean {
  const cache = useQueryClient().getQueryCache();
  const failed = () =>
    cache
      .getAll()
      .some(
        (query) =>
          query.getObserversCount() > 0 && query.state.status === 'error' && isNetworkFailure(query.state.error),
      );
  return useSyncExternalStore(
    (change) => cache.subscribe(change),
    failed,
    () => false,
  );
}
