import type { ConsoleProductsFilter } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import { cappedCount, sqlRunner } from '../../../db/sql.js';
import type { ProductFacts } from '../../../products/product-facts.js';
import { setStock } from '../../../products/product-stock.js';
import type { CertificateRow } from '../product-certificates.repository.js';

/** A product as the console reads and writes it: prices in minor units, stock null when not held. */
export type ProductRecord = ProductFacts & {
  descriptions: LocalizedText;
  exist: boolean;
  hidden: boolean;
  originCountry: string;
  ingredients: string;
  allergens: string;
  shelfLifeMonths: number | null;
  manufactureCountry: string | null;
};
export type ProductDetailRecord = ProductRecord & {
  id: number;
  images: string[];
  certificates: CertificateRow[];
  createdAt: Date;
};

export type ProductListRow = {
  id: number;
  sku: string;
  barcode: string | null;
  names: LocalizedText;
  brandId: number;
  brandNames: LocalizedText;
  categoryId: number;
  categoryNames: LocalizedText;
  moq: number;
  supplyUsd: number;
  supplyKrw: number;
  stock: number | null;
  exist: boolean;
  hidden: boolean;
  image: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const yes = (flag: 'yes' | 'no' | undefined, condition: SQL) =>
  flag === undefined ? [] : [flag === 'yes' ? condition : sql`not (${condition})`];

function conditions(filter: ConsoleProductsFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.keyword) {
    const lower = filter.keyword.toLowerCase();
    const contains = `%${escapeLike(lower)}%`;
    const prefix = `${escapeLike(lower)}%`;
    parts.push(sql`(p.search_text like ${contains} or lower(p.sku) like ${prefix} or p.barcode like ${prefix})`);
  }
  if (filter.brandId) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.categoryId) {
    parts.push(sql`(p.category_id = ${filter.categoryId}
      or p.category_id in (select id from categories where parent_id = ${filter.categoryId}))`);
  }
  parts.push(...yes(filter.hidden, sql`p.hidden`), ...yes(filter.soldOut, sql`not p.exist`));
  parts.push(...yes(filter.held, sql`p.held`));
  return sql.join(parts, sql` and `);
}

const recordColumns = sql`p.brand_id as "brandId", p.category_id as "categoryId", p.names, p.descriptions, p.sku,
  p.barcode, p.moq, p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw", p.retail_usd as "retailUsd",
  p.retail_krw as "retailKrw", s.units as stock, p.exist, p.hidden, p.hs_code as "hsCode",
  p.origin_country as "originCountry", p.weight_g as "weightG", p.volume_cm3 as "volumeCm3",
  p.units_per_carton as "unitsPerCarton", p.carton_weight_g as "cartonWeightG",
  p.carton_volume_cm3 as "cartonVolumeCm3", p.ingredients, p.allergens, p.shelf_life_months as "shelfLifeMonths",
  p.manufacture_country as "manufactureCountry"`;

const writable = (product: Omit<ProductRecord, 'stock'>) => ({
  brand_id: product.brandId,
  category_id: product.categoryId,
  names: JSON.stringify(product.names),
  descriptions: JSON.stringify(product.descriptions),
  sku: product.sku,
  barcode: product.barcode,
  moq: product.moq,
  supply_usd: product.supplyUsd,
  supply_krw: product.supplyKrw,
  retail_usd: product.retailUsd,
  retail_krw: product.retailKrw,
  exist: product.exist,
  hidden: product.hidden,
  hs_code: product.hsCode,
  origin_country: product.originCountry,
  weight_g: product.weightG,
  volume_cm3: product.volumeCm3,
  units_per_carton: product.unitsPerCarton,
  carton_weight_g: product.cartonWeightG,
  carton_volume_cm3: product.cartonVolumeCm3,
  ingredients: product.ingredients,
  allergens: product.allergens,
  shelf_life_months: product.shelfLifeMonths,
  manufacture_country: product.manufactureCountry,
});
const JSON_COLUMNS = new Set(['names', 'descriptions']);
const value = (column: string, v: unknown) => (JSON_COLUMNS.has(column) ? sql`${v}::jsonb` : sql`${v}`);

export function productsConsoleRepository(db: Db) {
  const runner = sqlRunner(db);
  const { rows, one } = runner;

  return {
    /** A page, newest first; searched by a text, the matches are counted up to `countUpTo` (`totalCapped`: more). */
    async page(filter: ConsoleProductsFilter, page: number, size: number, countUpTo: number) {
      const where = conditions(filter);
      const list = await rows<ProductListRow>(sql`select p.id, p.sku, p.barcode, p.names, p.brand_id as "brandId",
          b.names as "brandNames", p.category_id as "categoryId", c.names as "categoryNames", p.moq,
          p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw", s.units as stock, p.exist, p.hidden,
          (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          left join product_stock s on s.product_id = p.id
        where ${where} order by p.id desc limit ${size} offset ${(page - 1) * size}`);
      if (filter.keyword) {
        const { total, capped } = await cappedCount(runner, sql`from products p where ${where}`, countUpTo);
        return { list, total, totalCapped: capped };
      }
      const total = await one<{ n: number }>(sql`select count(*)::int as n from products p where ${where}`);
      return { list, total: total?.n ?? 0, totalCapped: false };
    },

    /** A product with its stock and pictures; `lock` holds it (and its stock row) for a change. */
    detail: (id: number, lock = false) =>
      one<ProductDetailRecord>(sql`select p.id, ${recordColumns}, p.created_at as "createdAt",
          coalesce((select json_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '[]')
            as images,
          coalesce((select json_agg(x order by x.id) from (select c.id, c.kind, c.title, c.file_name as "fileName",
              c.size_bytes as "sizeBytes", c.created_at as "createdAt"
            from product_certificates c where c.product_id = p.id) x), '[]') as certificates
        from products p left join product_stock s on s.product_id = p.id
        where p.id = ${id} ${lock ? sql`for update of p` : sql``}`),

    /** The ids among `ids` that exist, locked for a change. */
    lockMany: (ids: number[]) =>
      rows<{ id: number; brandId: number; hidden: boolean; stock: number | null }>(sql`select p.id,
          p.brand_id as "brandId", p.hidden, s.units as stock
        from products p left join product_stock s on s.product_id = p.id
        where p.id = any(${sql.param(ids)}::int[]) order by p.id for update of p`),

    skuTaken: async (sku: string, exceptId?: number) =>
      (await one(sql`select 1 from products where lower(sku) = lower(${sku})
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`)) !== undefined,

    brandExists: async (id: number) => (await one(sql`select 1 from brands where id = ${id}`)) !== undefined,
    categoryExists: async (id: number) => (await one(sql`select 1 from categories where id = ${id}`)) !== undefined,

    async insert(product: Omit<ProductRecord, 'stock'>) {
      const columns = writable(product);
      const names = Object.keys(columns);
      const row = await one<{ id: number }>(sql`insert into products (${sql.raw(names.join(', '))})
        values (${sql.join(
          names.map((column) => value(column, columns[column as keyof typeof columns])),
          sql`, `,
        )}) returning id`);
      return row!.id;
    },

    async update(id: number, product: Omit<ProductRecord, 'stock'>) {
      const columns = writable(product);
      await db.execute(
        sql`update products set ${sql.join(
          Object.entries(columns).map(([column, v]) => sql`${sql.raw(column)} = ${value(column, v)}`),
          sql`, `,
        )} where id = ${id}`,
      );
    },

    setHidden: (ids: number[], hidden: boolean) =>
      db.execute(sql`update products set hidden = ${hidden} where id = any(${sql.param(ids)}::int[])`),
    setBrand: (ids: number[], brandId: number) =>
      db.execute(sql`update products set brand_id = ${brandId} where id = any(${sql.param(ids)}::int[])`),

    /** The fulfilment centre's units of a product; null: it holds none (the row goes, `held` follows). */
    setStock: (id: number, units: number | null) => setStock(db, [{ id, units }]),

    async setImages(id: number, urls: string[]) {
      await db.execute(sql`delete from product_images where product_id = ${id}`);
      for (const [position, url] of urls.entries()) {
        await db.execute(
          sql`insert into product_images (product_id, position, url) values (${id}, ${position}, ${url})`,
        );
      }
    },
  };
}
