import { type ConsoleDashboard, type Locale, localName, ORDER_STATES } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { dashboardRepository } from './dashboard.repository.js';

/** The console's landing page: what waits for the operators, the weeks' requests and sales, what sells most. */
export function dashboardService({ db }: { db: Db }) {
  return {
    async read(locale: Locale): Promise<ConsoleDashboard> {
      const row = await dashboardRepository(db).read();
      if (!row) throw new Error('the dashboard statement answered no row');
      return {
        applicants: row.applicants,
        quotations: row.quotations,
        // Every state, in the order they follow, with 0 for a state no order is in.
        orders: ORDER_STATES.map((state) => ({
          state,
          count: row.orders.find((counted) => counted.state === state)?.count ?? 0,
        })),
        weeks: row.weeks,
        topBrands: row.topBrands.map(({ names, ...brand }) => ({ ...brand, name: localName(names, locale) })),
        topProducts: row.topProducts.map(({ names, brand, ...product }) => ({
          ...product,
          name: localName(names, locale),
          brand: { id: brand.id, name: localName(brand.names, locale) },
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
