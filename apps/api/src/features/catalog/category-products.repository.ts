import type { CategoryProductsQuery, Pricing } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { type ProductRow, productColumns } from './product-card.js';

export type CategoryPageRow = {
  category: { id: number; names: LocalizedText; parentId: number | null; parentNames: LocalizedText | null } | null;
  children: { id: number; names: LocalizedText; count: number }[];
  brands: { id: number; names: LocalizedText; count: number }[];
  list: ProductRow[];
  total: number;
};

/** The brand filter lists at most this many brands (a category holds a few hundred). */
const MAX_BRANDS = 500;

const PRICE_COLUMN: Record<Pricing['currency'], SQL> = { USD: sql`p.supply_usd`, KRW: sql`p.supply_krw` };

/** The order of the page; a price sort only with the buyer's prices (the grade discount keeps the base order). */
function orderOf(query: CategoryProductsQuery, pricing: Pricing | undefined): SQL {
  switch (query.sort) {
    case 'name':
      return sql`lower(coalesce(p.names->>${query.locale}, p.names->>'en')), p.id`;
    case 'moq':
      return sql`p.moq, p.id`;
    case 'price-asc':
      if (pricing) return sql`${PRICE_COLUMN[pricing.currency]}, p.id`;
      break;
    case 'price-desc':
      if (pricing) return sql`${PRICE_COLUMN[pricing.currency]} desc, p.id desc`;
      break;
  }
  return sql`p.created_at desc, p.id desc`;
}

/**
 * A category's products across brands. A top category holds its sub-categories' products; a hidden category (or one
 * under a hidden one) is not shown. Indexes: `products_category_created_idx` (category, newest) for the page and its
 * count, `products_category_brand_idx` (category, brand) for the brands' counts, both read per sub-category.
 */
export function categoryProductsRepository(db: Db) {
  const { one } = sqlRunner(db, 'category');

  return {
    /** The category, its sub-categories and brands with their counts, a page of products and their count: one round trip. */
    async page(id: number, query: CategoryProductsQuery, pricing?: Pricing) {
      const scope = sql`p.category_id in (select c.id from categories c where (c.id = ${id} or c.parent_id = ${id}) and not c.hidden)`;
      const filters: SQL[] = [scope];
      if (query.subCategoryId) filters.push(sql`p.category_id = ${query.subCategoryId}`);
      if (query.brandId) filters.push(sql`p.brand_id = ${query.brandId}`);
      if (query.inStock === 'true') filters.push(sql`p.held`);
      if (query.moqMax) filters.push(sql`p.moq <= ${query.moqMax}`);
      const where = sql.join(filters, sql` and `);
      const result = await one<CategoryPageRow>(sql`select
          (select row_to_json(x) from (select c.id, c.names, c.parent_id as "parentId", parent.names as "parentNames"
            from categories c left join categories parent on parent.id = c.parent_id
            where c.id = ${id} and not c.hidden and not coalesce(parent.hidden, false)) x) as category,
          coalesce((select json_agg(x) from (select c.id, c.names,
              (select count(*)::int from products p where p.category_id = c.id) as count
            from categories c where c.parent_id = ${id} and not c.hidden order by c.position, c.id) x), '[]') as children,
          coalesce((select json_agg(x) from (select b.id, b.names, f.count from (
              select p.brand_id, count(*)::int as count from products p where ${scope} group by p.brand_id) f
            join brands b on b.id = f.brand_id order by lower(b.names->>'en'), b.id limit ${MAX_BRANDS}) x), '[]') as brands,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
            where ${where} order by ${orderOf(query, pricing)}
            limit ${query.size} offset ${(query.page - 1) * query.size}) x), '[]') as list,
          (select count(*)::int from products p where ${where}) as total`);
      return result?.category ? { ...result, category: result.category } : undefined;
    },

    /** The products of these SKUs, whatever their letters' case (the SKU index is on `lower(sku)`). */
    bySkus: async (skus: string[], pricing?: Pricing) =>
      (
        await one<{ list: ProductRow[] }>(sql`select coalesce(json_agg(x), '[]') as list from (
          select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
          where lower(p.sku) in (select lower(s) from json_array_elements_text(${JSON.stringify(skus)}::json) s)) x`)
      )?.list ?? [],
  };
}

export type CategoryProductsRepository = ReturnType<typeof categoryProductsRepository>;
