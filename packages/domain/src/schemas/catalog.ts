import { z } from 'zod';
import { BRAND_SORTS, PRODUCT_GROUP_TYPES, PRODUCT_SORTS } from '../constants.js';
import { CURRENCIES } from '../money.js';
import { CERTIFICATE_KINDS } from '../product-data.js';
import { idSchema, localeSchema, pageFields, pageOf, plainText } from './common.js';

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  callingCode: z.string(),
  code: z.string().length(2),
  emoji: z.string(),
});
export type Country = z.infer<typeof country>;

export const categoryTreeParams = z.strictObject({ depth: z.coerce.number().int().min(1).max(2) });
export const categoryTreeQuery = z.strictObject({
  includeHidden: z.enum(['true', 'false']).default('false'),
  locale: localeSchema,
});
export const categoryChild = z.object({ id: z.number().int(), name: z.string(), hidden: z.boolean() });
export const categoryNode = categoryChild.extend({ children: z.array(categoryChild) });
export type CategoryNode = z.infer<typeof categoryNode>;
export const categoryTree = z.object({ list: z.array(categoryNode) });

export const categoryRef = z.object({ id: z.number().int(), name: z.string() });

export const brandRef = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type BrandRef = z.infer<typeof brandRef>;

export const topBrandGroup = z.object({ category: categoryRef, topBrands: z.array(brandRef) });
export type TopBrandGroup = z.infer<typeof topBrandGroup>;

export const brandSearch = z.strictObject({
  keyword: plainText().trim().max(100).optional(),
  categoryId: idSchema.optional(),
  sort: z.enum(BRAND_SORTS).default('newest'),
});
export type BrandSearch = z.infer<typeof brandSearch>;
export const brandsQuery = z.strictObject({ ...pageFields, locale: localeSchema });

export const brandSummary = brandRef.extend({
  nameKo: z.string().nullable(),
  category: categoryRef.nullable(),
  top: z.boolean(),
  inStock: z.boolean(),
  productCount: z.number().int(),
});
export type BrandSummary = z.infer<typeof brandSummary>;
export const brandPage = pageOf(brandSummary);

/**
 * A brand's terms as approved buyers see them: its lead time in days and its minimum per order in the buyer's
 * currency (minor units), each null when the brand has none. The minimum is money: like a price, the key itself is
 * absent for visitors.
 */
export const brandTerms = z.object({
  leadTimeDays: z.number().int().nullable(),
  minOrder: z.object({ currency: z.enum(CURRENCIES), amount: z.number().int() }).nullable(),
});
export type BrandTerms = z.infer<typeof brandTerms>;

export const brandDetail = brandSummary.extend({ description: z.string(), terms: brandTerms.optional() });
export type BrandDetail = z.infer<typeof brandDetail>;

/**
 * What a signed-in, approved buyer sees of a price. It is absent — the key itself — for everyone else:
 * presenters add it only for a buyer with a grade and a currency.
 */
export const priceView = z.object({
  currency: z.enum(CURRENCIES),
  unitPrice: z.number().int(),
  moqPrice: z.number().int(),
  retailPrice: z.number().int(),
  stockQty: z.number().int().nullable(),
});
export type PriceView = z.infer<typeof priceView>;

export const productSummary = z.object({
  id: z.number().int(),
  brand: brandRef.pick({ id: true, name: true }),
  name: z.string(),
  nameKo: z.string().nullable(),
  sku: z.string(),
  barcode: z.string().nullable(),
  moq: z.number().int(),
  /** Whether it can be bought now: false when sold out, and when withdrawn. */
  exist: z.boolean(),
  /**
   * Only on a line of a cart or a basket, and only when true: the operators withdrew the product (hid it or its brand).
   * The line stays, cannot be chosen, and nothing can be requested or ordered with it (see `productAvailability`).
   */
  withdrawn: z.literal(true).optional(),
  /** Held in the fulfilment centre, ready to ship. */
  held: z.boolean(),
  image: z.string(),
  price: priceView.optional(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const brandProductsQuery = z.strictObject({
  ...pageFields,
  categoryId: idSchema.optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  locale: localeSchema,
});
export type BrandProductsQuery = z.infer<typeof brandProductsQuery>;

export const brandWithProducts = z.object({
  brand: brandDetail,
  /** The categories of the brand's products, each with the category it belongs to (null at the top), grouped by it. */
  categories: z.array(categoryRef.extend({ count: z.number().int(), parent: categoryRef.nullable() })),
  products: pageOf(productSummary),
});
export type BrandWithProducts = z.infer<typeof brandWithProducts>;

/** What importers ask of a product before they buy: for everyone, as a label on the package says it. */
export const productData = z.object({
  ingredients: z.string(),
  allergens: z.string(),
  shelfLifeMonths: z.number().int().nullable(),
  manufactureCountry: z.string().nullable(),
});
export type ProductData = z.infer<typeof productData>;

/** A certificate approved buyers may download (`GET /client/api/v1/product/{id}/certificate/{certificateId}`). */
export const certificateRef = z.object({
  id: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  sizeBytes: z.number().int(),
});
export type CertificateRef = z.infer<typeof certificateRef>;

export const productDetail = productSummary.extend({
  category: categoryRef,
  images: z.array(z.string()),
  description: z.string(),
  weightG: z.number().int(),
  volumeCm3: z.number().int(),
  hsCode: z.string(),
  groups: z.array(z.object({ code: z.string(), type: z.enum(PRODUCT_GROUP_TYPES), name: z.string() })),
  related: z.array(productSummary),
  productData,
  /** Approved buyers only (absent for visitors): the certificates they may download, and the brand's terms. */
  certificates: z.array(certificateRef).optional(),
  brandTerms: brandTerms.optional(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const sellerSchema = z.object({
  name: z.string(),
  nameKo: z.string(),
  registrationNo: z.string(),
  customsCode: z.string(),
  representative: z.string(),
  address: z.string(),
});

/** What the storefront's footer, company page and terms show: the contacts and the one seller. */
export const siteSettings = z.object({
  contactPhone: z.string(),
  contactEmail: z.string(),
  hqAddress: z.string(),
  fulfilmentAddress: z.string(),
  seller: sellerSchema,
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const countryList = z.array(country);
export const topBrandGroups = z.array(topBrandGroup);
export const brandRefs = z.array(brandRef);
