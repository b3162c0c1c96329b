import {
  type BrandDetail,
  type BrandRef,
  type BrandSummary,
  buyerPrices,
  type CategoryNode,
  IN_STOCK_BRAND_ID,
  type Locale,
  localName,
  minor,
  type PriceView,
  type Pricing,
  type ProductDetail,
  type ProductSummary,
} from '@hive/domain';
import type { BrandDetailRow, BrandRow, CategoryRow, ProductDetailRow, ProductRow } from './catalog.repository.js';

/**
 * Presenters name every field that leaves the server. Price columns are never read into these rows for visitors,
 * and no presenter copies a row as it is.
 */
export function presentCategoryTree(rows: CategoryRow[], locale: Locale, depth: number): CategoryNode[] {
  const tops = rows.filter((row) => row.parentId === null);
  return tops.map((top) => ({
    id: top.id,
    name: localName(top.names, locale),
    hidden: top.hidden,
    children:
      depth < 2
        ? []
        : rows
            .filter((row) => row.parentId === top.id)
            .map((child) => ({ id: child.id, name: localName(child.names, locale), hidden: child.hidden })),
  }));
}

export const presentBrandRef = (
  row: { id: number; names: Record<string, string | undefined> & { en: string }; logoUrl: string },
  locale: Locale,
): BrandRef => ({
  id: row.id,
  name: localName(row.names, locale),
  logo: row.logoUrl,
});

export function presentBrandSummary(row: BrandRow, locale: Locale): BrandSummary {
  return {
    ...presentBrandRef(row, locale),
    nameKo: row.names.ko ?? null,
    category: { id: row.categoryId, name: localName(row.categoryNames, locale) },
    top: row.isTop,
    inStock: row.id === IN_STOCK_BRAND_ID,
    productCount: row.productCount,
  };
}

export function presentBrandDetail(row: BrandDetailRow, locale: Locale): BrandDetail {
  return { ...presentBrandSummary(row, locale), description: localName(row.descriptions, locale) };
}

/** A buyer's view of a product's price: present only when the row was read with the buyer's pricing. */
function presentPrice(row: ProductRow, pricing: Pricing | undefined): PriceView | undefined {
  if (!pricing || row.supply === undefined || row.retail === undefined) return undefined;
  const prices = buyerPrices({ supply: minor(row.supply), retail: minor(row.retail), moq: row.moq }, pricing);
  return { currency: pricing.currency, ...prices, stockQty: row.stockQty };
}

export function presentProductSummary(row: ProductRow, locale: Locale, pricing?: Pricing): ProductSummary {
  const price = presentPrice(row, pricing);
  return {
    id: row.id,
    brand: { id: row.brandId, name: localName(row.brandNames, locale) },
    name: localName(row.names, locale),
    nameKo: row.names.ko ?? null,
    sku: row.sku,
    barcode: row.barcode,
    moq: row.moq,
    exist: row.exist,
    held: row.stockQty !== null,
    image: row.image ?? `/img/product/${row.id}-0.svg`,
    ...(price && { price }),
  };
}

export function presentProductDetail(
  data: {
    product: ProductDetailRow;
    images: string[];
    groups: { code: string; type: 'PICK' | 'CHOICE'; names: ProductDetailRow['names'] }[];
    related: ProductRow[];
  },
  locale: Locale,
  pricing?: Pricing,
): ProductDetail {
  const { product } = data;
  return {
    ...presentProductSummary(product, locale, pricing),
    category: { id: product.categoryId, name: localName(product.categoryNames, locale) },
    images: data.images,
    description: localName(product.descriptions, locale),
    weightG: product.weightG,
    volumeCm3: product.volumeCm3,
    hsCode: product.hsCode,
    groups: data.groups.map((group) => ({ code: group.code, type: group.type, name: localName(group.names, locale) })),
    related: data.related.map((row) => presentProductSummary(row, locale, pricing)),
  };
}
