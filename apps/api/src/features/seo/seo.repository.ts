import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import { NOT_WITHDRAWN } from '../../products/product-card.js';
import type { BrandFacts, CategoryFacts, GroupType, PickFacts, ProductFacts } from './seo.meta.js';

/**
 * What the pages' tags and the sitemaps read, in English. Public facts only: no query here selects a price column
 * (supply_*, retail_*) or a stock count.
 */
/** Categories a visitor sees in the catalogue: neither they nor their parent are hidden. */
const visibleCategories = sql`select c.id from categories c left join categories parent on parent.id = c.parent_id
  where not c.hidden and not coalesce(parent.hidden, false)`;

export function seoRepository(db: Db) {
  const { rows } = sqlRunner(db, 'seo');

  return {
    async brand(id: number): Promise<BrandFacts | undefined> {
      const [brand] = await rows<BrandFacts>(sql`select b.id, b.names->>'en' as name, b.names->>'ko' as "nameKo",
          b.descriptions->>'en' as description, b.logo_url as "logoUrl", c.names->>'en' as category
        from brands b join categories c on c.id = b.category_id where b.id = ${id} and not b.hidden`);
      return brand;
    },

    /** A visible category, with its products (its sub-categories' too) and its three brands with the most of them. */
    async category(id: number): Promise<CategoryFacts | undefined> {
      const [category] = await rows<CategoryFacts>(sql`with scope as (
          select c.id from categories c where (c.id = ${id} or c.parent_id = ${id}) and not c.hidden)
        select c.id, c.names->>'en' as name, parent.names->>'en' as parent,
          (select count(*)::int from products p
            where p.category_id in (select id from scope) and ${NOT_WITHDRAWN}) as "productCount",
          coalesce((select json_agg(x.name) from (select b.names->>'en' as name from products p
              join brands b on b.id = p.brand_id where p.category_id in (select id from scope) and ${NOT_WITHDRAWN}
              group by b.id order by count(*) desc, b.id limit 3) x), '[]') as brands
        from categories c left join categories parent on parent.id = c.parent_id
        where c.id = ${id} and c.id in (${visibleCategories})`);
      return category;
    },

    /** The visible categories, top ones and their sub-categories, for the static sitemap. */
    categoryIds: async () => (await rows<{ id: number }>(sql`${visibleCategories} order by c.id`)).map((row) => row.id),

    async product(id: number): Promise<ProductFacts | undefined> {
      const [product] = await rows<ProductFacts>(sql`select p.id, p.names->>'en' as name,
          p.descriptions->>'en' as description, p.sku, b.names->>'en' as brand, c.names->>'en' as category,
          (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.id = ${id} and ${NOT_WITHDRAWN}`);
      return product;
    },

    /** A pick with its size and the first few brands of its products, in the operators' order. */
    async pick(code: string, type: GroupType): Promise<PickFacts | undefined> {
      const [pick] = await rows<PickFacts>(sql`select g.code, g.type, g.names->>'en' as name,
          (select count(*)::int from product_group_members m join products p on p.id = m.product_id
            where m.group_id = g.id and ${NOT_WITHDRAWN}) as "productCount",
          coalesce((select json_agg(x.name order by x.first) from (
              select b.names->>'en' as name, min(m.position) as first
              from product_group_members m join products p on p.id = m.product_id join brands b on b.id = p.brand_id
              where m.group_id = g.id and ${NOT_WITHDRAWN} group by b.id order by first limit 3) x), '[]') as brands
        from product_groups g where g.code = ${code} and g.type = ${type}`);
      return pick;
    },

    picks: () =>
      rows<{ code: string; type: GroupType }>(sql`select code, type from product_groups order by position, code, type`),

    /** Brands the brand list shows (not in a hidden category), by id; at most one sitemap's worth. */
    brandIds: async (limit: number) =>
      (
        await rows<{ id: number }>(sql`select b.id from brands b
          where b.category_id in (${visibleCategories}) and not b.hidden order by b.id limit ${limit}`)
      ).map((row) => row.id),

    /** The numbers of the products sitemaps that have at least one product (one pass, ids only). */
    productChunks: async (size: number) =>
      (
        await rows<{ n: number }>(sql`select ((p.id - 1) / ${size}::int + 1)::int as n from products p
          where p.category_id in (${visibleCategories}) and ${NOT_WITHDRAWN} group by 1 order by 1`)
      ).map((row) => row.n),

    /** Product ids in one id range: an index range scan, however far into the catalogue (no offset). */
    productIds: async (from: number, to: number) =>
      (
        await rows<{ id: number }>(sql`select p.id from products p
          where p.id between ${from} and ${to} and p.category_id in (${visibleCategories}) and ${NOT_WITHDRAWN}
          order by p.id`)
      ).map((row) => row.id),
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;
