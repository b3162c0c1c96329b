import {
  type BrandDetail,
  type BrandTerms,
  type CategoryNode,
  type Locale,
  localName,
  type Pricing,
  type ProductDetail,
} from '@hive/domain';
import { type ProductRow, presentBrandSummary, presentProductSummary } from '../../products/product-card.js';
import type { BrandDetailRow, BrandTermsRow, CategoryRow, ProductDetailRow } from './catalog.repository.js';

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

/** A brand's terms for a buyer with prices; nothing for anyone else (the key itself is absent). */
export function presentBrandTerms(row: Partial<BrandTermsRow>, pricing?: Pricing): BrandTerms | undefined {
  if (!pricing) return undefined;
  const amount = row.minOrder ?? null;
  return {
    leadTimeDays: row.leadTimeDays ?? null,
    minOrder: amount === null ? null : { currency: pricing.currency, amount },
  };
}

export function presentBrandDetail(row: BrandDetailRow, locale: Locale, pricing?: Pricing): BrandDetail {
  const terms = presentBrandTerms(row, pricing);
  return {
    ...presentBrandSummary(row, locale),
    description: localName(row.descriptions, locale),
    ...(terms ? { terms } : {}),
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
  const detail: ProductDetail = {
    ...presentProductSummary(product, locale, pricing),
    category: { id: product.categoryId, name: localName(product.categoryNames, locale) },
    images: data.images,
    description: localName(product.descriptions, locale),
    weightG: product.weightG,
    volumeCm3: product.volumeCm3,
    hsCode: product.hsCode,
    groups: data.groups.map((group) => ({ code: group.code, type: group.type, name: localName(group.names, locale) })),
    related: data.related.map((row) => presentProductSummary(row, locale, pricing)),
    productData: {
      ingredients: product.ingredients,
      allergens: product.allergens,
      shelfLifeMonths: product.shelfLifeMonths,
      manufactureCountry: product.manufactureCountry,
    },
  };
  const terms = presentBrandTerms(product, pricing);
  if (!terms) return detail;
  return {
    ...detail,
    certificates: (product.certificates ?? []).map((c) => ({
      id: c.id,
      kind: c.kind,
      title: c.title,
      sizeBytes: c.sizeBytes,
    })),
    brandTerms: terms,
  };
}
