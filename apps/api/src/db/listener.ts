import pg from 'pg';
import type { Db } from './client.js';

/** How long a listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 1_000;

/**
 * One `LISTEN` connection of this process on `channel` (the pool's connections come and go): `onNotify` runs at every
 * notification, `onConnect` whenever the connection is (re)made — a notification may have passed meanwhile, so a
 * listener that keeps a cursor reads again then — and `onLost` when it is lost: until `onConnect`, nothing is heard. A
 * lost connection is made again after a second. Returns the stop.
 */
export function listen(
  db: Db,
  channel: string,
  {
    onNotify,
    onConnect,
    onLost,
    log,
  }: { onNotify: () => void; onConnect: () => void; onLost?: () => void; log?: { warn: (m: string) => void } },
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let lostOnce = false;

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ ...db.$client.options, statement_timeout: undefined, query_timeout: undefined });
    next.on('notification', onNotify);
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      onConnect();
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    onLost?.();
    if (!lostOnce) log?.warn(`The ${channel} listener lost its database connection; connecting again.`);
    lostOnce = true;
    lost.end().catch(() => {});
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}
