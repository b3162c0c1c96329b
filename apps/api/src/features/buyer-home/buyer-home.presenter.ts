import {
  type BuyerHome,
  DEFAULT_MINIMUM_ORDER,
  gradeUnitPrice,
  isChoosable,
  type Locale,
  lineSubtotal,
  minor,
  type Pricing,
  sumMoney,
} from '@hive/domain';
import { presentProductSummary } from '../../products/product-card.js';
import type { HomeRows } from './buyer-home.repository.js';

/** A timestamp as PostgreSQL writes it in JSON, as every answer writes one. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * Names every field that leaves the server; the basket's subtotal at the buyer's grade prices, as the basket's own
 * (whose withdrawn lines cannot be checked).
 */
export function presentBuyerHome(rows: HomeRows, locale: Locale, pricing: Pricing): BuyerHome {
  const subtotal = sumMoney(
    rows.basket
      .filter(isChoosable)
      .map((line) =>
        lineSubtotal(gradeUnitPrice(minor(line.supply), pricing.discountBp, pricing.currency), line.moq, line.quantity),
      ),
  );
  return {
    offers: {
      list: rows.offers.map((offer) => ({
        id: offer.id,
        number: offer.number,
        state: offer.state,
        currency: offer.currency,
        version: offer.version,
        amount: offer.amount,
        validUntil: iso(offer.validUntil),
      })),
      total: rows.offerTotal,
    },
    orders: {
      list: rows.orders.map((order) => ({
        id: order.id,
        number: order.number,
        state: order.state,
        currency: order.currency,
        total: order.total,
        placedAt: iso(order.placedAt),
      })),
      total: rows.orderTotal,
    },
    basket: {
      products: rows.basket.length,
      subtotal,
      minimum: rows.minimum ?? DEFAULT_MINIMUM_ORDER[pricing.currency],
      currency: pricing.currency,
    },
    recentlyViewed: rows.recentlyViewed.map((row) => presentProductSummary(row, locale, pricing)),
  };
}
