import {
  type BrandRef,
  type BrandSummary,
  buyerPrices,
  IN_STOCK_BRAND_ID,
  type Locale,
  localName,
  minor,
  type PriceView,
  type Pricing,
  type ProductSummary,
  shownAvailability,
} from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogChanges } from '../db/changes.js';
import type { LocalizedText } from '../db/schema.js';
import { keptMap } from '../lib/kept.js';
import { VISITOR_MAX_AGE_S } from '../plugins/catalog-cache.js';
import { productImage } from './image-address.js';

/*
 * A product card and a brand card as every list shows them — their columns (the SQL), their rows, their presenters —
 * and the product cards kept by id. The catalogue, the basket, the cart, the picks, the buyer's home and the total
 * search list products and brands through this file only.
 */

export type BrandRow = {
  id: number;
  names: LocalizedText;
  logoUrl: string;
  categoryId: number;
  categoryNames: LocalizedText;
  isTop: boolean;
  productCount: number;
};
export type ProductRow = {
  id: number;
  brandId: number;
  brandNames: LocalizedText;
  names: LocalizedText;
  sku: string;
  barcode: string | null;
  moq: number;
  exist: boolean;
  /** The product or its brand hidden: read for the lines of a cart or a basket, which keep such products. */
  withdrawn: boolean;
  stockQty: number | null;
  image: string | null;
  /** Base supply and retail prices in the buyer's currency: selected only for a buyer, absent for anyone else. */
  supply?: number;
  retail?: number;
};

/**
 * Brand 492 is the fulfilment centre's in-stock showcase, not a brand: every list of brands (`b`) leaves it out — the
 * brand list and its search, the top brands, the total search; it has its own entry in the header.
 */
export const ORDINARY_BRAND = sql.raw(`b.id <> ${IN_STOCK_BRAND_ID} and not b.hidden`);

/**
 * A product (`p`) the storefront shows and sells: not withdrawn, i.e. neither it nor its brand hidden (the column is
 * kept from both flags by the database). Every list, search, page, sitemap and lookup of products asks it.
 */
export const NOT_WITHDRAWN = sql.raw('not p.withdrawn');

/** The columns of a brand card (`b` joined to its category `c`), as the total search lists them too. */
export const brandColumns = sql`b.id, b.names, b.logo_url as "logoUrl", b.category_id as "categoryId", c.names as "categoryNames",
  b.is_top as "isTop",
  case when b.id = ${IN_STOCK_BRAND_ID}
    then (select count(*)::int from product_stock)
    else (select count(*)::int from products p where p.brand_id = b.id) end as "productCount"`;

const PRICE_COLUMNS: Record<Pricing['currency'], SQL> = {
  USD: sql`, p.supply_usd as supply, p.retail_usd as retail`,
  KRW: sql`, p.supply_krw as supply, p.retail_krw as retail`,
};

/**
 * The columns of a product card. Price columns are read only for a buyer, in the buyer's currency: a visitor's query
 * never touches them, so no presenter mistake can leak one.
 */
export const productColumns = (
  pricing?: Pricing,
) => sql`p.id, p.brand_id as "brandId", pb.names as "brandNames", p.names,
  p.sku, p.barcode, p.moq, p.exist, p.withdrawn,
  (select s.units from product_stock s where s.product_id = p.id) as "stockQty",
  (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
  ${pricing ? PRICE_COLUMNS[pricing.currency] : sql``}`;

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
    // The showcase holds products of every category: none is its own.
    category: row.id === IN_STOCK_BRAND_ID ? null : { id: row.categoryId, name: localName(row.categoryNames, locale) },
    top: row.isTop,
    inStock: row.id === IN_STOCK_BRAND_ID,
    productCount: row.productCount,
  };
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
    ...shownAvailability(row),
    held: row.stockQty !== null,
    image: productImage(row.id, row.image),
    ...(price && { price }),
  };
}

/** Cards kept per price list (about 1 kB each: at most ≈ 5 MB a list, three lists). */
const KEPT_CARDS = 5_000;

/**
 * Product cards by id, kept for the minute a catalogue answer may be reused anyway (`VISITOR_MAX_AGE_S`): the total
 * search finds ids, and the cards of a result page are mostly the same popular products from one search to the next.
 * Kept per price list — a visitor's card is read without price columns, a buyer's with those of the buyer's currency
 * (the grade discount is applied when presented) — so a visitor's card never holds a price. Every card is dropped
 * whenever any API process changes the catalogue.
 */
export function productCards(
  repository: { productsById: (ids: number[], pricing?: Pricing) => Promise<ProductRow[]> },
  changes?: CatalogChanges,
) {
  const lists = new Map<string, ReturnType<typeof keptMap<ProductRow>>>();
  const listOf = (mode: string) => {
    let list = lists.get(mode);
    if (!list) {
      list = keptMap<ProductRow>({ maxAgeMs: VISITOR_MAX_AGE_S * 1000, maxEntries: KEPT_CARDS });
      lists.set(mode, list);
    }
    return list;
  };
  changes?.subscribe(() => {
    for (const list of lists.values()) list.clear();
  });

  return {
    /** The cards of `ids`, in that order; an id no longer in the catalogue is left out. */
    async get(ids: number[], pricing?: Pricing): Promise<ProductRow[]> {
      const kept = listOf(pricing?.currency ?? 'visitor');
      const found = new Map<number, ProductRow>();
      for (const id of ids) {
        const card = kept.get(String(id));
        if (card) found.set(id, card);
      }
      if (found.size < ids.length) {
        const generation = kept.generation();
        for (const row of await repository.productsById(
          ids.filter((id) => !found.has(id)),
          pricing,
        )) {
          found.set(row.id, row);
          kept.set(String(row.id), row, generation);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

export type ProductCards = ReturnType<typeof productCards>;
