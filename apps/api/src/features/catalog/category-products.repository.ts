import { CATEGORY_BRAND_CHOICES, type CategoryProductsQuery, type Pricing } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { NOT_WITHDRAWN, type ProductRow, productColumns } from '../../products/product-card.js';

/** What a category page shows whatever its filters: the category, its sub-categories and brands, its product count. */
export type CategoryFacetsRow = {
  category: { id: number; names: LocalizedText; parentId: number | null; parentNames: LocalizedText | null };
  children: { id: number; names: LocalizedText; count: number }[];
  brands: { id: number; names: LocalizedText; count: number }[];
  total: number;
};

/**
 * A sort as each sub-category's index reads it (`inner`, the columns of one `products_category_*_idx`), the key it
 * hands up (`key`, as k and t) and the merge of the sub-categories' runs (`outer`).
 */
type Order = { key: SQL; inner: SQL; outer: SQL };
const ascending = (column: SQL): Order => ({
  key: sql`${column} as k, p.id as t`,
  inner: sql`${column}, p.id`,
  outer: sql`pk.k, pk.t`,
});
const NEWEST: Order = {
  key: sql`p.created_at as k, p.id as t`,
  inner: sql`p.created_at desc, p.id desc`,
  outer: sql`pk.k desc, pk.t desc`,
};
const PRICE: Record<Pricing['currency'], SQL> = { USD: sql`p.supply_usd`, KRW: sql`p.supply_krw` };

/** The page's order; a price sort only with the buyer's prices (the grade discount keeps the base order). */
function orderOf(query: CategoryProductsQuery, pricing: Pricing | undefined): Order {
  switch (query.sort) {
    case 'name':
      return ascending(sql`lower(p.names->>'en')`);
    case 'moq':
      return ascending(sql`p.moq`);
    case 'price-asc':
      return pricing ? ascending(PRICE[pricing.currency]) : NEWEST;
    case 'price-desc':
      return pricing
        ? {
            key: sql`${PRICE[pricing.currency]} as k, p.id as t`,
            inner: sql`${PRICE[pricing.currency]} desc, p.id desc`,
            outer: sql`pk.k desc, pk.t desc`,
          }
        : NEWEST;
    default:
      return NEWEST;
  }
}

/** The categories a page covers: the category and its sub-categories, none hidden (the parent's visibility is the facets'). */
const scopeOf = (id: number) =>
  sql`select c.id from categories c where (c.id = ${id} or c.parent_id = ${id}) and not c.hidden`;

export function categoryProductsRepository(db: Db) {
  const { one } = sqlRunner(db, 'category');

  return {
    /**
     * The category (none when unknown, hidden or under a hidden one), its sub-categories and brands (those with the
     * most products, by name) with their counts, and its products' count: one index-only scan of
     * `products_listed_category_brand_idx`, its products counted per sub-category and brand, from which the three
     * counts are summed. Kept by the service.
     */
    async facets(id: number): Promise<CategoryFacetsRow | undefined> {
      const result = await one<
        Omit<CategoryFacetsRow, 'category'> & { category: CategoryFacetsRow['category'] | null }
      >(
        sql`with counted as materialized (select p.category_id, p.brand_id, count(*)::int as count from products p
            where p.category_id in (${scopeOf(id)}) and ${NOT_WITHDRAWN} group by p.category_id, p.brand_id)
          select
          (select row_to_json(x) from (select c.id, c.names, c.parent_id as "parentId", parent.names as "parentNames"
            from categories c left join categories parent on parent.id = c.parent_id
            where c.id = ${id} and not c.hidden and not coalesce(parent.hidden, false)) x) as category,
          coalesce((select json_agg(x) from (select c.id, c.names,
              (select coalesce(sum(f.count), 0)::int from counted f where f.category_id = c.id) as count
            from categories c where c.parent_id = ${id} and not c.hidden order by c.position, c.id) x), '[]') as children,
          coalesce((select json_agg(x order by lower(x.names->>'en'), x.id) from (select b.id, b.names, f.count from (
              select brand_id, sum(count)::int as count from counted group by brand_id
              order by count desc, brand_id limit ${CATEGORY_BRAND_CHOICES}) f
            join brands b on b.id = f.brand_id) x), '[]') as brands,
          (select coalesce(sum(count), 0)::int from counted) as total`,
      );
      return result?.category ? { ...result, category: result.category } : undefined;
    },

    /**
     * A page of the category's products, and their count when narrowed (`counted`). Each sub-category's first
     * `offset + size` products are read in order from its index and merged, so a page of a top category with tens of
     * thousands of products reads a few hundred index entries, not all of them.
     */
    async page(id: number, query: CategoryProductsQuery, pricing: Pricing | undefined, counted: boolean) {
      const filters: SQL[] = [];
      if (query.brandId) filters.push(sql` and p.brand_id = ${query.brandId}`);
      if (query.inStock === 'true') filters.push(sql` and p.held`);
      if (query.moqMax) filters.push(sql` and p.moq <= ${query.moqMax}`);
      const narrow = sql.join(filters);
      const scope = query.subCategoryId ? sql`${scopeOf(id)} and c.id = ${query.subCategoryId}` : scopeOf(id);
      const offset = (query.page - 1) * query.size;
      const order = orderOf(query, pricing);
      const result = await one<{ list: ProductRow[]; total: number | null }>(sql`with picked as materialized (
          select pk.id, pk.k, pk.t from (${scope}) s cross join lateral (
            select p.id, ${order.key} from products p where p.category_id = s.id and ${NOT_WITHDRAWN}${narrow}
            order by ${order.inner} limit ${offset + query.size}) pk
          order by ${order.outer} limit ${query.size} offset ${offset}
        )
        select
          coalesce((select json_agg(x) from (select ${productColumns(pricing)} from picked pk
            join products p on p.id = pk.id join brands pb on pb.id = p.brand_id order by ${order.outer}) x), '[]') as list,
          ${counted ? sql`(select count(*)::int from products p where p.category_id in (${scope}) and ${NOT_WITHDRAWN}${narrow})` : sql`null`} as total`);
      return { list: result?.list ?? [], total: result?.total ?? null };
    },

    /** The products of these SKUs, whatever their letters' case (the SKU index is on `lower(sku)`); none withdrawn. */
    bySkus: async (skus: string[], pricing?: Pricing) =>
      (
        await one<{ list: ProductRow[] }>(sql`select coalesce(json_agg(x), '[]') as list from (
          select ${productColumns(pricing)} from products p join brands pb on pb.id = p.brand_id
          where lower(p.sku) in (select lower(s) from json_array_elements_text(${JSON.stringify(skus)}::json) s)
            and ${NOT_WITHDRAWN}) x`)
      )?.list ?? [],
  };
}

export type CategoryProductsRepository = ReturnType<typeof categoryProductsRepository>;
