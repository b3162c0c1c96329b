import { packingTotals, packLine } from '@hive/domain/rules';
import { describe, expect, it } from 'vitest';
import {
  cartonCount,
  countedCartons,
  type PackingRow,
  packingOf,
  packingPlan,
  repack,
  ruleCounts,
} from '../src/features/order/console/packing-rules';

/** A product packed 40 units to a carton of 6.8 kg and 36,000 cm³, each unit 150 g: 100 units by the rule. */
const packing = { unitWeightG: 150, unitsPerCarton: 40, cartonWeightG: 6_800, cartonVolumeCm3: 36_000 };
const row = (productId: number, units: number): PackingRow => ({
  productId,
  hsCode: '3304.99',
  origin: 'KR',
  units,
  ...packLine(units, packing),
});

describe('carton counts', () => {
  it('reads a whole number of cartons from 1 to the limit, and nothing else', () => {
    expect(cartonCount('3')).toBe(3);
    expect(cartonCount(' 12 ')).toBe(12);
    expect(cartonCount('100000')).toBe(100_000);
    for (const text of ['', '0', '-1', '1.5', '2e3', 'abc', '100001', undefined]) expect(cartonCount(text)).toBeNull();
  });

  it('starts from the rule and sends only the lines the operator changed', () => {
    const rows = [row(1, 100), row(2, 40)];
    const counts = ruleCounts(rows);
    expect(counts).toEqual({ 1: '3', 2: '1' });
    expect(countedCartons(rows, counts)).toEqual([]);
    expect(countedCartons(rows, { ...counts, 1: '2' })).toEqual([{ productId: 1, cartons: 2 }]);
    // A count that is not one yet is not sent: the form says what is wrong with it instead.
    expect(countedCartons(rows, { 1: '', 2: '4' })).toEqual([{ productId: 2, cartons: 4 }]);
  });
});

describe('repacking a line', () => {
  it("implies the product's packing data back from the line", () => {
    const implied = packingOf(row(1, 100));
    expect(packLine(100, implied, 2)).toEqual(packLine(100, packing, 2));
    expect(packLine(100, implied, 5)).toEqual(packLine(100, packing, 5));
  });

  it('packs into the counted cartons as the server will: the same goods, the cartons’ weight and volume', () => {
    expect(repack(row(1, 100), '2')).toEqual({
      cartons: 2,
      netWeightG: 15_000,
      grossWeightG: 15_000 + 2 * 800,
      volumeCm3: 72_000,
    });
  });

  it('keeps the rule’s packing while the count is not a valid one, or is the rule’s', () => {
    const line = row(1, 100);
    const rule = { cartons: 3, netWeightG: 15_000, grossWeightG: 17_400, volumeCm3: 108_000 };
    expect(repack(line, '')).toEqual(rule);
    expect(repack(line, '0')).toEqual(rule);
    expect(repack(line, '3')).toEqual(rule);
  });

  it('has totals that agree with the lines, as the packing list prints them', () => {
    const rows = [row(1, 100), row(2, 40)];
    const plan = packingPlan(rows, { 1: '4', 2: '1' });
    expect(plan.lines.map((line) => line.packed.cartons)).toEqual([4, 1]);
    expect(plan.totals).toEqual(packingTotals([packLine(100, packing, 4), packLine(40, packing, 1)]));
    expect(plan.totals.cartons).toBe(5);
  });

  it('keeps a product without packing data at zero weight and volume', () => {
    const bare: PackingRow = {
      productId: 3,
      hsCode: '',
      origin: '',
      units: 10,
      cartons: 1,
      netWeightG: 0,
      grossWeightG: 0,
      volumeCm3: 0,
    };
    expect(repack(bare, '2')).toEqual({ cartons: 2, netWeightG: 0, grossWeightG: 0, volumeCm3: 0 });
  });
});
