import { z } from 'zod';
import { localeSchema } from './common.js';

/**
 * The trend and tracking pages. Both read what buyers ask for (quotation and order lines) and what people search for.
 * No field carries a price: sales show only as a share of the period's sales, demand as units and line counts.
 */
export const TRACKING_PERIODS = ['4w', 'quarter', 'year'] as const;
export type TrackingPeriod = (typeof TRACKING_PERIODS)[number];

export const trendQuery = z.strictObject({ locale: localeSchema });
export const trackingQuery = z.strictObject({ period: z.enum(TRACKING_PERIODS).default('4w'), locale: localeSchema });
export type TrackingQuery = z.infer<typeof trackingQuery>;

/** A week or a month of a chart, first and last day included (UTC dates); the last one runs to today. */
export const trendBucket = z.object({ start: z.iso.date(), end: z.iso.date() });
export type TrendBucket = z.infer<typeof trendBucket>;

/** One count per bucket, oldest first, aligned with the answer's buckets. */
const counts = z.array(z.number().int().nonnegative());

const demand = {
  rank: z.number().int().positive(),
  /** Units asked for in the recent weeks, quotations and orders together, and each part of it. */
  units: z.number().int().nonnegative(),
  quotedUnits: z.number().int().nonnegative(),
  orderedUnits: z.number().int().nonnegative(),
  /** Units per week over every week of the answer. */
  series: counts,
};

export const trendProduct = z.object({
  ...demand,
  id: z.number().int(),
  name: z.string(),
  nameKo: z.string().nullable(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  image: z.string(),
});
export type TrendProduct = z.infer<typeof trendProduct>;

export const trendBrand = z.object({
  ...demand,
  id: z.number().int(),
  name: z.string(),
  nameKo: z.string().nullable(),
  logo: z.string(),
  /** How many of its products were asked for in the recent weeks. */
  products: z.number().int().nonnegative(),
});
export type TrendBrand = z.infer<typeof trendBrand>;

export const risingTerm = z.object({
  rank: z.number().int().positive(),
  term: z.string(),
  /** Searches in the recent weeks and in as many weeks before them. */
  searches: z.number().int().nonnegative(),
  previous: z.number().int().nonnegative(),
  /** Growth in percent; null for a new term (searched fewer than five times in the weeks before). */
  growthPct: z.number().int().nullable(),
  series: counts,
});
export type RisingTerm = z.infer<typeof risingTerm>;

export const trend = z.object({
  weeks: z.array(trendBucket),
  /** The last this many weeks are the "recent" ones the rankings are made of. */
  recentWeeks: z.number().int().positive(),
  products: z.array(trendProduct),
  brands: z.array(trendBrand),
  searches: z.array(risingTerm),
});
export type Trend = z.infer<typeof trend>;

export const trackingBrand = z.object({
  rank: z.number().int().positive(),
  id: z.number().int(),
  name: z.string(),
  nameKo: z.string().nullable(),
  logo: z.string(),
  units: z.number().int().nonnegative(),
  orderLines: z.number().int().nonnegative(),
  /** Share of the period's sales, in percent with one decimal. */
  share: z.number().min(0).max(100),
  /** The leading brands only: their share of each bucket's sales, in percent with one decimal. */
  series: z.array(z.number().min(0).max(100)).nullable(),
});
export type TrackingBrand = z.infer<typeof trackingBrand>;

export const tracking = z.object({
  period: z.enum(TRACKING_PERIODS),
  bucket: z.enum(['week', 'month']),
  buckets: z.array(trendBucket),
  totalUnits: z.number().int().nonnegative(),
  totalOrderLines: z.number().int().nonnegative(),
  brands: z.array(trackingBrand),
});
export type Tracking = z.infer<typeof tracking>;
