import type { CartAddResult, CartItem, CartLine, Currency, Minor } from '@hive/domain';
import { lineSubtotal, lineUnits, minor, sumMoney } from '@hive/domain/rules';

/**
 * What the checked items come to: how many products and units, and — from the buyer's prices, when the items carry
 * them — the total (Σ moq × quantity × unit price) in the buyer's currency.
 */
export function checkedSummary(items: readonly CartItem[]): {
  products: number;
  units: number;
  total: { amount: Minor; currency: Currency } | undefined;
} {
  const checked = items.filter((item) => item.checked);
  const units = checked.reduce((sum, item) => sum + lineUnits(item.product.moq, item.quantity), 0);
  const priced = checked.flatMap((item) => (item.product.price ? [{ item, price: item.product.price }] : []));
  const currency = items.find((item) => item.product.price)?.product.price?.currency;
  const amount = sumMoney(
    priced.map(({ item, price }) => lineSubtotal(minor(price.unitPrice), item.product.moq, item.quantity)),
  );
  return { products: checked.length, units, total: currency ? { amount, currency } : undefined };
}

/** An add's toast (docs/product.md §4, §8): `add.1` when something new went in, `add.0` when only quantities did. */
export const addToastKey = (result: CartAddResult) => (result.added > 0 ? 'add.1' : 'add.0');

/**
 * An add with its toasts: an empty list only says `add.3` and sends nothing (docs/product.md §5); a failure says
 * `add.2` as an error. Resolves to the server's answer, or undefined when nothing was added.
 */
export async function addWithToasts(
  lines: readonly CartLine[],
  send: (lines: CartLine[]) => Promise<CartAddResult>,
  say: { info: (key: string) => void; error: (key: string, error: unknown) => void },
): Promise<CartAddResult | undefined> {
  if (lines.length === 0) {
    say.info('add.3');
    return undefined;
  }
  try {
    const result = await send([...lines]);
    say.info(addToastKey(result));
    return result;
  } catch (error) {
    say.error('add.2', error);
    return undefined;
  }
}
