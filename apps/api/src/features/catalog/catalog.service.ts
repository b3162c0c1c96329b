import {
  type BrandProductsQuery,
  type BrandSearch,
  type BrandWithProducts,
  type Locale,
  localName,
  notFound,
  type Page,
  type Pricing,
  type TopBrandGroup,
} from '@hive/domain';
import { presentBrandRef, presentBrandSummary, presentProductSummary } from '../../products/product-card.js';
import { presentBrandDetail, presentCategoryTree, presentProductDetail } from './catalog.presenter.js';
import type { CatalogRepository } from './catalog.repository.js';

const pageOf = <T>(list: T[], total: number, page: number, size: number): Page<T> => ({
  list,
  page,
  size,
  total,
  totalPages: Math.ceil(total / size),
});

export function catalogService(repository: CatalogRepository) {
  return {
    countries: () => repository.countries(),

    async categoryTree(depth: number, includeHidden: boolean, locale: Locale) {
      return { list: presentCategoryTree(await repository.categories(includeHidden), locale, depth) };
    },

    async topBrands(locale: Locale): Promise<TopBrandGroup[]> {
      const groups = new Map<number, TopBrandGroup>();
      for (const row of await repository.topBrands()) {
        let group = groups.get(row.categoryId);
        if (!group) {
          group = { category: { id: row.categoryId, name: localName(row.categoryNames, locale) }, topBrands: [] };
          groups.set(row.categoryId, group);
        }
        group.topBrands.push(presentBrandRef(row, locale));
      }
      return [...groups.values()];
    },

    async allBrands(locale: Locale) {
      return (await repository.allBrands()).map((row) => presentBrandRef(row, locale));
    },

    async searchBrands(search: BrandSearch, page: number, size: number, locale: Locale) {
      const { list, total } = await repository.searchBrands(search, page, size);
      return pageOf(
        list.map((row) => presentBrandSummary(row, locale)),
        total,
        page,
        size,
      );
    },

    async brand(id: number, query: BrandProductsQuery, pricing?: Pricing): Promise<BrandWithProducts> {
      const data = await repository.brandPage(id, query, pricing);
      if (!data) throw notFound('Brand');
      return {
        brand: presentBrandDetail(data.brand, query.locale, pricing),
        categories: data.categories.map((c) => ({
          id: c.id,
          name: localName(c.names, query.locale),
          count: c.count,
          parent:
            c.parentId === null || !c.parentNames
              ? null
              : { id: c.parentId, name: localName(c.parentNames, query.locale) },
        })),
        products: pageOf(
          data.list.map((row) => presentProductSummary(row, query.locale, pricing)),
          data.total,
          query.page,
          query.size,
        ),
      };
    },

    async product(id: number, locale: Locale, pricing?: Pricing) {
      const data = await repository.product(id, pricing);
      if (!data) throw notFound('Product');
      return presentProductDetail(data, locale, pricing);
    },

    async site() {
      const settings = await repository.site();
      if (!settings) throw notFound('Site settings');
      return settings;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
