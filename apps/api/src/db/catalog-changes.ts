import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

/** The PostgreSQL channel on which a catalogue change is announced to every API process. */
export const CATALOG_CHANNEL = 'hive_catalog';
/** How long the listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 1_000;

export type CatalogChanges = {
  /**
   * Announces that the catalogue changed (a product, brand, category, price, stock flag, pick…). Called with a
   * transaction, it is delivered when that transaction commits, and never if it rolls back.
   */
  announce(db: Db): Promise<void>;
  /**
   * Drops what this process keeps at once, after a change it has committed and announced: its own next answer shows
   * the change without waiting for the notification to come back (which still reaches every process).
   */
  committedHere(): void;
  /** `drop` runs in this process whenever any process announces a change (and when the listener reconnects). */
  subscribe(drop: () => void): void;
  /** Stops listening (the app's close). */
  stop(): Promise<void>;
};

/**
 * What each API process keeps of the catalogue (its answers and product cards, a minute at most) is dropped when any
 * process changes it: the change is announced with `pg_notify` in the changing transaction, and every process listens
 * on one connection of its own (`LISTEN`; the pool's connections come and go). A listener that loses its connection
 * connects again and drops everything, since a change may have passed meanwhile.
 */
export function catalogChanges(db: Db, log?: { warn: (message: string) => void }): CatalogChanges {
  const drops = new Set<() => void>();
  const dropAll = () => {
    for (const drop of drops) drop();
  };
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let lostOnce = false;

  const listen = async () => {
    if (stopped) return;
    const next = new pg.Client({ ...db.$client.options, statement_timeout: undefined, query_timeout: undefined });
    next.on('notification', dropAll);
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANNEL}`);
      if (lostOnce) dropAll();
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    if (!lostOnce) log?.warn('The catalogue listener lost its database connection; connecting again.');
    lostOnce = true;
    lost.end().catch(() => {});
    retry = setTimeout(() => void listen(), RECONNECT_MS);
  };
  void listen();

  return {
    async announce(tx) {
      await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    },
    committedHere: dropAll,
    subscribe(drop) {
      drops.add(drop);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
