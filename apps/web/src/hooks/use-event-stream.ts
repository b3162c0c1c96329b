import { useEffect, useRef } from 'react';
import { withQuery } from '../lib/api-client';

type Options = {
  /** Off while nobody may listen (no buyer nor visitor, no operator). */
  enabled: boolean;
  /** The stream's address, e.g. `/client/api/v1/chat/stream`. */
  url: string;
  /** A fresh single-use ticket, from an authenticated POST: the address never carries a session. */
  ticket: () => Promise<string>;
  onMessage: (data: unknown) => void;
  /** The stream is live (after any backlog): what was loaded before it may be read again. */
  onReady?: () => void;
};

/**
 * Server-Sent Events with a ticket. A lost stream is opened again with a new ticket, resuming after the last event it
 * received (`after=`, which the browser's own reconnection could not send with a used ticket), a second, two, four…
 * (at most 30) later.
 */
export function useEventStream({ enabled, url, ticket, onMessage, onReady }: Options) {
  const handlers = useRef({ ticket, onMessage, onReady });
  handlers.current = { ticket, onMessage, onReady };

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let stopped = false;
    let last: string | undefined;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1_000 * 2 ** attempt++));
    };
    const connect = async () => {
      try {
        const next = await handlers.current.ticket();
        if (stopped) return;
        source = new EventSource(withQuery(url, { ticket: next, after: last }));
        source.addEventListener('message', (event) => {
          last = event.lastEventId || last;
          handlers.current.onMessage(JSON.parse(event.data));
        });
        source.addEventListener('ready', (event) => {
          last = (event as MessageEvent).lastEventId || last;
          attempt = 0;
          handlers.current.onReady?.();
        });
        source.onerror = () => {
          source?.close();
          again();
        };
      } catch {
        again();
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, url]);
}
