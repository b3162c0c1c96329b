import {
  type BasketItem,
  type BasketMoveResult,
  type BasketView,
  DEFAULT_MINIMUM_ORDER,
  DomainError,
  type Locale,
  lineSubtotal,
  lineUnits,
  type Minor,
  minor,
  notFound,
  type Pricing,
  unavailableText,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { preloadQuotationPdf } from '../../documents/quotation-pdf.js';
import type { PricedBuyer } from '../../plugins/session.js';
import { presentProductSummary } from '../../products/product-card.js';
import { type BasketRow, basketRepository, type RefusedProduct } from './basket.repository.js';
import { BASKET_MAX_ITEMS } from './basket-lines.js';

export type BasketServiceOptions = { db: Db };

function presentItem(row: BasketRow, locale: Locale, pricing: Pricing): BasketItem {
  const product = presentProductSummary(row, locale, pricing);
  // A buyer's row is always read with price columns, so the presenter always adds the price.
  const price = product.price as NonNullable<typeof product.price>;
  return {
    id: row.itemId,
    product: { ...product, price },
    quantity: row.quantity,
    subtotal: lineSubtotal(minor(price.unitPrice), row.moq, row.quantity),
    totalQuantity: lineUnits(row.moq, row.quantity),
    inCart: row.inCart,
  };
}

/** A withdrawn product cannot go into the basket: 409 naming it, nothing stored. */
const notAdded = (withdrawn: RefusedProduct[]) =>
  new DomainError(
    'SOLD_OUT',
    `${unavailableText(withdrawn, (product) => product.sku)}. Nothing was added to the quotation basket.`,
  );

export function basketService({ db }: BasketServiceOptions) {
  const repository = basketRepository(db);

  async function minimumOf(repo: ReturnType<typeof basketRepository>, pricing: Pricing): Promise<Minor> {
    const amount = await repo.minimum(pricing.currency);
    return amount === null ? DEFAULT_MINIMUM_ORDER[pricing.currency] : minor(amount);
  }

  return {
    count: (buyer: PricedBuyer) => repository.count(buyer.memberId),

    async view(buyer: PricedBuyer, locale: Locale): Promise<BasketView> {
      // A buyer looking at the basket may well download its sheet next: pdfkit and the fonts load now, once.
      void preloadQuotationPdf().catch(() => undefined);
      const [rows, minimum] = await Promise.all([
        repository.items(buyer.memberId, buyer.pricing),
        minimumOf(repository, buyer.pricing),
      ]);
      return {
        items: rows.map((row) => presentItem(row, locale, buyer.pricing)),
        minimum: { amount: minimum, currency: buyer.pricing.currency },
      };
    },

    /** Adds products at one MOQ pack; those already in the basket stay as they are. */
    async add(buyer: PricedBuyer, productIds: number[], field = 'body.productIds') {
      const outcome = await repository.add(buyer.memberId, productIds, BASKET_MAX_ITEMS);
      if (outcome.known < outcome.wanted) throw new DomainError('NOT_FOUND', `${field}: no such product`);
      if (outcome.withdrawn.length > 0) throw notAdded(outcome.withdrawn);
      if (!outcome.fits) {
        throw new DomainError(
          'CONFLICT',
          `The quotation basket holds at most ${BASKET_MAX_ITEMS} products. Request a quotation or remove some first.`,
        );
      }
      return { added: outcome.added, updated: outcome.present };
    },

    /**
     * The cart items move into the basket, all in one transaction; items already gone are skipped (a retry), a
     * withdrawn product's refuses the move (409 naming it).
     */
    async moveFromCart(buyer: PricedBuyer, itemIds: number[]): Promise<BasketMoveResult> {
      return transaction(db, async (tx) => {
        const { moved, merged, size, withdrawn } = await basketRepository(tx).moveFromCart(buyer.memberId, itemIds);
        if (withdrawn.length > 0) throw notAdded(withdrawn);
        if (size > BASKET_MAX_ITEMS)
          throw new DomainError(
            'CONFLICT',
            `The quotation basket holds at most ${BASKET_MAX_ITEMS} products. Request a quotation or remove some first.`,
          );
        return { moved, merged };
      });
    },

    async setQuantity(buyer: PricedBuyer, productId: number, quantity: number, locale: Locale): Promise<BasketItem> {
      if (!(await repository.setQuantity(buyer.memberId, productId, quantity))) throw notFound('The basket item');
      const [row] = await repository.items(buyer.memberId, buyer.pricing, [productId]);
      if (!row) throw notFound('The basket item');
      return presentItem(row, locale, buyer.pricing);
    },

    async remove(buyer: PricedBuyer, productIds: number[]) {
      return { removed: await repository.remove(buyer.memberId, productIds) };
    },
  };
}

export type BasketService = ReturnType<typeof basketService>;
