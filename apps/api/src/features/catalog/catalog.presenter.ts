import {
  type BrandDetail,
  type CategoryNode,
  type Locale,
  localName,
  type Pricing,
  type ProductDetail,
} from '@hive/domain';
import { type ProductRow, presentBrandSummary, presentProductSummary } from '../../products/product-card.js';
import type { BrandDetailRow, CategoryRow, ProductDetailRow } from './catalog.repository.js';

/**
 * Presenters name every field that leaves the server. Price columns are never read into these rows for visitors,
 * and no presenter copies a row as it is. The cards every list shows are presented in `product-card.ts`.
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

export function presentBrandDetail(row: BrandDetailRow, locale: Locale): BrandDetail {
  return { ...presentBrandSummary(row, locale), description: localName(row.descriptions, locale) };
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
