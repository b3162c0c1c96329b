import { IN_STOCK_BRAND_ID, NEW_BRANDS_LIMIT } from './constants.js';

/** Rows of the brand grid's loading placeholder for n brands (docs/product.md §9): round((n − 1) / 10) × 10 / 5. */
export function brandGridRows(n: number): number {
  return (Math.round((n - 1) / 10) * 10) / 5;
}

/** Seconds as mm:ss (docs/product.md §9), e.g. 185 → "03:05". Negative counts show as 00:00. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** New brands: id descending, without the in-stock showcase, the first fifteen. */
export function newestBrands<T extends { id: number }>(brands: readonly T[]): T[] {
  return [...brands]
    .filter((brand) => brand.id !== IN_STOCK_BRAND_ID)
    .sort((a, b) => b.id - a.id)
    .slice(0, NEW_BRANDS_LIMIT);
}

/** A name in the wanted language, English when it has none. */
export function localName(names: Readonly<Record<string, string | undefined>>, locale: string): string {
  return names[locale] || names.en || '';
}

/** Routes on which the mobile header shows a back arrow (docs/product.md §2). */
const BACK_ARROW_ROUTE =
  /^\/(sign-up|find[\w-]*|my-page|auth\/complete)(\/|$)|^\/(brand|product|pick|order|quotation)\/[^/]+/;
export function showsBackArrow(pathname: string): boolean {
  return BACK_ARROW_ROUTE.test(pathname);
}
