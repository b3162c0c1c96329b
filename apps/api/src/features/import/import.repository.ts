import type { ImportField, ImportRow, ImportState } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import { setStock } from '../../products/product-stock.js';
import type { BrandRef, CurrentProduct, ProductWrite } from './import-plan.js';
import type { TableJson } from './read-table.js';

export type ImportJob = {
  id: number;
  fileName: string;
  headers: string[];
  state: ImportState;
  done: number;
  total: number;
  rowCount: number;
  samples: string[][];
  mapping: (ImportField | null)[] | null;
  blankClears: boolean;
  report: StoredReport | null;
  failure: string | null;
  createdAt: Date;
};
/** The dry run's findings as kept: every error, and the fingerprint of its changes. */
export type StoredReport = {
  create: number;
  update: number;
  unchanged: number;
  errorCount: number;
  errors: { line: number; column: string; reason: string }[];
  digest: string;
};
/** What a dry run or an apply works from. */
export type ImportWork = {
  headers: string[];
  cells: string[][];
  mapping: (ImportField | null)[];
  blankClears: boolean;
  digest: string | null;
};

/** A job under way whose process stopped beating this long ago is taken as failed (its transaction rolled back). */
const STALLED = sql`interval '2 minutes'`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const SHOWN_ERRORS = 1000;

const PRODUCT_COLUMNS = sql`p.id, p.sku, p.brand_id as "brandId", b.names->>'en' as brand, p.category_id as "categoryId",
  p.barcode, p.names, p.moq, p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw", p.retail_usd as "retailUsd",
  p.retail_krw as "retailKrw", s.units as stock, p.hs_code as "hsCode", p.origin_country as origin,
  p.weight_g as "weightG", p.volume_cm3 as "volumeCm3", p.units_per_carton as "unitsPerCarton",
  p.carton_weight_g as "cartonWeightG", p.carton_volume_cm3 as "cartonVolumeCm3", not p.exist as hidden,
  p.ingredients, p.allergens, p.shelf_life_months as "shelfLifeMonths", p.manufacture_country as "manufactureCountry"
  from products p join brands b on b.id = p.brand_id left join product_stock s on s.product_id = p.id`;

/** The columns of `ProductWrite` as `jsonb_to_recordset` reads them. */
const WRITE_RECORD = sql`x(id int, sku text, "brandId" int, "categoryId" int, names jsonb, barcode text, moq int,
  "supplyUsd" int, "supplyKrw" int, "retailUsd" int, "retailKrw" int, exist boolean, "hsCode" text, origin text,
  "weightG" int, "volumeCm3" int, "unitsPerCarton" int, "cartonWeightG" int, "cartonVolumeCm3" int, stock int, ingredients text, allergens text,
  "shelfLifeMonths" int, "manufactureCountry" text)`;

/**
 * The import's SQL: the job and its findings, the catalogue as the file names it (one statement for all its SKUs,
 * one for its brands), and the writes, each a statement for a whole chunk of rows (`jsonb_to_recordset`), never a
 * statement per row.
 */
export function importRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  const jobColumns = sql`id, file_name as "fileName", headers, state, done, total, row_count as "rowCount", samples,
    mapping, blank_clears as "blankClears",
    case when report is null then null else report - 'errors'
      || jsonb_build_object('errors', jsonb_path_query_array(report, ${`$.errors[0 to ${SHOWN_ERRORS - 1}]`}::jsonpath))
    end as report, failure, created_at as "createdAt",
    state in ('checking', 'applying') and heartbeat_at < now() - ${STALLED} as stalled`;

  return {
    async create(operatorId: number, fileName: string, file: TableJson & { mapping: ImportWork['mapping'] }) {
      const row = await one<{ id: number }>(sql`insert into catalog_imports
          (operator_id, file_name, headers, cells, row_count, samples, mapping, total)
        select ${operatorId}, ${fileName}, ${json(file.headers)}, f.cells, ${file.rowCount},
          jsonb_path_query_array(f.cells, '$[0 to 2]'), ${json(file.mapping)}, ${file.rowCount}
        from (select ${file.rowsJson}::jsonb as cells) f
        returning id`);
      return (row as { id: number }).id;
    },

    async job(id: number): Promise<ImportJob | undefined> {
      const row = await one<ImportJob & { stalled: boolean }>(
        sql`select ${jobColumns} from catalog_imports where id = ${id}`,
      );
      if (!row) return undefined;
      const { stalled, ...job } = row;
      return stalled ? { ...job, state: 'failed', failure: 'stalled' } : job;
    },

    /**
     * Moves a job into `to` if it is in one of `from` (or its process stopped under way), with what the step
     * starts from; none when another request moved it first.
     */
    async claim(
      id: number,
      from: ImportState[],
      to: ImportState,
      set: { mapping?: (ImportField | null)[]; blankClears?: boolean } = {},
    ): Promise<ImportWork | undefined> {
      return one<ImportWork>(sql`update catalog_imports set state = ${to}, done = 0, failure = null,
          heartbeat_at = now(),
          mapping = coalesce(${set.mapping ? JSON.stringify(set.mapping) : null}::jsonb, mapping),
          blank_clears = coalesce(${set.blankClears ?? null}::boolean, blank_clears),
          total = row_count
        where id = ${id} and (state = any(${`{${from.join(',')}}`}::text[])
          or (state in ('checking', 'applying') and heartbeat_at < now() - ${STALLED}))
        returning headers, cells, mapping, blank_clears as "blankClears", report->>'digest' as digest`);
    },

    async progress(id: number, done: number, total: number) {
      await db.execute(
        sql`update catalog_imports set done = ${done}, total = ${total}, heartbeat_at = now() where id = ${id}`,
      );
    },

    /** The dry run's findings, kept in one transaction with the job's new state. */
    async checked(id: number, report: StoredReport, found: ImportRow[]) {
      await db.execute(sql`delete from catalog_import_rows where import_id = ${id}`);
      if (found.length > 0) {
        await db.execute(sql`insert into catalog_import_rows (import_id, line, sku, action, changes)
          select ${id}, line, sku, action, changes
          from jsonb_to_recordset(${json(found)}) as x(line int, sku text, action text, changes jsonb)`);
      }
      await db.execute(sql`update catalog_imports set state = 'checked', report = ${json(report)},
          done = total, heartbeat_at = now() where id = ${id}`);
    },

    async finish(id: number, state: 'applied' | 'failed', failure: string | null) {
      await db.execute(sql`update catalog_imports set state = ${state}, failure = ${failure}, heartbeat_at = now()
        where id = ${id}`);
    },

    async rowsPage(id: number, page: number, size: number) {
      const list = await rows<ImportRow>(sql`select line, sku, action, changes from catalog_import_rows
        where import_id = ${id} order by line limit ${size} offset ${(page - 1) * size}`);
      const count = await one<{ total: number }>(
        sql`select count(*)::int as total from catalog_import_rows where import_id = ${id}`,
      );
      return { list, total: count?.total ?? 0 };
    },

    async errors(id: number) {
      const row = await one<{ errors: StoredReport['errors'] | null }>(
        sql`select report->'errors' as errors from catalog_imports where id = ${id}`,
      );
      return row ? (row.errors ?? []) : undefined;
    },

    /** The catalogue's products the file names, by SKU. */
    async products(skus: string[]): Promise<CurrentProduct[]> {
      return rows<CurrentProduct>(
        sql`select ${PRODUCT_COLUMNS} where p.sku in (select jsonb_array_elements_text(${json(skus)}))`,
      );
    },

    /** The brands the file names, by English name (any case). */
    async brands(names: string[]): Promise<BrandRef[]> {
      return rows<BrandRef>(sql`select id, names->>'en' as name, category_id as "categoryId" from brands
        where lower(names->>'en') in (select lower(n) from jsonb_array_elements_text(${json(names)}) n)`);
    },

    /** Every product, by brand and SKU: the export. */
    /** The next `size` products after product `afterId`, in the order of their ids: a page of the export. */
    productsAfter: (afterId: number, size: number) =>
      rows<CurrentProduct>(sql`select ${PRODUCT_COLUMNS} where p.id > ${afterId} order by p.id limit ${size}`),

    /** New products and their stock, a chunk in one statement. */
    async insert(products: ProductWrite[]) {
      const held = await rows<{
        id: number;
        units: number;
      }>(sql`with x as (select * from jsonb_to_recordset(${json(products)}) as ${WRITE_RECORD}),
        added as (
          insert into products (brand_id, category_id, names, descriptions, sku, barcode, moq, supply_usd, supply_krw,
            retail_usd, retail_krw, exist, held, weight_g, volume_cm3, hs_code, origin_country, units_per_carton,
            carton_weight_g, carton_volume_cm3, ingredients, allergens, shelf_life_months, manufacture_country)
          select "brandId", "categoryId", names, jsonb_build_object('en', names->>'en'), sku, barcode, moq,
            "supplyUsd", "supplyKrw", "retailUsd", "retailKrw", exist, stock is not null, "weightG", "volumeCm3",
            "hsCode", origin, "unitsPerCarton", "cartonWeightG", "cartonVolumeCm3", ingredients, allergens,
            "shelfLifeMonths", "manufactureCountry"
          from x
          returning id, sku)
        select added.id, x.stock as units from added join x on x.sku = added.sku where x.stock is not null`);
      if (held.length > 0) await setStock(db, held);
    },

    /** Changed products, a chunk in one statement (the search's words follow by the products' triggers). */
    async update(products: ProductWrite[]) {
      await db.execute(sql`update products p set brand_id = x."brandId", names = x.names, barcode = x.barcode,
          moq = x.moq, supply_usd = x."supplyUsd", supply_krw = x."supplyKrw", retail_usd = x."retailUsd",
          retail_krw = x."retailKrw", exist = x.exist, hs_code = x."hsCode", origin_country = x.origin,
          weight_g = x."weightG", volume_cm3 = x."volumeCm3", units_per_carton = x."unitsPerCarton",
          carton_weight_g = x."cartonWeightG", carton_volume_cm3 = x."cartonVolumeCm3", ingredients = x.ingredients,
          allergens = x.allergens, shelf_life_months = x."shelfLifeMonths", manufacture_country = x."manufactureCountry"
        from jsonb_to_recordset(${json(products)}) as ${WRITE_RECORD}
        where p.id = x.id`);
    },

    /** Stock set (units) or taken away (null), a chunk in one statement. */
    stock: (changes: { id: number; units: number | null }[]) => setStock(db, changes),

    /**
     * The products stay as they are while an import checks them again and writes: other changes of products wait
     * (reads, and orders taking stock, go on).
     */
    async lockProducts() {
      await db.execute(sql`lock table products in share row exclusive mode`);
    },
  };
}
export type ImportRepository = ReturnType<typeof importRepository>;
