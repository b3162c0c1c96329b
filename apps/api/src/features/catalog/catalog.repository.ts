import {
  type BrandProductsQuery,
  type BrandSearch,
  type CertificateKind,
  IN_STOCK_BRAND_ID,
  type Pricing,
  type SiteSettings,
} from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { sellerJson } from '../../documents/seller.js';
import {
  type BrandRow,
  brandColumns,
  NOT_WITHDRAWN,
  ORDINARY_BRAND,
  type ProductRow,
  productColumns,
} from '../../products/product-card.js';

export type CategoryRow = { id: number; parentId: number | null; names: LocalizedText; hidden: boolean };
/** A category of a brand's products with how many there are, and the category it belongs to (none at the top). */
export type FacetRow = {
  id: number;
  names: LocalizedText;
  count: number;
  parentId: number | null;
  parentNames: LocalizedText | null;
};
/** A brand's terms: read for an approved buyer only, the minimum in the buyer's currency (minor units). */
export type BrandTermsRow = { leadTimeDays: number | null; minOrder: number | null };
export type BrandDetailRow = BrandRow & { descriptions: LocalizedText } & Partial<BrandTermsRow>;
export type CertificateRefRow = { id: number; kind: CertificateKind; title: string; sizeBytes: number };
export type ProductDetailRow = ProductRow & {
  categoryId: number;
  categoryNames: LocalizedText;
  descriptions: LocalizedText;
  weightG: number;
  volumeCm3: number;
  hsCode: string;
  ingredients: string;
  allergens: string;
  shelfLifeMonths: number | null;
  manufactureCountry: string | null;
} & Partial<BrandTermsRow> & { certificates?: CertificateRefRow[] | null };

/**
 * The brand's terms, only for a buyer with prices: its lead time and its minimum in the buyer's currency. A visitor's
 * statement never reads the minimum's columns.
 */
const brandTermsColumns = (alias: 'b' | 'pb', pricing?: Pricing) =>
  pricing
    ? sql`, ${sql.raw(alias)}.lead_time_days as "leadTimeDays",
        ${sql.raw(alias)}.${sql.raw(pricing.currency === 'USD' ? 'min_order_usd' : 'min_order_krw')} as "minOrder"`
    : sql``;

const BRAND_SORT: Record<BrandSearch['sort'], SQL> = {
  newest: sql`b.created_at desc, b.id desc`,
  name: sql`lower(b.names->>'en'), b.id`,
  popular: sql`b.popularity desc, b.id desc`,
};
const PRODUCT_SORT: Record<BrandProductsQuery['sort'], SQL> = {
  newest: sql`p.created_at desc, p.id desc`,
  name: sql`lower(p.names->>'en'), p.id`,
  moq: sql`p.moq, p.id`,
};

/**
 * The showcase brand lists every product held in the fulfilment centre; any other brand lists its own. Withdrawn
 * products (hidden, or of a hidden brand) are in neither.
 */
const productsOfBrand = (brandId: number) =>
  brandId === IN_STOCK_BRAND_ID
    ? sql`(p.held and ${NOT_WITHDRAWN})`
    : sql`(p.brand_id = ${brandId} and ${NOT_WITHDRAWN})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function catalogRepository(db: Db) {
  const { rows } = sqlRunner(db, 'catalog');

  return {
    /** Product cards by id, in no particular order (the total search lists them through `productCards`). */
    productsById: (ids: number[], pricing?: Pricing) =>
      rows<ProductRow>(sql`select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
        where p.id = any(${sql.param(ids)}::int[])`),

    countries: () =>
      rows<{ id: number; name: string; callingCode: string; code: string; emoji: string }>(
        sql`select id, name, calling_code as "callingCode", code, emoji from countries order by name`,
      ),

    categories: (includeHidden: boolean) =>
      rows<CategoryRow>(sql`select c.id, c.parent_id as "parentId", c.names, c.hidden from categories c
        left join categories parent on parent.id = c.parent_id
        where ${includeHidden ? sql`true` : sql`not c.hidden and not coalesce(parent.hidden, false)`}
        order by c.depth, c.position, c.id`),

    topBrands: () =>
      rows<{ id: number; names: LocalizedText; logoUrl: string; categoryId: number; categoryNames: LocalizedText }>(
        sql`select b.id, b.names, b.logo_url as "logoUrl", c.id as "categoryId", c.names as "categoryNames"
          from brands b join categories c on c.id = b.category_id
          where b.is_top and not c.hidden and ${ORDINARY_BRAND}
          order by c.position, c.id, b.top_position, b.id`,
      ),

    allBrands: () =>
      rows<{ id: number; names: LocalizedText; logoUrl: string }>(
        sql`select b.id, b.names, b.logo_url as "logoUrl" from brands b where ${ORDINARY_BRAND} order by b.id desc`,
      ),

    async searchBrands(search: BrandSearch, page: number, size: number) {
      const conditions: SQL[] = [sql`b.category_id in (select id from categories where not hidden)`, ORDINARY_BRAND];
      if (search.keyword) {
        const pattern = `%${escapeLike(search.keyword)}%`;
        conditions.push(sql`exists (select 1 from jsonb_each_text(b.names) n where n.value ilike ${pattern})`);
      }
      if (search.categoryId) {
        conditions.push(sql`(b.category_id = ${search.categoryId}
          or exists (select 1 from products p where p.brand_id = b.id and p.category_id = ${search.categoryId}))`);
      }
      const where = sql.join(conditions, sql` and `);
      // One round trip: the page and the count, assembled as JSON by PostgreSQL.
      const [result] = await rows<{ list: BrandRow[]; total: number }>(sql`select
          coalesce((select json_agg(x) from (select ${brandColumns} from brands b join categories c on c.id = b.category_id
            where ${where} order by ${BRAND_SORT[search.sort]} limit ${size} offset ${(page - 1) * size}) x), '[]') as list,
          (select count(*)::int from brands b where ${where}) as total`);
      return result ?? { list: [], total: 0 };
    },

    /**
     * A brand, a page of its products, their count and their categories with the categories those belong to, in one
     * round trip. A chosen category takes its sub-categories with it.
     */
    async brandPage(brandId: number, query: BrandProductsQuery, pricing?: Pricing) {
      const scope = productsOfBrand(brandId);
      const where = query.categoryId
        ? sql`${scope} and p.category_id in (select id from categories
            where id = ${query.categoryId} or parent_id = ${query.categoryId})`
        : scope;
      const [result] = await rows<{
        brand: BrandDetailRow | null;
        list: ProductRow[];
        total: number;
        categories: FacetRow[];
      }>(sql`select
          (select row_to_json(x) from (select ${brandColumns}, b.descriptions ${brandTermsColumns('b', pricing)}
            from brands b join categories c on c.id = b.category_id where b.id = ${brandId} and not b.hidden) x) as brand,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
            where ${where} order by ${PRODUCT_SORT[query.sort]} limit ${query.size} offset ${(query.page - 1) * query.size}) x), '[]') as list,
          (select count(*)::int from products p where ${where}) as total,
          coalesce((select json_agg(x) from (select c.id, c.names, count(*)::int as count,
              parent.id as "parentId", parent.names as "parentNames"
            from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
            where ${scope} group by c.id, parent.id
            order by parent.position nulls first, parent.id, c.position, c.id) x), '[]') as categories`);
      return result?.brand ? { ...result, brand: result.brand } : undefined;
    },

    /** A product with its images, groups and related products, in one round trip; none when it is withdrawn. */
    async product(id: number, pricing?: Pricing) {
      const [result] = await rows<{
        product: ProductDetailRow | null;
        images: string[];
        groups: { code: string; type: 'PICK' | 'CHOICE'; names: LocalizedText }[];
        related: ProductRow[];
      }>(sql`with product as (select ${productColumns(pricing)}, p.category_id as "categoryId",
            c.names as "categoryNames", p.descriptions, p.weight_g as "weightG", p.volume_cm3 as "volumeCm3",
            p.hs_code as "hsCode", p.ingredients, p.allergens, p.shelf_life_months as "shelfLifeMonths",
            p.manufacture_country as "manufactureCountry", p.created_at ${brandTermsColumns('pb', pricing)}
          from products p join brands pb on pb.id = p.brand_id join categories c on c.id = p.category_id
          where p.id = ${id} and ${NOT_WITHDRAWN})
        select
          (select row_to_json(x) from (select id, "brandId", "brandNames", names, sku, barcode, moq, exist, withdrawn,
            "stockQty", image,
            ${pricing ? sql`supply, retail, "leadTimeDays", "minOrder",` : sql``}
            "categoryId", "categoryNames", descriptions, "weightG", "volumeCm3", "hsCode", ingredients, allergens,
            "shelfLifeMonths", "manufactureCountry",
            ${
              pricing
                ? sql`coalesce((select json_agg(c order by c.id) from (select id, kind, title, size_bytes as "sizeBytes"
                    from product_certificates where product_id = ${id}) c), '[]')`
                : sql`null`
            } as certificates from product) x) as product,
          coalesce((select json_agg(url order by position) from product_images where product_id = ${id}), '[]') as images,
          coalesce((select json_agg(x) from (select g.code, g.type, g.names
            from product_group_members m join product_groups g on g.id = m.group_id
            where m.product_id = ${id} order by g.position, g.type) x), '[]') as groups,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
            where p.brand_id = (select "brandId" from product) and p.id <> ${id} and p.exist and ${NOT_WITHDRAWN}
            order by p.created_at desc, p.id desc limit 8) x), '[]') as related`);
      if (!result?.product) return undefined;
      return { ...result, product: result.product };
    },

    async site() {
      const [settings] = await rows<SiteSettings>(
        sql`select contact_phone as "contactPhone", contact_email as "contactEmail", hq_address as "hqAddress",
          fulfilment_address as "fulfilmentAddress", ${sellerJson('settings')} as seller
          from settings where id = 1`,
      );
      return settings;
    },

    async brandName(id: number) {
      const [brand] = await rows<{ name: string }>(sql`select names->>'en' as name from brands where id = ${id}`);
      return brand?.name;
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
