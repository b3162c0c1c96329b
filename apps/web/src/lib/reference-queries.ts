import type { Locale } from '@hive/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The data every part of the storefront reads: the site's settings, the countries, the brand list, the categories and
 * the top brands. The shell loads them together at start (docs/product.md §4); the header, the footer, the error page,
 * the forms (a country, interested brands) and the catalogue read the same cache entries. Their keys are the
 * catalogue's.
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

export const countriesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.countries(),
    queryFn: () => api('/client/api/country', (s) => s.countryList),
    ...common,
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

/**
 * Loads what the app loads at start (docs/product.md §4): the categories, the top brands, the countries and the brands.
 * The server's first render puts them in the page, so a visitor's browser asks for none of them (nor loads the
 * schemas).
 */
export const prefetchStartup = (client: QueryClient, locale: Locale) =>
  Promise.all([
    client.prefetchQuery(categoriesQuery(locale)),
    client.prefetchQuery(topBrandsQuery(locale)),
    client.prefetchQuery(countriesQuery()),
    client.prefetchQuery(brandsQuery(locale)),
  ]);
