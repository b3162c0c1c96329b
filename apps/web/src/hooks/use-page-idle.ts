import { useSyncExternalStore } from 'react';

/** The longest the page waits for an idle moment after it loaded. */
const IDLE_TIMEOUT_MS = 3_000;

let idle = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1 && !idle) whenIdle();
  return () => listeners.delete(listener);
}

let waiting = false;
function whenIdle() {
  if (waiting || typeof window === 'undefined') return;
  waiting = true;
  const settle = () => {
    idle = true;
    for (const listener of listeners) listener();
  };
  const afterLoad = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(settle, 1_000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * False until the page has loaded and the browser is first idle (at most a few seconds later), then true for the rest
 * of the visit: for what a page may start after it is drawn and can be used (the chat's unread count and its stream),
 * so that it does not hold the thread while the page is taken over. False on the server and while the browser takes
 * the page over, as it was drawn.
 */
export function usePageIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
