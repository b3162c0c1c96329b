import type { BrandProductsQuery, BrandSearch, Locale } from '@hive/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/reference-queries';

/** The catalogue's own queries; the data every page reads (countries, brands, categories…) is in lib/reference-queries. */
export const catalogKeys = {
  all: referenceKeys.all,
  brandSearch: (search: BrandSearch, page: number, locale: Locale) =>
    [...catalogKeys.all, 'brand-search', search, page, locale] as const,
  brand: (id: number, query: BrandProductsQuery) => [...catalogKeys.all, 'brand', id, query] as const,
  product: (id: number, locale: Locale) => [...catalogKeys.all, 'product', id, locale] as const,
};

export const PAGE_SIZE = 24;

export const brandSearchQuery = (search: BrandSearch, page: number, locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.brandSearch(search, page, locale),
    queryFn: () =>
      api('/client/api/brands', (s) => s.brandPage, {
        method: 'POST',
        body: search,
        query: { page, size: PAGE_SIZE, locale },
      }),
    placeholderData: keepPreviousData,
  });

export const brandQuery = (id: number, query: BrandProductsQuery) =>
  queryOptions({
    queryKey: catalogKeys.brand(id, query),
    queryFn: () =>
      api(`/client/api/v2/brand/${id}`, (s) => s.brandWithProducts, {
        query: {
          page: query.page,
          size: query.size,
          sort: query.sort,
          categoryId: query.categoryId,
          locale: query.locale,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.product(id, locale),
    queryFn: () => api(`/client/api/v2/product/${id}`, (s) => s.productDetail, { query: { locale } }),
  });
