import { localName, type Pricing, SEARCH_RESULT_CAP, type SearchQuery, type SearchResult } from '@hive/domain';
import {
  type ProductRow,
  presentBrandRef,
  presentBrandSummary,
  presentProductSummary,
} from '../../products/product-card.js';
import type { SearchPlan, SearchRows } from './search.repository.js';

const capped = (count: number) => ({
  total: Math.min(count, SEARCH_RESULT_CAP),
  totalCapped: count > SEARCH_RESULT_CAP,
});

/** Brands and products go out through the catalogue's presenters: the same fields, prices only for a buyer. */
export function presentSearch(
  query: SearchQuery,
  plan: SearchPlan,
  rows: SearchRows,
  cards: ProductRow[],
  pricing?: Pricing,
): SearchResult {
  const { locale } = query;
  const correction = rows.correction && rows.correction !== plan.words.join(' ') ? rows.correction : null;
  const products = capped(rows.productTotal);
  return {
    search: query.search,
    terms: correction ? correction.split(' ') : plan.words,
    correction,
    brands: { list: rows.brands.map((row) => presentBrandSummary(row, locale)), ...capped(rows.brandTotal) },
    products: {
      list: cards.map((row) => presentProductSummary(row, locale, pricing)),
      page: query.page,
      size: query.size,
      totalPages: Math.ceil(products.total / query.size),
      ...products,
    },
    facets: {
      brands: rows.facetBrands.map((row) => ({ id: row.id, name: localName(row.names, locale), count: row.count })),
      categories: rows.facetCategories.map((row) => ({
        id: row.id,
        name: localName(row.names, locale),
        count: row.count,
      })),
    },
    suggestions: {
      terms: rows.suggestedTerms,
      brands: rows.suggestedBrands.map((row) => presentBrandRef(row, locale)),
    },
  };
}
