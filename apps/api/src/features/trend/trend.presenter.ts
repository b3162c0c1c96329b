import {
  type Locale,
  localName,
  type RisingTerm,
  type TrackingBrand,
  type TrendBrand,
  type TrendBucket,
  type TrendProduct,
} from '@hive/domain';
import { productImage } from '../../products/image-address.js';
import {
  GROWTH_FLOOR,
  type RisingTermRow,
  type TrackingBrandRow,
  type TrendBrandRow,
  type TrendProductRow,
  type Window,
} from './trend.repository.js';

const DAY_MS = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Each bucket's first and last day: the day before the next bucket starts, or before the window ends. */
export function presentBuckets(window: Window): TrendBucket[] {
  return window.edges.map((edge, index) => ({
    start: isoDate(edge.getTime()),
    end: isoDate((window.edges[index + 1] ?? window.end).getTime() - DAY_MS),
  }));
}

/** A fraction as a percentage with one decimal. */
const percent = (fraction: number) => Math.min(100, Math.max(0, Math.round(fraction * 1_000) / 10));

/**
 * Presenters name every field that leaves the server. The rows carry no price; sales arrive as fractions and leave as
 * percentages.
 */
export function presentTrendProduct(row: TrendProductRow, index: number, locale: Locale): TrendProduct {
  return {
    rank: index + 1,
    id: row.id,
    name: localName(row.names, locale),
    nameKo: row.names.ko ?? null,
    brand: { id: row.brandId, name: localName(row.brandNames, locale) },
    image: productImage(row.id, row.image),
    units: row.units,
    quotedUnits: row.quotedUnits,
    orderedUnits: row.orderedUnits,
    series: row.series,
  };
}

/** A ranked brand's head, in the trend page's and the brand tracking's lists alike. */
const rankedBrand = (
  row: { id: number; names: TrendBrandRow['names']; logoUrl: string; units: number },
  index: number,
  locale: Locale,
) => ({
  rank: index + 1,
  id: row.id,
  name: localName(row.names, locale),
  nameKo: row.names.ko ?? null,
  logo: row.logoUrl,
  units: row.units,
});

export function presentTrendBrand(row: TrendBrandRow, index: number, locale: Locale): TrendBrand {
  return {
    ...rankedBrand(row, index, locale),
    quotedUnits: row.quotedUnits,
    orderedUnits: row.orderedUnits,
    products: row.products,
    series: row.series,
  };
}

export function presentRisingTerm(row: RisingTermRow, index: number): RisingTerm {
  return {
    rank: index + 1,
    term: row.term,
    searches: row.searches,
    previous: row.previous,
    // The ranking's own measure: below the floor a percentage would mostly be noise, so the term is "new".
    growthPct: row.previous < GROWTH_FLOOR ? null : Math.round(((row.searches - row.previous) / row.previous) * 100),
    series: row.series,
  };
}

export function presentTrackingBrand(row: TrackingBrandRow, index: number, locale: Locale): TrackingBrand {
  return {
    ...rankedBrand(row, index, locale),
    orderLines: row.orderLines,
    share: percent(row.share),
    series: row.series?.map(percent) ?? null,
  };
}
