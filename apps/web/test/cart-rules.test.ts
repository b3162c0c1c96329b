import type { CartItem } from '@hive/domain';
import { describe, expect, it, vi } from 'vitest';
import { byBrand } from '../src/components/line-list/by-brand';
import { addToastKey, addWithToasts, checkedSummary } from '../src/features/cart/cart-rules';

const item = (id: number, brand: number, options: Partial<CartItem> & { unitPrice?: number; moq?: number } = {}) =>
  ({
    id,
    quantity: options.quantity ?? 1,
    checked: options.checked ?? true,
    product: {
      id: id * 10,
      brand: { id: brand, name: `Brand ${brand}` },
      name: `Product ${id}`,
      nameKo: null,
      sku: `SKU-${id}`,
      barcode: null,
      moq: options.moq ?? 12,
      exist: true,
      held: false,
      image: '',
      ...(options.unitPrice === undefined
        ? {}
        : {
            price: {
              currency: 'USD' as const,
              unitPrice: options.unitPrice,
              moqPrice: options.unitPrice * (options.moq ?? 12),
              retailPrice: 0,
              stockQty: null,
            },
          }),
    },
  }) satisfies CartItem;

describe('cart rules', () => {
  it('groups items by brand, brands in the order of their newest item', () => {
    const groups = byBrand([item(5, 2), item(4, 1), item(3, 2), item(2, 3)]);
    expect(groups.map((group) => [group.id, group.items.map((entry) => entry.id)])).toEqual([
      [2, [5, 3]],
      [1, [4]],
      [3, [2]],
    ]);
  });

  it('sums the checked items: products, units (packs × MOQ) and moq × quantity × unit price', () => {
    const summary = checkedSummary([
      item(1, 1, { quantity: 3, moq: 12, unitPrice: 1_05 }),
      item(2, 1, { quantity: 2, moq: 6, unitPrice: 2_50 }),
      item(3, 2, { quantity: 9, moq: 100, unitPrice: 99, checked: false }),
    ]);
    expect(summary).toEqual({
      products: 2,
      units: 48,
      total: { amount: 12 * 3 * 1_05 + 6 * 2 * 2_50, currency: 'USD' },
    });
  });

  it('has no total for a visitor, whose items carry no price', () => {
    expect(checkedSummary([item(1, 1, { quantity: 2 })])).toEqual({ products: 1, units: 24, total: undefined });
  });

  it('tells added (add.1) from updated (add.0)', () => {
    expect(addToastKey({ added: 1, updated: 0, count: 1 })).toBe('add.1');
    expect(addToastKey({ added: 1, updated: 2, count: 3 })).toBe('add.1');
    expect(addToastKey({ added: 0, updated: 1, count: 1 })).toBe('add.0');
  });

  it('says add.3 for an empty list and sends nothing; add.2 as an error when the add fails', async () => {
    const say = { info: vi.fn(), error: vi.fn() };
    const send = vi.fn();
    expect(await addWithToasts([], send, say)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(say.info).toHaveBeenCalledWith('add.3');

    const failing = vi.fn().mockRejectedValue(new Error('down'));
    await addWithToasts([{ productId: 1, quantity: 1 }], failing, say);
    expect(say.error).toHaveBeenCalledWith('add.2', new Error('down'));

    const working = vi.fn().mockResolvedValue({ added: 0, updated: 1, count: 4 });
    expect(await addWithToasts([{ productId: 1, quantity: 2 }], working, say)).toEqual({
      added: 0,
      updated: 1,
      count: 4,
    });
    expect(say.info).toHaveBeenLastCalledWith('add.0');
  });
});
