import {
  type CategoryProducts,
  type CategoryProductsQuery,
  type Locale,
  localName,
  notFound,
  type Pricing,
  type SkuLookupResult,
} from '@hive/domain';
import type { CatalogChanges } from '../../db/changes.js';
import { VISITOR_MAX_AGE_S } from '../../plugins/catalog-cache.js';
import { presentProductSummary } from '../../products/product-card.js';
import type { CategoryFacetsRow, CategoryProductsRepository } from './category-products.repository.js';

/** About 40 kB a category (its brands' names in every language): a few MB for every category. */
const KEPT_FACETS = 200;

/**
 * A category's facets (sub-categories, brands, count) are the same for every filter, sort, page and reader: kept a
 * minute per category, as the catalogue's answers are, and dropped whenever any API process changes the catalogue.
 */
function keptFacets(repository: CategoryProductsRepository, changes?: CatalogChanges) {
  const kept = new Map<number, { at: number; facets: CategoryFacetsRow | undefined }>();
  changes?.subscribe(() => kept.clear());
  return async (id: number) => {
    const found = kept.get(id);
    if (found && Date.now() - found.at < VISITOR_MAX_AGE_S * 1000) return found.facets;
    const facets = await repository.facets(id);
    if (kept.size >= KEPT_FACETS) kept.delete(kept.keys().next().value as number);
    kept.set(id, { at: Date.now(), facets });
    return facets;
  };
}

export function categoryProductsService(repository: CategoryProductsRepository, changes?: CatalogChanges) {
  const facetsOf = keptFacets(repository, changes);
  return {
    async page(id: number, query: CategoryProductsQuery, pricing?: Pricing): Promise<CategoryProducts> {
      const facets = await facetsOf(id);
      if (!facets) throw notFound('Category');
      // Narrowed by brand, stock or MOQ, the page counts its products; else the facets have counted them.
      const counted = Boolean(query.brandId || query.inStock === 'true' || query.moqMax);
      const { list, total: narrowedTotal } = await repository.page(id, query, pricing, counted);
      const total =
        narrowedTotal ??
        (query.subCategoryId
          ? (facets.children.find((child) => child.id === query.subCategoryId)?.count ??
            (query.subCategoryId === id ? facets.total : 0))
          : facets.total);
      const data = { ...facets, list, total };
      const { category } = data;
      const { locale } = query;
      return {
        category: {
          id: category.id,
          name: localName(category.names, locale),
          parent:
            category.parentId === null || !category.parentNames
              ? null
              : { id: category.parentId, name: localName(category.parentNames, locale) },
          children: data.children.map((c) => ({ id: c.id, name: localName(c.names, locale), count: c.count })),
        },
        brands: data.brands.map((b) => ({ id: b.id, name: localName(b.names, locale), count: b.count })),
        products: {
          list: data.list.map((row) => presentProductSummary(row, locale, pricing)),
          page: query.page,
          size: query.size,
          total: data.total,
          totalPages: Math.ceil(data.total / query.size),
        },
      };
    },

    async bySkus(skus: string[], locale: Locale, pricing?: Pricing): Promise<SkuLookupResult> {
      const rows = await repository.bySkus([...new Set(skus.map((sku) => sku.toLowerCase()))], pricing);
      return { list: rows.map((row) => presentProductSummary(row, locale, pricing)) };
    },
  };
}

export type CategoryProductsService = ReturnType<typeof categoryProductsService>;
