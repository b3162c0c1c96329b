import { z } from 'zod';
import { CATEGORY_SORTS } from '../constants.js';
import { brandRef, brandSummary, categoryRef, productSummary } from './catalog.js';
import { idSchema, localeSchema, plainText } from './common.js';

/**
 * The total search: brands and products by name in any language of the data, products by SKU or barcode. Large
 * result sets are counted up to `SEARCH_RESULT_CAP` and ranked within that window: past it the answer says
 * `totalCapped` rather than counting every match.
 */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_PAGE_SIZE = 60;
export const SEARCH_DEFAULT_PAGE_SIZE = 24;
export const SEARCH_RESULT_CAP = 100;
/** How many matching brands the answer lists (their total is counted apart). */
export const SEARCH_BRAND_LIMIT = 12;
/** The best match first, or a category page's sorts (the price sorts count only for a buyer who sees prices). */
export const SEARCH_SORTS = ['relevance', ...CATEGORY_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchQuery = z.strictObject({
  search: plainText().trim().min(1).max(SEARCH_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(SEARCH_RESULT_CAP).default(1),
  size: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_DEFAULT_PAGE_SIZE),
  /** The products found, narrowed (the brands found stay as they are): a category and its sub-categories, a brand… */
  categoryId: idSchema.optional(),
  brandId: idSchema.optional(),
  inStock: z.enum(['true', 'false']).default('false'),
  moqMax: z.coerce.number().int().min(1).max(1_000_000).optional(),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  locale: localeSchema,
});
export type SearchQuery = z.infer<typeof searchQuery>;

const capped = { total: z.number().int().nonnegative(), totalCapped: z.boolean() };

export const searchResult = z.object({
  /** The text searched for, trimmed. */
  search: z.string(),
  /** The words that matched (the query's, or their corrections), for highlighting them in names. */
  terms: z.array(z.string()),
  /** When nothing matched the text as typed: the closest known words that the results are for. */
  correction: z.string().nullable(),
  brands: z.object({ list: z.array(brandSummary), ...capped }),
  products: z.object({
    list: z.array(productSummary),
    page: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    ...capped,
  }),
  /** The brands and sub-categories of the products found (before narrowing), with their counts: the filters' choices. */
  facets: z.object({
    brands: z.array(categoryRef.extend({ count: z.number().int() })),
    categories: z.array(categoryRef.extend({ count: z.number().int() })),
  }),
  /** Only when nothing matched at all: known words close to the text and popular brands. */
  suggestions: z.object({ terms: z.array(z.string()), brands: z.array(brandRef) }),
});
export type SearchResult = z.infer<typeof searchResult>;
