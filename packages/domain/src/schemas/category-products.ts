import { z } from 'zod';
import { CATEGORY_SORTS } from '../constants.js';
import { QUICK_ORDER_MAX_LINES, SKU_MAX_LENGTH } from '../quick-order.js';
import { brandRef, categoryRef, productSummary } from './catalog.js';
import { idSchema, localeSchema, pageFields, pageOf, plainText } from './common.js';

/**
 * `GET /client/api/v1/category/{id}/products`: a category's products across brands (a top category's take its
 * sub-categories'), narrowed by brand, sub-category, held in stock and a largest MOQ, sorted. The price sorts count
 * only for a buyer who sees prices: anyone else gets the newest first, so that no order tells a price.
 */
export const categoryProductsQuery = z.strictObject({
  ...pageFields,
  brandId: idSchema.optional(),
  subCategoryId: idSchema.optional(),
  inStock: z.enum(['true', 'false']).default('false'),
  moqMax: z.coerce.number().int().min(1).max(1_000_000).optional(),
  sort: z.enum(CATEGORY_SORTS).default('newest'),
  locale: localeSchema,
});
export type CategoryProductsQuery = z.infer<typeof categoryProductsQuery>;

const counted = { count: z.number().int() };

export const categoryProducts = z.object({
  /** The category, the one it belongs to (null at the top) and its sub-categories, each with its products' count. */
  category: categoryRef.extend({
    parent: categoryRef.nullable(),
    children: z.array(categoryRef.extend(counted)),
  }),
  /**
   * The brands with the most products in the category (at most `CATEGORY_BRAND_CHOICES`), by name, each with their
   * count: the brand filter's choices.
   */
  brands: z.array(brandRef.pick({ id: true, name: true }).extend(counted)),
  products: pageOf(productSummary),
});
export type CategoryProducts = z.infer<typeof categoryProducts>;

/** `POST /client/api/v1/products/by-sku`: the products of up to 200 SKUs, in one call (the quick order). */
export const skuLookupBody = z.strictObject({
  skus: z.array(plainText().trim().min(1).max(SKU_MAX_LENGTH)).min(1).max(QUICK_ORDER_MAX_LINES),
});
export type SkuLookupBody = z.infer<typeof skuLookupBody>;
/** The products found, any order; an SKU matches whatever its letters' case. A SKU not found is simply absent. */
export const skuLookupResult = z.object({ list: z.array(productSummary) });
export type SkuLookupResult = z.infer<typeof skuLookupResult>;
