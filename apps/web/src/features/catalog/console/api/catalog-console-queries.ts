import {
  type BrandBody,
  type CategoryBody,
  type CertificateKind,
  IN_STOCK_BRAND_ID,
  type PickBody,
  type ProductBody,
  type ProductsBulkBody,
} from '@hive/domain';
import {
  bulkResult,
  cappedPageOf,
  consoleBrandDetail,
  consoleBrandRow,
  consoleCategory,
  consoleCertificate,
  consolePick,
  consoleProductDetail,
  consoleProductRow,
  pageOf,
  uploadedImage,
} from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  consoleApi,
  consoleDownload,
  consoleKeys,
  consolePageQuery,
  fresh,
  quiet,
} from '../../../../lib/console-client';

export type YesNo = 'yes' | 'no';
export type ProductsFilter = {
  keyword?: string;
  brandId?: string;
  categoryId?: string;
  hidden?: YesNo;
  soldOut?: YesNo;
  held?: YesNo;
  page: number;
};
export type BrandsFilter = { keyword?: string; categoryId?: string; hidden?: YesNo; top?: YesNo; page: number };

export const catalogKeys = {
  products: () => [...consoleKeys.all, 'products'] as const,
  product: (id: number) => [...catalogKeys.products(), 'detail', id] as const,
  brands: () => [...consoleKeys.all, 'catalog-brands'] as const,
  brand: (id: number) => [...catalogKeys.brands(), 'detail', id] as const,
  categories: () => [...consoleKeys.all, 'catalog-categories'] as const,
  picks: () => [...consoleKeys.all, 'picks'] as const,
};

export const productsQuery = (filter: ProductsFilter) =>
  consolePageQuery([...catalogKeys.products(), 'list'], '/products', cappedPageOf(consoleProductRow), filter);
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: () => consoleApi(`/products/${id}`, consoleProductDetail),
    ...fresh,
  });

export const brandsQuery = (filter: BrandsFilter) =>
  consolePageQuery([...catalogKeys.brands(), 'list'], '/brands', pageOf(consoleBrandRow), filter);
export const brandQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.brand(id),
    queryFn: () => consoleApi(`/brands/${id}`, consoleBrandDetail),
    ...fresh,
  });
/** Every brand by name, for the product form's and the filters' choices (not the in-stock showcase: no product's brand). */
export const brandChoicesQuery = () =>
  queryOptions({
    queryKey: [...catalogKeys.brands(), 'choices'] as const,
    queryFn: async () => {
      const first = await consoleApi('/brands', pageOf(consoleBrandRow), { query: { size: 100 } });
      const rest = await Promise.all(
        Array.from({ length: first.totalPages - 1 }, (_, index) =>
          consoleApi('/brands', pageOf(consoleBrandRow), { query: { size: 100, page: index + 2 } }),
        ),
      );
      return [first, ...rest]
        .flatMap((page) => page.list)
        .filter((brand) => brand.id !== IN_STOCK_BRAND_ID)
        .map(({ id, name }) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
    ...quiet,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => consoleApi('/categories', z.array(consoleCategory)),
    ...fresh,
  });
export const picksQuery = () =>
  queryOptions({ queryKey: catalogKeys.picks(), queryFn: () => consoleApi('/picks', z.array(consolePick)), ...fresh });

/** After a change: the lists and the audit log read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[]) => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
  };
}

export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: ProductBody; key: string }) =>
      id === undefined
        ? consoleApi('/products', consoleProductDetail, { method: 'POST', body, idempotencyKey: key })
        : consoleApi(`/products/${id}`, consoleProductDetail, { method: 'PUT', body }),
    ...quiet,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogKeys.product(product.id), product);
      refresh(catalogKeys.products());
    },
  });
}

/** Uploads an image file as it is; answers its address. */
export const uploadImage = (file: Blob) => consoleApi('/images', uploadedImage, { method: 'POST', file });

export function useProductImages(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (images: string[]) =>
      consoleApi(`/products/${id}/images`, consoleProductDetail, { method: 'PUT', body: { images } }),
    ...quiet,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogKeys.product(id), product);
      refresh(catalogKeys.products());
    },
  });
}

export type CertificateUpload = { kind: CertificateKind; title: string; file: File; key: string };

/** A product's certificates: add a PDF (sent as it is, its kind and title in the address) or remove one. */
export function useProductCertificates(id: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(id) });
  const add = useMutation({
    mutationFn: ({ kind, title, file, key }: CertificateUpload) =>
      consoleApi(`/products/${id}/certificates`, consoleCertificate, {
        method: 'POST',
        file,
        query: { kind, title, name: file.name },
        idempotencyKey: key,
      }),
    ...quiet,
    onSuccess: reload,
  });
  const remove = useMutation({
    mutationFn: (certificateId: number) =>
      consoleApi(`/products/${id}/certificates/${certificateId}`, z.null(), { method: 'DELETE' }),
    ...quiet,
    onSuccess: reload,
  });
  return { add, remove };
}

export const downloadCertificate = (productId: number, certificateId: number, fileName: string) =>
  consoleDownload(`/console/api/products/${productId}/certificates/${certificateId}`, fileName);

export function useBulkProducts() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProductsBulkBody) => consoleApi('/products/bulk', bulkResult, { method: 'POST', body }),
    ...quiet,
    onSuccess: () => refresh(catalogKeys.products()),
  });
}

export function useSaveBrand(id: number | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: BrandBody; key: string }) =>
      id === undefined
        ? consoleApi('/brands', consoleBrandDetail, { method: 'POST', body, idempotencyKey: key })
        : consoleApi(`/brands/${id}`, consoleBrandDetail, { method: 'PUT', body }),
    ...quiet,
    onSuccess: (brand) => {
      queryClient.setQueryData(catalogKeys.brand(brand.id), brand);
      refresh(catalogKeys.brands());
    },
  });
}

export function useSaveCategory(id: number | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: CategoryBody; key: string }) =>
      id === undefined
        ? consoleApi('/categories', consoleCategory, { method: 'POST', body, idempotencyKey: key })
        : consoleApi(`/categories/${id}`, consoleCategory, { method: 'PUT', body }),
    ...quiet,
    onSuccess: () => refresh(catalogKeys.categories()),
  });
}

export function useSavePick(id: number | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: PickBody; key: string }) =>
      id === undefined
        ? consoleApi('/picks', consolePick, { method: 'POST', body, idempotencyKey: key })
        : consoleApi(`/picks/${id}`, consolePick, { method: 'PUT', body }),
    ...quiet,
    onSuccess: () => refresh(catalogKeys.picks()),
  });
}
