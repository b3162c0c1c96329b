import type { BrandProductsQuery, BrandSearch, Locale } from '@hive/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every catalogue query key starts with the feature and ends with the language its names are in. */
export const catalogKeys = {
  all: ['catalog'] as const,
  countries: () => [...catalogKeys.all, 'countries'] as const,
  categories: (locale: Locale) => [...catalogKeys.all, 'categories', locale] as const,
  topBrands: (locale: Locale) => [...catalogKeys.all, 'top-brands', locale] as const,
  brands: (locale: Locale) => [...catalogKeys.all, 'brands', locale] as const,
  site: () => [...catalogKeys.all, 'site'] as const,
  brandSearch: (search: BrandSearch, page: number, locale: Locale) =>
    [...catalogKeys.all, 'brand-search', search, page, locale] as const,
  brand: (id: number, query: BrandProductsQuery) => [...catalogKeys.all, 'brand', id, query] as const,
  product: (id: number, locale: Locale) => [...catalogKeys.all, 'product', id, locale] as const,
};

const common = { staleTime: 5 * 60_000, meta: { silent: true } };

export const countriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.countries(),
    queryFn: () => api('/client/api/country', (s) => s.countryList),
    ...common,
  });

export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.categories(locale),
    queryFn: () =>
      api('/client/api/category/tree/2', (s) => s.categoryTree, { query: { includeHidden: 'false', locale } }),
    ...common,
  });

export const topBrandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.topBrands(locale),
    queryFn: () => api('/client/api/top-brands', (s) => s.topBrandGroups, { query: { locale } }),
    ...common,
  });

export const brandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.brands(locale),
    queryFn: () => api('/client/api/brands/all', (s) => s.brandRefs, { query: { locale } }),
    ...common,
  });

export const siteQuery = () =>
  queryOptions({
    queryKey: catalogKeys.site(),
    queryFn: () => api('/client/api/site', (s) => s.siteSettings),
    ...common,
  });

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
