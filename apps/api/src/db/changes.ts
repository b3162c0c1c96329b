import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { listen } from './listener.js';

/** The PostgreSQL channel on which a catalogue change is announced to every API process. */
export const CATALOG_CHANNEL = 'hive_catalog';
/** The channel on which the database itself (triggers, migration 0021) announces a change to who a session is. */
export const SESSION_CHANNEL = 'hive_sessions';

export type Changes = {
  /**
   * Drops what this process keeps at once, after a change it has committed: its own next answer shows the change
   * without waiting for the notification to come back (which still reaches every process).
   */
  committedHere(): void;
  /** `drop` runs in this process whenever a change is announced (and when the listener connects again). */
  subscribe(drop: () => void): void;
  /** Whether this process hears every announcement now: not while its listener is connecting again. */
  heard(): boolean;
  /** Stops listening (the app's close). */
  stop(): Promise<void>;
};

export type CatalogChanges = Changes & {
  /**
   * Announces that the catalogue changed (a product, brand, category, price, stock flag, pick…). Called with a
   * transaction, it is delivered when that transaction commits, and never if it rolls back.
   */
  announce(db: Db): Promise<void>;
};

/**
 * What each API process keeps that another may change is dropped when any process changes it: the change is announced
 * with `pg_notify` in the changing transaction, and every process listens on one connection of its own (`LISTEN`; the
 * pool's connections come and go). A listener that loses its connection connects again and drops everything, since
 * a change may have passed meanwhile.
 */
export function changesOn(db: Db, channel: string, log?: { warn: (message: string) => void }): Changes {
  const drops = new Set<() => void>();
  const dropAll = () => {
    for (const drop of drops) drop();
  };
  let heard = false;
  let lost = false;
  const stop = listen(db, channel, {
    onNotify: dropAll,
    onConnect: () => {
      if (lost) dropAll();
      heard = true;
    },
    onLost: () => {
      heard = false;
      lost = true;
    },
    log,
  });
  return {
    committedHere: dropAll,
    subscribe: (drop) => void drops.add(drop),
    heard: () => heard,
    async stop() {
      heard = false;
      await stop();
    },
  };
}

/** What each process keeps of the catalogue (its answers and product cards, a minute at most). */
export function catalogChanges(db: Db, log?: { warn: (message: string) => void }): CatalogChanges {
  return {
    ...changesOn(db, CATALOG_CHANNEL, log),
    async announce(tx) {
      await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    },
  };
}
