import { type Currency, type Minor, minor } from './money.js';

/** Business constants and limits (docs/product.md §9). */
export const LOCALES = ['en', 'vi', 'es', 'ru', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Product and brand data also carry Korean names, searchable and shown beside the chosen language. */
export const DATA_LANGUAGES = ['en', 'ko', 'vi', 'es', 'ru', 'id'] as const;
export type DataLanguage = (typeof DATA_LANGUAGES)[number];

export const GRADES = ['01', '02', '03', '04'] as const;
export type Grade = (typeof GRADES)[number];
/** The grade of someone who is not signed in. */
export const GUEST_GRADE = '00';

export const JOIN_STATUS = { selfRegistered: '01', byOperator: '09' } as const;

export const DEFAULT_MINIMUM_ORDER: Record<Currency, Minor> = { USD: minor(500_00), KRW: minor(600_000) };
/** Quantities count MOQ packs: a cart, basket or quotation line holds 1 to 9,999 of them. */
export const MAX_PACKS = 9999;

export const IN_STOCK_BRAND_ID = 492;
export const TOP_BRANDS_CATEGORY_ID = 2;
export const NEW_BRANDS_LIMIT = 15;
export const CATEGORY_TREE_DEPTH = 2;

export const GO_TO_TOP_AFTER_PX = 800;
export const HEADER_HIDE_AFTER_PX = 100;
export const BREAKPOINTS = { mobile: 320, tablet: 800, desktop: 1200 } as const;

export const TOAST_DURATION_MS = 3000;
export const TOAST_MAX_VISIBLE = 3;

export const PERSIST_KEY = 'root';
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;

/** A catalogue import's file: at most this many products (rows under its header) and this many columns. */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_COLUMNS = 200;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

/** A barcode stored as "1" means the barcode is to be issued. */
export const BARCODE_TO_BE_ISSUED = '1';
export function isBarcodePending(barcode: string | null | undefined): boolean {
  return barcode === BARCODE_TO_BE_ISSUED;
}

export const BRAND_SORTS = ['newest', 'name', 'popular'] as const;
export const PRODUCT_SORTS = ['newest', 'name', 'moq'] as const;
/** A category's products and the search's: the price sorts count only for a buyer who sees prices. */
export const CATEGORY_SORTS = ['newest', 'name', 'moq', 'price-asc', 'price-desc'] as const;
/**
 * A category page's brand filter offers the brands with the most products in it, at most this many (a category of a
 * large catalogue holds hundreds: past these, a brand is found by its own page or the search).
 */
export const CATEGORY_BRAND_CHOICES = 100;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const PRODUCT_GROUP_TYPES = ['PICK', 'CHOICE'] as const;
