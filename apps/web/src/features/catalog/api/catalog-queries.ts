import type { BrandProductsQuery, BrandSearch, CategoryProductsQuery, CertificateRef, Locale } from '@hive/domain';
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

export const categoryProductsKey = (id: number, query: CategoryProductsQuery, priced: boolean) =>
  [...catalogKeys.all, 'category', id, query, priced] as const;

/** A category's products with the filters of the address; a buyer's answer (with prices) is kept apart. */
export const categoryProductsQuery = (id: number, query: CategoryProductsQuery, priced: boolean) =>
  queryOptions({
    queryKey: categoryProductsKey(id, query, priced),
    queryFn: () =>
      api(`/client/api/v1/category/${id}/products`, (s) => s.categoryProducts, {
        query: {
          page: query.page,
          size: query.size,
          sort: query.sort === 'newest' ? undefined : query.sort,
          brandId: query.brandId,
          subCategoryId: query.subCategoryId,
          inStock: query.inStock === 'true' ? 'true' : undefined,
          moqMax: query.moqMax,
          locale: query.locale,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The products of a quick order's SKUs (with the buyer's prices when signed in). */
export const productsBySku = (skus: string[], locale: Locale) =>
  api('/client/api/v1/products/by-sku', (s) => s.skuLookupResult, {
    method: 'POST',
    body: { skus },
    query: { locale },
  });

/**
 * A product's certificate (PDF), fetched with the buyer's session and saved under a name that says what it is. The
 * download's code comes when asked for: the catalogue's queries are part of the first load.
 */
export const downloadCertificate = async (productId: number, certificate: CertificateRef, sku: string, token: string) =>
  (await import('../../../lib/download')).downloadFile(
    `/client/api/v1/product/${productId}/certificate/${certificate.id}`,
    `${sku}-${certificate.kind}.pdf`,
    token ? { 'x-auth-token': token } : {},
  );
