import type { BasketItem } from '@hive/domain';
import { describe, expect, it } from 'vitest';
import { byBrand } from '../src/components/line-list/by-brand';
import { checkedSummary, keepChecked, refreshChecked } from '../src/features/basket/basket-rules';

const item = (
  id: number,
  options: {
    brand?: number;
    unitPrice?: number;
    moq?: number;
    quantity?: number;
    exist?: boolean;
    withdrawn?: true;
  } = {},
) => {
  const moq = options.moq ?? 10;
  const quantity = options.quantity ?? 1;
  const unitPrice = options.unitPrice ?? 1_000;
  return {
    id,
    quantity,
    subtotal: unitPrice * moq * quantity,
    totalQuantity: moq * quantity,
    product: {
      id: id * 10,
      brand: { id: options.brand ?? 1, name: `Brand ${options.brand ?? 1}` },
      name: `Product ${id}`,
      nameKo: null,
      sku: `SKU-${id}`,
      barcode: null,
      moq,
      exist: options.exist ?? true,
      ...(options.withdrawn && { withdrawn: options.withdrawn }),
      held: false,
      image: '',
      price: { currency: 'USD', unitPrice, moqPrice: unitPrice * moq, retailPrice: 0, stockQty: null },
    },
  } satisfies BasketItem;
};
const usd500 = { amount: 500_00, currency: 'USD' } as const;

describe("the basket's refresh rule (docs/product.md §4)", () => {
  const items = [item(1), item(2), item(3)];

  it('checks every item after a refresh when no item is focused', () => {
    expect(refreshChecked(items, { 1: false, 2: false, 3: true }, null)).toEqual({ 1: true, 2: true, 3: true });
  });

  it('keeps every previous flag while an item is focused; a new item is checked', () => {
    expect(refreshChecked([...items, item(4)], { 1: false, 2: true, 3: false }, 2)).toEqual({
      1: false,
      2: true,
      3: false,
      4: true,
    });
  });

  it('treats a focused item that is gone as no focus', () => {
    expect(refreshChecked(items, { 1: false }, 99)).toEqual({ 1: true, 2: true, 3: true });
  });

  it('leaves flags alone on a local change and drops removed items', () => {
    expect(keepChecked([item(1), item(3)], { 1: false, 2: false, 3: true })).toEqual({ 1: false, 3: true });
  });
});

describe('the checked summary and the minimum order (docs/product.md §5)', () => {
  it('adds moq × quantity × price and quantity × moq of the checked items only', () => {
    const summary = checkedSummary(
      [item(1, { unitPrice: 250, moq: 12, quantity: 3 }), item(2, { unitPrice: 999, moq: 6, quantity: 2 })],
      { 1: true, 2: false },
      usd500,
    );
    expect(summary).toMatchObject({ units: 36, subtotal: 9_000, percent: 18, missing: 41_000, blocked: 'minimum' });
  });

  it('allows a request once the minimum is reached, and says 100 % beyond it', () => {
    const summary = checkedSummary([item(1, { unitPrice: 5_000, moq: 10, quantity: 2 })], {}, usd500);
    expect(summary).toMatchObject({ subtotal: 100_000, percent: 100, missing: 0, blocked: null });
  });

  it('blocks a checked sold-out item even above the minimum, and nothing checked', () => {
    const list = [item(1, { unitPrice: 50_000 }), item(2, { exist: false })];
    expect(checkedSummary(list, { 1: true, 2: true }, usd500).blocked).toBe('soldOut');
    expect(checkedSummary(list, { 1: true, 2: false }, usd500).blocked).toBeNull();
    expect(checkedSummary(list, { 1: false, 2: false }, usd500).blocked).toBe('none');
  });

  it('never counts a withdrawn item, checked or not: it stays in the list and cannot be chosen', () => {
    const list = [item(1, { unitPrice: 50_000 }), item(2, { exist: false, withdrawn: true })];
    const summary = checkedSummary(list, { 1: true, 2: true }, usd500);
    expect(summary.items.map((each) => each.id)).toEqual([1]);
    expect(summary).toMatchObject({ subtotal: 500_000, blocked: null });
  });

  it('groups items by brand in the order of their newest item', () => {
    const groups = byBrand([item(1, { brand: 7 }), item(2, { brand: 3 }), item(3, { brand: 7 })]);
    expect(groups.map((group) => [group.id, group.items.map((each) => each.id)])).toEqual([
      [7, [1, 3]],
      [3, [2]],
    ]);
  });
});
