import type { Pricing } from '@hive/domain';
import { VISITOR_MAX_AGE_S } from '../../plugins/catalog-cache.js';
import type { CatalogRepository, ProductRow } from './catalog.repository.js';

/** Cards kept per price list (about 1 kB each: at most ≈ 5 MB a list, three lists). */
const KEPT_CARDS = 5_000;

/**
 * Product cards by id, kept for the minute a catalogue answer may be reused anyway (`VISITOR_MAX_AGE_S`): the total
 * search finds ids, and the cards of a result page are mostly the same popular products from one search to the next.
 * Kept per price list — a visitor's card is read without price columns, a buyer's with those of the buyer's currency
 * (the grade discount is applied when presented) — so a visitor's card never holds a price.
 */
export function productCards(repository: Pick<CatalogRepository, 'productsById'>) {
  const lists = new Map<string, Map<number, { at: number; row: ProductRow }>>();

  return {
    /** The cards of `ids`, in that order; an id no longer in the catalogue is left out. */
    async get(ids: number[], pricing?: Pricing): Promise<ProductRow[]> {
      const mode = pricing?.currency ?? 'visitor';
      const kept = lists.get(mode) ?? lists.set(mode, new Map()).get(mode)!;
      const fresh = Date.now() - VISITOR_MAX_AGE_S * 1000;
      const found = new Map<number, ProductRow>();
      for (const id of ids) {
        const card = kept.get(id);
        if (card && card.at > fresh) found.set(id, card.row);
      }
      if (found.size < ids.length) {
        const at = Date.now();
        for (const row of await repository.productsById(
          ids.filter((id) => !found.has(id)),
          pricing,
        )) {
          found.set(row.id, row);
          // Re-inserted at the end: the list stays in the order cards were read, the oldest first out.
          kept.delete(row.id);
          if (kept.size >= KEPT_CARDS) kept.delete(kept.keys().next().value as number);
          kept.set(row.id, { at, row });
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

export type ProductCards = ReturnType<typeof productCards>;
