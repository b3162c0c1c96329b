import { describe, expect, it } from 'vitest';
import { checkQuickOrderLine, parseQuickOrder, QUICK_ORDER_MAX_LINES } from '../src/quick-order.js';

describe('parseQuickOrder', () => {
  it('reads "SKU qty", "SKU,qty", "SKU;qty", tab-separated lines and a bare SKU, skipping empty lines', () => {
    const { lines, unreadable } = parseQuickOrder('AB-1 12\nAB-2,24\r\n\n  AB-3;6  \nAB-4\t1,200\nAB-5\n');
    expect(lines).toEqual([
      { line: 1, sku: 'AB-1', units: 12 },
      { line: 2, sku: 'AB-2', units: 24 },
      { line: 4, sku: 'AB-3', units: 6 },
      { line: 5, sku: 'AB-4', units: 1200 },
      { line: 6, sku: 'AB-5', units: null },
    ]);
    expect(unreadable).toEqual([]);
  });

  it('reports lines it cannot read and adds up a SKU given twice, whatever its case', () => {
    const { lines, unreadable } = parseQuickOrder('AB-1 12\nab-1 6\nAB-2 twelve\nAB-3 0\nAB-4 12 5');
    expect(lines).toEqual([{ line: 1, sku: 'AB-1', units: 18 }]);
    expect(unreadable.map((u) => u.line)).toEqual([3, 4, 5]);
  });

  it(`keeps the first ${QUICK_ORDER_MAX_LINES} lines and says the rest were left out`, () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 5 }, (_, i) => `SKU-${i} 1`).join('\n');
    const parsed = parseQuickOrder(text);
    expect(parsed.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.truncated).toBe(true);
  });
});

describe('checkQuickOrderLine', () => {
  const product = { moq: 12, exist: true };
  it('turns units into MOQ packs, rounding up to a whole pack and saying so', () => {
    expect(checkQuickOrderLine({ units: 24 }, product)).toEqual({ ok: true, packs: 2, units: 24, rounded: false });
    expect(checkQuickOrderLine({ units: 30 }, product)).toEqual({ ok: true, packs: 3, units: 36, rounded: true });
    expect(checkQuickOrderLine({ units: null }, product)).toEqual({ ok: true, packs: 1, units: 12, rounded: false });
  });
  it('refuses an unknown SKU, a sold-out product, fewer units than the MOQ and more packs than a cart line holds', () => {
    expect(checkQuickOrderLine({ units: 12 }, undefined)).toEqual({ ok: false, problem: 'unknown' });
    expect(checkQuickOrderLine({ units: 12 }, { moq: 12, exist: false })).toEqual({ ok: false, problem: 'soldOut' });
    expect(checkQuickOrderLine({ units: 12 }, { moq: 12, exist: true, withdrawn: true })).toEqual({
      ok: false,
      problem: 'soldOut',
    });
    expect(checkQuickOrderLine({ units: 11 }, product)).toEqual({ ok: false, problem: 'belowMoq' });
    expect(checkQuickOrderLine({ units: 12 * 10_000 }, product)).toEqual({ ok: false, problem: 'tooMany' });
  });
});
