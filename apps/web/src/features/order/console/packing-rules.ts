import type { ConsoleOrderDetail } from '@hive/domain';
import { type PackedLine, type Packing, packingTotals, packLine } from '@hive/domain/rules';

/** A line of the order's packing as the detail gives it: the rule's cartons, weights and volume for its units. */
export type PackingRow = ConsoleOrderDetail['packing'][number];
/** The carton counts the operator types, by product: text as typed. */
export type CartonCounts = Record<number, string>;

/** The most cartons one line may ship in (the contract's limit). */
export const MAX_CARTONS = 100_000;

/**
 * The product's packing data as the line implies it: one unit's weight, a carton's volume and the empty carton's
 * weight. The count per carton no longer matters once the cartons are counted, so a carton is said to hold one unit
 * weighing the unit plus the empty carton — which `packLine` reads back as the same empty carton.
 */
export function packingOf(row: PackingRow): Packing {
  const cartons = Math.max(1, row.cartons);
  const unitWeightG = row.units > 0 ? row.netWeightG / row.units : 0;
  const emptyCartonG = Math.max(0, row.grossWeightG - row.netWeightG) / cartons;
  return {
    unitWeightG,
    unitsPerCarton: 1,
    cartonWeightG: unitWeightG + emptyCartonG,
    cartonVolumeCm3: row.volumeCm3 / cartons,
  };
}

/** A typed carton count: a whole number from 1 to the limit, else null. */
export function cartonCount(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= MAX_CARTONS ? count : null;
}

/** The line packed into the operator's count of cartons; as the rule packs it while the count is not a valid one. */
export function repack(row: PackingRow, typed: string | undefined): PackedLine {
  const cartons = cartonCount(typed);
  if (cartons === null || cartons === row.cartons) {
    const { netWeightG, grossWeightG, volumeCm3 } = row;
    return { cartons: row.cartons, netWeightG, grossWeightG, volumeCm3 };
  }
  return packLine(row.units, packingOf(row), cartons);
}

/** Each line as it will ship, and the shipment's totals: what the dialog shows as the operator types. */
export function packingPlan(rows: readonly PackingRow[], counts: CartonCounts) {
  const lines = rows.map((row) => ({ row, packed: repack(row, counts[row.productId]) }));
  return { lines, totals: packingTotals(lines.map((line) => line.packed)) };
}

/** The counts the operator changed from the rule's: what the shipment request sends (omitted lines keep the rule). */
export function countedCartons(rows: readonly PackingRow[], counts: CartonCounts) {
  return rows.flatMap((row) => {
    const cartons = cartonCount(counts[row.productId]);
    return cartons !== null && cartons !== row.cartons ? [{ productId: row.productId, cartons }] : [];
  });
}

/** The rule's counts, as the dialog's boxes start. */
export const ruleCounts = (rows: readonly PackingRow[]): CartonCounts =>
  Object.fromEntries(rows.map((row) => [row.productId, String(row.cartons)]));
