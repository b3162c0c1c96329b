import type { BasketItem, Currency, Minor } from '@hive/domain';
import {
  isChoosable,
  lineSubtotal,
  lineUnits,
  minor,
  progressPercent,
  requestBlock,
  sumMoney,
} from '@hive/domain/rules';

/** Checked flags by basket item id: kept in the page, not on the server (the `checked` of docs/product.md §3). */
export type Checked = Readonly<Record<number, boolean>>;

/**
 * The refresh rule (docs/product.md §4): after the list is read again every item is checked, unless one item is focused
 * (its stepper being edited), in which case every item keeps its previous flag — and an item not seen before is
 * checked.
 */
export function refreshChecked(items: readonly BasketItem[], previous: Checked, focusedId: number | null): Checked {
  const focused = focusedId !== null && items.some((item) => item.id === focusedId);
  return Object.fromEntries(items.map((item) => [item.id, focused ? (previous[item.id] ?? true) : true]));
}

/** A local change (a quantity, a removal) is not a refresh: flags stay, a new item is checked. */
export function keepChecked(items: readonly BasketItem[], previous: Checked): Checked {
  return Object.fromEntries(items.map((item) => [item.id, previous[item.id] ?? true]));
}

/** An item's subtotal (moq × quantity × unit price) and units (quantity × moq), from its current quantity. */
export const itemSubtotal = (item: BasketItem): Minor =>
  lineSubtotal(minor(item.product.price.unitPrice), item.product.moq, item.quantity);
export const itemUnits = (item: BasketItem) => lineUnits(item.product.moq, item.quantity);

/** Why a quotation cannot be requested (the domain's `requestBlock`): 'none' is nothing checked. */
export type BlockReason = 'none' | 'soldOut' | 'minimum';

export type CheckedSummary = {
  items: BasketItem[];
  units: number;
  subtotal: Minor;
  currency: Currency;
  minimum: Minor;
  /** Subtotal / minimum as a whole percentage, at most 100 (docs/product.md §5). */
  percent: number;
  /** What the subtotal still lacks to reach the minimum; zero once reached. */
  missing: Minor;
  /** Why a quotation cannot be requested yet, or null when it can (docs/product.md §5). */
  blocked: BlockReason | null;
};

/** The items that may be checked: all but those of a withdrawn product, which stay in the basket, marked. */
export const choosable = (items: readonly BasketItem[]) => items.filter((item) => isChoosable(item.product));

/** What the checked items come to, and whether they may be requested: the server checks the same again. */
export function checkedSummary(
  items: readonly BasketItem[],
  checked: Checked,
  minimum: { amount: number; currency: Currency },
): CheckedSummary {
  const chosen = choosable(items).filter((item) => checked[item.id] ?? true);
  const lines = chosen.map((item) => ({ exist: item.product.exist, subtotal: itemSubtotal(item) }));
  const subtotal = sumMoney(lines.map((line) => line.subtotal));
  const floor = minor(minimum.amount);
  const block = requestBlock(lines, floor);
  return {
    items: chosen,
    units: chosen.reduce((sum, item) => sum + itemUnits(item), 0),
    subtotal,
    currency: minimum.currency,
    minimum: floor,
    percent: progressPercent(subtotal, floor),
    missing: minor(Math.max(0, floor - subtotal)),
    blocked: block && (block.reason === 'empty' ? 'none' : block.reason),
  };
}
