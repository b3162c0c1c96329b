import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** 256 bits, as HMAC-SHA256 wants; the table refuses fewer than 32 bytes. */
const KEY_BYTES = 32;
const kept = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The server's own key for a purpose (e.g. 'search-log'): made at random by the first process that needs it, kept in
 * `server_keys` and so the same in every API process on the database; read once per process. Never sent anywhere.
 */
export function serverKey(db: Db, purpose: string): Promise<Buffer> {
  const keys = kept.get(db) ?? new Map<string, Promise<Buffer>>();
  kept.set(db, keys);
  let key = keys.get(purpose);
  if (!key) {
    key = (async () => {
      await db.execute(sql`insert into server_keys (purpose, key) values (${purpose}, ${randomBytes(KEY_BYTES)})
        on conflict (purpose) do nothing`);
      // A statement of its own: one that also inserted would read with the snapshot it started with, and miss the key
      // another process committed while the insert waited for it.
      const { rows } = await db.execute(sql`select key from server_keys where purpose = ${purpose}`);
      const row = rows[0] as { key: Buffer } | undefined;
      if (!row) throw new Error(`server key "${purpose}" was not stored`);
      return row.key;
    })();
    // A failed read is tried again by the next caller.
    key.catch(() => keys.delete(purpose));
    keys.set(purpose, key);
  }
  return key;
}
