import { z } from 'zod';
import { CURRENCIES } from '../money.js';
import { productSummary } from './catalog.js';
import { idSchema, localeSchema } from './common.js';
import { orderRow } from './orders.js';
import { buyerQuotationRow } from './quotations.js';

/**
 * A signed-in buyer's home: what waits for them (offers to answer, orders under way), how far the basket is from the
 * minimum order, and the products they looked at last — in one answer, above the catalogue rows. Amounts are integer
 * minor units in the record's currency.
 */

/** The home lists this many offers and open orders; the rest are a link away (their counts say how many). */
export const BUYER_HOME_LIST_LIMIT = 5;
/** A buyer's recently viewed products: kept per buyer on the server, the oldest dropped past this many. */
export const RECENTLY_VIEWED_KEPT = 12;

export const buyerHomeQuery = z.strictObject({ locale: localeSchema });

const money = z.number().int().nonnegative();

/** An offer waiting for the buyer's answer (QUOTED) or being revised at their request (NEGOTIATING). */
export const buyerHomeOffer = buyerQuotationRow.pick({ id: true, number: true, currency: true }).extend({
  state: z.enum(['QUOTED', 'NEGOTIATING']),
  /** The current offer's version, total and last day. */
  version: z.number().int(),
  amount: money,
  validUntil: z.string(),
});
export type BuyerHomeOffer = z.infer<typeof buyerHomeOffer>;

/** An order neither delivered nor cancelled. */
export const buyerHomeOrder = orderRow
  .pick({ id: true, number: true, state: true, currency: true, placedAt: true })
  .extend({ total: money });
export type BuyerHomeOrder = z.infer<typeof buyerHomeOrder>;

export const buyerHome = z.object({
  offers: z.object({ list: z.array(buyerHomeOffer), total: z.number().int() }),
  orders: z.object({ list: z.array(buyerHomeOrder), total: z.number().int() }),
  /** The whole basket at the buyer's prices against the operators' minimum (a refreshed basket checks every line). */
  basket: z.object({
    products: z.number().int(),
    subtotal: money,
    minimum: money,
    currency: z.enum(CURRENCIES),
  }),
  /** Newest first, at most `RECENTLY_VIEWED_KEPT`, with the buyer's prices. */
  recentlyViewed: z.array(productSummary),
});
export type BuyerHome = z.infer<typeof buyerHome>;

export const recentlyViewedParams = z.strictObject({ productId: idSchema });
