import type { Locale } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The data every part of the storefront reads: the site's settings, the countries, the brand list, the categories and
 * the top brands. The shell loads them together at start (spec §4); the header, the footer, the error page, the forms
 * (a country, interested brands) and the catalogue read the same cache entries. Their keys are the catalogue's.
 */
export const referenceKeys = {
  all: ['catalog'] as const,
  countries: () => [...referenceKeys.all, 'countries'] as const,
  categories: (locale: Locale) => [...referenceKeys.all, 'categories', locale] as const,
  topBrands: (locale: Locale) => [...referenceKeys.all, 'top-brands', locale] as const,
  brands: (locale: Locale) => [...referenceKeys.all, 'brands', locale] as const,
  site: () => [...referenceKeys.all, 'site'] as const,
};

const common = { staleTime: 5 * 60_000, meta: { silent: true } };

/** The countries serve the forms only: the server's first render leaves their 20 kB to the browser (`meta.browserOnly`). */
export const countriesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: () => api('/client/api/country', (s) => s.countryList),
    ...common,
    meta: { ...common.meta, browserOnly: true },
  });

export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: referenceKeys.categories(locale),
    queryFn: () =>
      api('/client/api/category/tree/2', (s) => s.categoryTree, { query: { includeHidden: 'false', locale } }),
    ...common,
  });

export const topBrandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: referenceKeys.topBrands(locale),
    queryFn: () => api('/client/api/top-brands', (s) => s.topBrandGroups, { query: { locale } }),
    ...common,
  });

export const brandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: referenceKeys.brands(locale),
    queryFn: () => api('/client/api/brands/all', (s) => s.brandRefs, { query: { locale } }),
    ...common,
  });

export const siteQuery = () =>
  queryOptions({
    queryKey: referenceKeys.site(),
    queryFn: () => api('/client/api/site', (s) => s.siteSettings),
    ...common,
  });
