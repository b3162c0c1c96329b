import { z } from 'zod';
import { ORDER_STATES } from '../order-state.js';
import { localeQuery } from './common.js';

/**
 * The console's landing page, in one answer: what waits for the operators (applicants, quotations to answer, accepted
 * offers not ordered yet, orders by state), requests and sales per week, and what buyers order most. Every operator
 * may read it.
 */

/** How many weeks the charts and the top lists look back, this week included. */
export const DASHBOARD_WEEKS = 12;
/** How many brands and products the top lists hold. */
export const DASHBOARD_TOP = 5;

export const consoleDashboardQuery = localeQuery;

const ranked = {
  id: z.number().int(),
  name: z.string(),
  /** Units ordered in the period. */
  units: z.number().int(),
  /** Their value at the base USD supply price, in cents: orders in both currencies on one scale. */
  valueUsd: z.number().int(),
};

export const consoleDashboard = z.object({
  applicants: z.number().int(),
  quotations: z.object({ requested: z.number().int(), negotiating: z.number().int(), accepted: z.number().int() }),
  orders: z.array(z.object({ state: z.enum(ORDER_STATES), count: z.number().int() })),
  /** The last `DASHBOARD_WEEKS` weeks, oldest first; weeks start on Monday, Korean time. */
  weeks: z.array(
    z.object({
      /** The Monday, YYYY-MM-DD. */
      start: z.string(),
      requests: z.number().int(),
      orders: z.number().int(),
      /** Orders placed that week and not cancelled, per currency, in minor units. */
      sales: z.object({ USD: z.number().int(), KRW: z.number().int() }),
    }),
  ),
  topBrands: z.array(z.object(ranked)),
  topProducts: z.array(
    z.object({ ...ranked, sku: z.string(), brand: z.object({ id: z.number().int(), name: z.string() }) }),
  ),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboard>;
