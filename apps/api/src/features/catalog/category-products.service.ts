import {
  type CategoryProducts,
  type CategoryProductsQuery,
  type Locale,
  localName,
  notFound,
  type Pricing,
  type SkuLookupResult,
} from '@hive/domain';
import type { CategoryProductsRepository } from './category-products.repository.js';
import { presentProductSummary } from './product-card.js';

export function categoryProductsService(repository: CategoryProductsRepository) {
  return {
    async page(id: number, query: CategoryProductsQuery, pricing?: Pricing): Promise<CategoryProducts> {
      const data = await repository.page(id, query, pricing);
      if (!data) throw notFound('Category');
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
