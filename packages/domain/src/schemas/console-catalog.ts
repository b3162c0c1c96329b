import { z } from 'zod';
import { DATA_LANGUAGES } from '../constants.js';
import { AMOUNT_PATTERN } from '../money.js';
import {
  ALLERGENS_MAX,
  CERTIFICATE_KINDS,
  INGREDIENTS_MAX,
  LEAD_TIME_DAYS,
  SHELF_LIFE_MONTHS,
} from '../product-data.js';
import { idSchema, pageFields, plainText, shownText } from './common.js';

/**
 * The console's catalogue: products, brands, categories and picks as operators keep them. Amounts travel as the
 * operator types them (dollars with cents, whole won) and are stored in minor units; names in the six data languages.
 */

/** A name or a description in every data language: English required, any other left empty is not there. */
const localized = (max: number) =>
  z.strictObject(
    Object.fromEntries(
      DATA_LANGUAGES.map((language) => [
        language,
        language === 'en' ? shownText().trim().min(1).max(max) : shownText().trim().max(max).optional(),
      ]),
    ) as Record<(typeof DATA_LANGUAGES)[number], z.ZodOptional<z.ZodString>> & { en: z.ZodString },
  );
export const localizedNames = localized(200);
export const localizedDescriptions = localized(4000);
export type LocalizedInput = z.infer<typeof localizedNames>;
/** Names as the console reads them back: every language, empty where there is none. */
export const localizedView = z.object(
  Object.fromEntries(DATA_LANGUAGES.map((language) => [language, z.string()])) as Record<
    (typeof DATA_LANGUAGES)[number],
    z.ZodString
  >,
);

const usd = z.string().trim().regex(AMOUNT_PATTERN.USD, 'an amount in dollars, like 12.50');
const krw = z.string().trim().regex(AMOUNT_PATTERN.KRW, 'a whole amount of won, like 15000');
const count = (min: number, max: number) => z.number().int().min(min).max(max);
const flag = z.enum(['yes', 'no']).optional();

export const consoleProductsQuery = z.strictObject({
  keyword: plainText().trim().max(100).optional(),
  brandId: idSchema.optional(),
  categoryId: idSchema.optional(),
  hidden: flag,
  soldOut: flag,
  held: flag,
  ...pageFields,
});
export type ConsoleProductsFilter = z.infer<typeof consoleProductsQuery>;

export const consoleProductRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  moq: z.number().int(),
  supplyUsd: z.string(),
  supplyKrw: z.string(),
  /** Units in the fulfilment centre; null when it does not hold the product. */
  stock: z.number().int().nullable(),
  exist: z.boolean(),
  hidden: z.boolean(),
  image: z.string().nullable(),
});
export type ConsoleProductRow = z.infer<typeof consoleProductRow>;

const productFields = z.strictObject({
  brandId: idSchema,
  categoryId: idSchema,
  names: localizedNames,
  descriptions: localizedDescriptions,
  sku: plainText().trim().min(1).max(64),
  /** Digits; `1` is shown as "Barcode TBI"; empty or null for none (a product read without one is saved as read). */
  barcode: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[0-9]{1,14}$/, 'digits only'),
    ])
    .nullable(),
  moq: count(1, 1_000_000),
  supplyUsd: usd,
  supplyKrw: krw,
  retailUsd: usd,
  retailKrw: krw,
  /** Units in the fulfilment centre, or null when it does not hold the product. */
  stock: count(0, 10_000_000).nullable(),
  exist: z.boolean(),
  hidden: z.boolean(),
  hsCode: z
    .string()
    .trim()
    .regex(/^[0-9]{6,10}$/, '6 to 10 digits'),
  originCountry: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  /** Net weight of a unit, grams; its volume, cm³. */
  weightG: count(1, 1_000_000),
  volumeCm3: count(1, 10_000_000),
  /** A full carton: units in it, gross weight (grams), volume (cm³). */
  unitsPerCarton: count(1, 100_000),
  cartonWeightG: count(1, 100_000_000),
  cartonVolumeCm3: count(1, 100_000_000),
  /**
   * What importers ask before they buy, each optional: the INCI list (cosmetics) or the ingredients (food), in English
   * as the trade writes them; the allergens (food); shelf life in months; the country where it is made (ISO 3166
   * alpha-2), which may differ from `originCountry` (customs' origin). Left out, each is empty.
   */
  ingredients: shownText().trim().max(INGREDIENTS_MAX).default(''),
  allergens: shownText().trim().max(ALLERGENS_MAX).default(''),
  shelfLifeMonths: count(SHELF_LIFE_MONTHS.min, SHELF_LIFE_MONTHS.max).nullable().default(null),
  manufactureCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'a two-letter country code')
    .nullable()
    .default(null),
});
/** A product as operators write it: everything but its id and images (kept apart: `productImagesBody`). */
export const productBody = productFields.refine(
  (product) => product.cartonWeightG >= product.unitsPerCarton * product.weightG,
  { path: ['cartonWeightG'], message: "at least the units' net weight" },
);
export type ProductBody = z.infer<typeof productBody>;

/** A certificate as the console lists it: its kind, title, file name and size. */
export const consoleCertificate = z.object({
  id: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCertificate = z.infer<typeof consoleCertificate>;

export const consoleProductDetail = productFields.omit({ names: true, descriptions: true, barcode: true }).extend({
  id: z.number().int(),
  names: localizedView,
  descriptions: localizedView,
  barcode: z.string().nullable(),
  images: z.array(z.string()),
  certificates: z.array(consoleCertificate),
  createdAt: z.string(),
});
export type ConsoleProductDetail = z.infer<typeof consoleProductDetail>;

/** The product's pictures in the order shown: its own and newly uploaded ones (`/img/u/…`); one left out is removed. */
export const productImagesBody = z.strictObject({
  images: z.array(z.string().max(300)).max(12),
});

export const BULK_ACTIONS = ['hide', 'show', 'brand', 'stock'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
const bulkIds = z.array(idSchema).min(1).max(200);
export const productsBulkBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('hide'), ids: bulkIds }),
  z.strictObject({ action: z.literal('show'), ids: bulkIds }),
  z.strictObject({ action: z.literal('brand'), ids: bulkIds, brandId: idSchema }),
  z.strictObject({ action: z.literal('stock'), ids: bulkIds, stock: count(0, 10_000_000) }),
]);
export type ProductsBulkBody = z.infer<typeof productsBulkBody>;
export const bulkResult = z.object({ changed: z.number().int() });

/** A certificate's upload: the PDF itself is the body; its kind, title and file name in the address. */
export const certificateUploadQuery = z.strictObject({
  kind: z.enum(CERTIFICATE_KINDS),
  title: shownText().trim().min(1).max(120),
  name: shownText().trim().min(1).max(200),
});
export type CertificateUploadQuery = z.infer<typeof certificateUploadQuery>;
export const certificateParams = z.strictObject({ id: idSchema, certificateId: idSchema });

/** An uploaded image: its address in the size the storefront shows most. */
export const uploadedImage = z.object({ url: z.string() });

export const consoleBrandsQuery = z.strictObject({
  keyword: plainText().trim().max(100).optional(),
  categoryId: idSchema.optional(),
  hidden: flag,
  top: flag,
  ...pageFields,
});
export const consoleBrandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKo: z.string(),
  logoUrl: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  isTop: z.boolean(),
  hidden: z.boolean(),
  productCount: z.number().int(),
});
export type ConsoleBrandRow = z.infer<typeof consoleBrandRow>;
const brandFields = z.strictObject({
  names: localizedNames,
  descriptions: localizedDescriptions,
  /** An uploaded image (`/img/u/…`) or the brand's own logo as it is. */
  logoUrl: z.string().max(300).optional(),
  categoryId: idSchema,
  isTop: z.boolean(),
  hidden: z.boolean(),
  /** Days from an order's confirmation until the brand's goods are ready to ship; null when not said. */
  leadTimeDays: count(LEAD_TIME_DAYS.min, LEAD_TIME_DAYS.max).nullable().default(null),
  /** The brand's minimum per order, typed in dollars and in won like prices; both or neither. */
  minOrderUsd: usd.nullable().default(null),
  minOrderKrw: krw.nullable().default(null),
});
export const brandBody = brandFields.refine((brand) => (brand.minOrderUsd === null) === (brand.minOrderKrw === null), {
  path: ['minOrderKrw'],
  message: 'a minimum in both currencies, or in neither',
});
export type BrandBody = z.infer<typeof brandBody>;
export const consoleBrandDetail = brandFields.omit({ names: true, descriptions: true }).extend({
  id: z.number().int(),
  names: localizedView,
  descriptions: localizedView,
  logoUrl: z.string(),
  productCount: z.number().int(),
});
export type ConsoleBrandDetail = z.infer<typeof consoleBrandDetail>;

export const consoleCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  names: localizedView,
  position: z.number().int(),
  hidden: z.boolean(),
  brandCount: z.number().int(),
  productCount: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategory>;
export const categoryBody = z.strictObject({
  names: localizedNames,
  /** A top category's id, or null for a top category itself. */
  parentId: idSchema.nullable(),
  position: count(0, 10_000),
  hidden: z.boolean(),
});
export type CategoryBody = z.infer<typeof categoryBody>;

export const PICK_TYPES = ['PICK', 'CHOICE'] as const;
export const consolePick = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PICK_TYPES),
  names: localizedView,
  position: z.number().int(),
  products: z.array(
    z.object({ id: z.number().int(), sku: z.string(), name: z.string(), image: z.string().nullable() }),
  ),
});
export type ConsolePick = z.infer<typeof consolePick>;
export const pickBody = z.strictObject({
  /** The slug in `/pick/{code}-pick/`: lower-case letters and digits, words joined by hyphens. */
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters and digits, joined by hyphens')
    .max(40),
  type: z.enum(PICK_TYPES),
  names: localizedNames,
  position: count(0, 10_000),
  /** The products in the order shown. */
  productIds: z
    .array(idSchema)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'each product once'),
});
export type PickBody = z.infer<typeof pickBody>;
