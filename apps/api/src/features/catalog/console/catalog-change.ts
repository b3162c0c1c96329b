import { auditRepository } from '../../../audit/audit.repository.js';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import { transaction } from '../../../db/transaction.js';
import type { Operator } from '../../../plugins/operator-session.js';

type Snapshot = Record<string, unknown>;

/** JSON with its keys in order: PostgreSQL's jsonb keeps them in an order of its own. */
const canonical = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    : JSON.stringify(value);
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** What changed between two snapshots: the fields that differ, before and after (a creation: everything after). */
export function changedFields(before: Snapshot | null, after: Snapshot) {
  if (!before) return { before: null, after };
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Records an operator's change of the catalogue in the audit log, in the change's transaction, with the fields that
 * changed before and after. Nothing changed: nothing recorded (answers false).
 */
export async function auditCatalogChange(
  tx: Db,
  operator: Operator,
  entry: { action: string; targetType: string; targetId: number; before: Snapshot | null; after: Snapshot },
): Promise<boolean> {
  const { before, after } = changedFields(entry.before, entry.after);
  if (before && Object.keys(after).length === 0) return false;
  await auditRepository(tx).record({
    operatorId: operator.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before,
    after,
  });
  return true;
}

/**
 * Runs a change of the catalogue: one transaction that announces it, so that every API process drops what it keeps
 * of the catalogue at the commit; this process drops its own at once, so that the next answer shows the change.
 */
export async function catalogChange<T>(db: Db, changes: CatalogChanges, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await transaction(db, async (tx) => {
    const done = await work(tx);
    await changes.announce(tx);
    return done;
  });
  changes.committedHere();
  return result;
}
