import { CATEGORY_SORTS } from '@hive/domain/rules';
import { useListParams } from './use-list-params';

/** What narrows a list of products: kept in the address (`brand`, `sub`, `stock=1`, `moq`, `sort`), so a link reproduces it. */
export type ProductFilters = {
  brandId?: number;
  subCategoryId?: number;
  inStock: boolean;
  moqMax?: number;
  /** One of the list's sorts (a category's, or the search's, which begin with the best match). */
  sort: string;
};

const ADDRESS: Record<Exclude<keyof ProductFilters, 'inStock' | 'sort'>, string> = {
  brandId: 'brand',
  subCategoryId: 'sub',
  moqMax: 'moq',
};

/**
 * The filters and page of a product list, read from and written to the address (a change goes back to page 1). The
 * first of `sorts` is the default, left out of the address.
 */
export function useProductFilters<S extends string = (typeof CATEGORY_SORTS)[number]>(
  sorts: readonly S[] = CATEGORY_SORTS as unknown as readonly S[],
) {
  const { params, page, update } = useListParams();
  const positive = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
  };
  const filters: ProductFilters & { sort: S } = {
    brandId: positive(ADDRESS.brandId),
    subCategoryId: positive(ADDRESS.subCategoryId),
    inStock: params.get('stock') === '1',
    moqMax: positive(ADDRESS.moqMax),
    sort: sorts.find((sort) => sort === params.get('sort')) ?? sorts[0]!,
  };
  const change = (next: Partial<ProductFilters>) => {
    const changes: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(next)) {
      if (key === 'inStock') changes.stock = value ? '1' : undefined;
      else if (key === 'sort') changes.sort = value === sorts[0] ? undefined : String(value);
      else changes[ADDRESS[key as keyof typeof ADDRESS]] = value === undefined ? undefined : String(value);
    }
    update(changes);
  };
  const active = Boolean(filters.brandId || filters.subCategoryId || filters.inStock || filters.moqMax);
  const clear = () => change({ brandId: undefined, subCategoryId: undefined, inStock: false, moqMax: undefined });
  return { params, filters, page, active, change, clear, setPage: (next: number) => update({ page: String(next) }) };
}
