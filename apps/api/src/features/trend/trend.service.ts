import type { Locale, Tracking, TrackingPeriod, Trend } from '@hive/domain';
import {
  presentBuckets,
  presentRisingTerm,
  presentTrackingBrand,
  presentTrendBrand,
  presentTrendProduct,
} from './trend.presenter.js';
import type { TrendRepository, Window } from './trend.repository.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The trend page charts 12 weeks and ranks by the last 4 (and its rising terms against the 4 before). */
export const TREND_WEEKS = 12;
export const RECENT_WEEKS = 4;

/** Windows end with today (UTC), so that a page shows whole days and the same answer all day long but for new data. */
const endOfToday = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;

/** `count` seven-day buckets, the last one ending with today. */
export function weekWindow(now: Date, count: number): Window {
  const end = endOfToday(now);
  return {
    edges: Array.from({ length: count }, (_, index) => new Date(end - (count - index) * WEEK_MS)),
    end: new Date(end),
  };
}

/** `count` calendar months, the last one the current month up to today. */
export function monthWindow(now: Date, count: number): Window {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    edges: Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - count + 1 + index, 1))),
    end: new Date(endOfToday(now)),
  };
}

const PERIODS: Record<TrackingPeriod, { bucket: 'week' | 'month'; window: (now: Date) => Window }> = {
  '4w': { bucket: 'week', window: (now) => weekWindow(now, 4) },
  quarter: { bucket: 'week', window: (now) => weekWindow(now, 13) },
  year: { bucket: 'month', window: (now) => monthWindow(now, 12) },
};

export function trendService(repository: TrendRepository, clock: () => Date = () => new Date()) {
  return {
    async trend(locale: Locale): Promise<Trend> {
      const window = weekWindow(clock(), TREND_WEEKS);
      const data = await repository.trend(window, RECENT_WEEKS);
      return {
        weeks: presentBuckets(window),
        recentWeeks: RECENT_WEEKS,
        products: data.products.map((row, index) => presentTrendProduct(row, index, locale)),
        brands: data.brands.map((row, index) => presentTrendBrand(row, index, locale)),
        searches: data.searches.map(presentRisingTerm),
      };
    },

    async tracking(period: TrackingPeriod, locale: Locale): Promise<Tracking> {
      const { bucket, window: windowOf } = PERIODS[period];
      const window = windowOf(clock());
      const data = await repository.tracking(window);
      return {
        period,
        bucket,
        buckets: presentBuckets(window),
        totalUnits: data.totalUnits,
        totalOrderLines: data.totalOrderLines,
        brands: data.brands.map((row, index) => presentTrackingBrand(row, index, locale)),
      };
    },
  };
}

export type TrendService = ReturnType<typeof trendService>;
