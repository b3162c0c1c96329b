import type { OrderPreview } from '@hive/domain';
import type { TFunction } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { shortLines, soldOutLines } from './order-rules';

type Money = (amount: number) => string;

/**
 * Why these lines cannot be ordered now, in the reader's language and naming the products: the preview's block (said
 * beside the summary) and the server's refusal of the same kind (said in the form's alert).
 */
export function blockText(preview: OrderPreview, t: TFunction, money: Money): string | undefined {
  const names = (lines: OrderPreview['lines']) => lines.map((line) => line.name).join(', ');
  switch (preview.block) {
    case 'soldOut': {
      // Sold out, or withdrawn (no longer sold): each said with its products.
      const lines = soldOutLines(preview);
      const withdrawn = lines.filter((line) => line.withdrawn);
      const soldOut = lines.filter((line) => !line.withdrawn);
      return [
        ...(soldOut.length ? [t('problems.soldOut', { products: names(soldOut) })] : []),
        ...(withdrawn.length ? [t('problems.withdrawn', { products: names(withdrawn) })] : []),
      ].join(' ');
    }
    case 'outOfStock':
      return t('problems.outOfStock', {
        products: shortLines(preview)
          .map((line) => t('problems.stockLeft', { name: line.name, count: line.stock ?? 0 }))
          .join('; '),
      });
    case 'minimum':
      return t('problems.minimum', {
        minimum: money(preview.minimum),
        missing: money(Math.max(0, preview.minimum - preview.totals.amount)),
      });
    case 'amountMissing':
      return t('problems.amountMissing');
    default:
      return undefined;
  }
}

/** The refusals a fresh preview can name: a product sold out or short of stock, a total under the minimum. */
const NAMED: Readonly<Record<string, OrderPreview['block']>> = {
  SOLD_OUT: 'soldOut',
  OUT_OF_STOCK: 'outOfStock',
  MINIMUM_NOT_REACHED: 'minimum',
};

export const isNamedRefusal = (error: unknown) => error instanceof ApiError && error.code in NAMED;

/**
 * A refusal of placing, said with the products it is about (from the preview read again after it), or undefined for
 * the usual wording of its code.
 */
export function refusalText(error: unknown, preview: OrderPreview | undefined, t: TFunction, money: Money) {
  if (!(error instanceof ApiError) || !preview?.block || !isNamedRefusal(error)) return undefined;
  return blockText(preview, t, money);
}
