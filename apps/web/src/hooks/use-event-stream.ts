import { useEffect, useRef } from 'react';
import { withQuery } from '../lib/api-client';

type Options = {
  /** Off while nobody may listen (no buyer nor visitor, no operator). */
  enabled: boolean;
  /** The stream's address, e.g. `/client/api/v1/chat/stream`. */
  url: string;
  /** A fresh single-use ticket, from an authenticated POST: the address never carries a session. */
  ticket: () => Promise<string>;
  /** The first attempt goes without a ticket, its session cookie naming the person (a buyer's page); then tickets. */
  cookie?: boolean;
  /** Where the stream starts (what was read before it was read there): what came after is sent first. */
  from?: string;
  onMessage: (data: unknown) => void;
  /**
   * The stream is live (after any backlog). `fresh`: it started from now, not from a position, so what was loaded
   * before it may be read again.
   */
  onReady?: (fresh: boolean) => void;
};

/**
 * Server-Sent Events with a ticket (or the session cookie, first, when `cookie`). A lost stream is opened again with a
 * new ticket, resuming after the last event it received (`after=`, which the browser's own reconnection could not send
 * with a used ticket), a second, two, four… (at most 30) later.
 */
export function useEventStream({ enabled, url, ticket, cookie, from, onMessage, onReady }: Options) {
  const handlers = useRef({ ticket, cookie, from, onMessage, onReady });
  handlers.current = { ticket, cookie, from, onMessage, onReady };

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let stopped = false;
    let { from: last, cookie: byCookie } = handlers.current;
    const fresh = last === undefined;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1_000 * 2 ** attempt++));
    };
    const connect = async () => {
      try {
        const next = byCookie ? undefined : await handlers.current.ticket();
        if (stopped) return;
        source = new EventSource(withQuery(url, { ticket: next, after: last }));
        source.addEventListener('message', (event) => {
          last = event.lastEventId || last;
          handlers.current.onMessage(JSON.parse(event.data));
        });
        source.addEventListener('ready', (event) => {
          last = (event as MessageEvent).lastEventId || last;
          attempt = 0;
          handlers.current.onReady?.(fresh);
        });
        source.onerror = () => {
          // Tickets from then on (a session from before the cookie existed has none).
          byCookie = false;
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
