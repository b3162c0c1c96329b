import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { repoRoot } from '../config/env.js';
import type { Db } from './client.js';

/** In the sources, wherever the API runs from (its sources, or its bundle in `dist`). */
const migrationsFolder = path.join(repoRoot, 'apps/api/src/db/migrations');
/** Any fixed number: several API processes starting at once apply the migrations one after another. */
const MIGRATION_LOCK = 724_001;

export async function applyMigrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrate(tx as unknown as Db, { migrationsFolder });
  });
}
