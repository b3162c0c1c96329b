import type { Db } from './client.js';

/** Runs `work` in one transaction: writes that belong together commit together or not at all. */
export const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));
