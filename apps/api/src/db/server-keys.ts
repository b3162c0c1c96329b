import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

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
      const { rows } = await db.execute(sql`with made as (insert into server_keys (purpose, key)
          values (${purpose}, ${randomBytes(32)}) on conflict (purpose) do nothing returning key)
        select key from made union all select key from server_keys where purpose = ${purpose} limit 1`);
      return (rows[0] as { key: Buffer }).key;
    })();
    // A failed read is tried again by the next caller.
    key.catch(() => keys.delete(purpose));
    keys.set(purpose, key);
  }
  return key;
}
