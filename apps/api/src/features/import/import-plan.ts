import { createHash } from 'node:crypto';
import { DATA_LANGUAGES, IMPORT_FIELDS, type ImportError, type ImportField, type ImportRow } from '@hive/domain';
import type { LocalizedText } from '../../db/schema.js';
import type { ProductFacts } from '../../products/product-facts.js';
import { centsText, FIELDS, nameField, parseCell, type Reason, textCents } from './import-fields.js';
import { unescapeFormula } from './spreadsheet.js';

/** A product as the import reads it from the catalogue. */
export type CurrentProduct = ProductFacts &
  ProductDataFacts & { id: number; brand: string; origin: string; hidden: boolean };
/** What importers ask of a product, as the import reads and writes it. */
export type ProductDataFacts = {
  ingredients: string;
  allergens: string;
  shelfLifeMonths: number | null;
  manufactureCountry: string | null;
};
export type BrandRef = { id: number; name: string; categoryId: number };
type Values = Record<ImportField, string | null>;

/** A product's values as the file writes them (the export's cells, the dry run's before and after). */
export function canonical(product: CurrentProduct): Values {
  const names = Object.fromEntries(
    DATA_LANGUAGES.map((language) => [nameField(language), product.names[language] || null]),
  );
  return {
    brand: product.brand,
    sku: product.sku,
    barcode: product.barcode,
    ...(names as Record<`name_${(typeof DATA_LANGUAGES)[number]}`, string | null>),
    moq: String(product.moq),
    supply_usd: centsText(product.supplyUsd),
    supply_krw: String(product.supplyKrw),
    retail_usd: centsText(product.retailUsd),
    retail_krw: String(product.retailKrw),
    stock: product.stock === null ? null : String(product.stock),
    hs_code: product.hsCode,
    origin: product.origin,
    weight_g: String(product.weightG),
    volume_cm3: String(product.volumeCm3),
    units_per_carton: String(product.unitsPerCarton),
    carton_weight_g: String(product.cartonWeightG),
    carton_volume_cm3: String(product.cartonVolumeCm3),
    hidden: product.hidden ? 'yes' : 'no',
    ingredients: product.ingredients || null,
    allergens: product.allergens || null,
    shelf_life_months: product.shelfLifeMonths === null ? null : String(product.shelfLifeMonths),
    manufacture_country: product.manufactureCountry,
  };
}

/** A product row to write: every column, as PostgreSQL takes it (`id` null for a new product). */
export type ProductWrite = ProductFacts & ProductDataFacts & { id: number | null; exist: boolean; origin: string };

export type ImportPlan = {
  rows: ImportRow[];
  errors: ImportError[];
  unchanged: number;
  creates: ProductWrite[];
  /** Products whose own columns change. */
  updates: ProductWrite[];
  /** Stock to set (units) or to take away (null), by product id, for products that exist. */
  stock: { id: number; units: number | null }[];
  /** The changes' fingerprint: the apply refuses to go on when the catalogue no longer gives the dry run's. */
  digest: string;
};

export type PlanInput = {
  headers: string[];
  cells: string[][];
  mapping: (ImportField | null)[];
  blankClears: boolean;
  current: Map<string, CurrentProduct>;
  /** Brands by their lower-cased English name. */
  brands: Map<string, BrandRef[]>;
};

const toWrite = (values: Values, brand: BrandRef | { id: number; categoryId: number }, id: number | null) => {
  const names: Record<string, string> = {};
  for (const language of DATA_LANGUAGES) {
    const name = values[nameField(language)];
    if (name) names[language] = name;
  }
  const int = (field: ImportField) => Number(values[field]);
  return {
    id,
    sku: values.sku as string,
    brandId: brand.id,
    categoryId: brand.categoryId,
    names: names as LocalizedText,
    barcode: values.barcode,
    moq: int('moq'),
    supplyUsd: textCents(values.supply_usd as string),
    supplyKrw: int('supply_krw'),
    retailUsd: textCents(values.retail_usd as string),
    retailKrw: int('retail_krw'),
    exist: values.hidden !== 'yes',
    hsCode: values.hs_code as string,
    origin: values.origin as string,
    weightG: int('weight_g'),
    volumeCm3: int('volume_cm3'),
    unitsPerCarton: int('units_per_carton'),
    cartonWeightG: int('carton_weight_g'),
    cartonVolumeCm3: int('carton_volume_cm3'),
    stock: values.stock === null ? null : int('stock'),
    ingredients: values.ingredients ?? '',
    allergens: values.allergens ?? '',
    shelfLifeMonths: values.shelf_life_months === null ? null : int('shelf_life_months'),
    manufactureCountry: values.manufacture_country,
  } satisfies ProductWrite;
};

const PRODUCT_FIELDS: readonly ImportField[] = IMPORT_FIELDS.filter((field) => field !== 'stock' && field !== 'sku');

/**
 * The dry run, pure: what each row of the file would create or change, and every error with its row, column and
 * reason. The apply runs it again inside its transaction, on the catalogue as it is then.
 */
export function planImport({ headers, cells, mapping, blankClears, current, brands }: PlanInput): ImportPlan {
  const plan: ImportPlan = { rows: [], errors: [], unchanged: 0, creates: [], updates: [], stock: [], digest: '' };
  const columnOf = new Map<ImportField, number>();
  mapping.forEach((field, index) => {
    if (field) columnOf.set(field, index);
  });
  const columnName = (field: ImportField) => {
    const index = columnOf.get(field);
    return index === undefined ? field : headers[index] || field;
  };
  const seen = new Set<string>();

  cells.forEach((row, index) => {
    const line = index + 2;
    const errors: ImportError[] = [];
    const fail = (field: ImportField, reason: Reason) => errors.push({ line, column: columnName(field), reason });
    // undefined: the file says nothing (no column, or an empty cell kept); null: the file clears it.
    const given: Partial<Values> = {};
    for (const [field, column] of columnOf) {
      const raw = unescapeFormula(row[column] ?? '');
      if (raw.trim() === '') {
        if (!blankClears) continue;
        if (FIELDS[field].clearable) given[field] = null;
        else if (field !== 'sku') fail(field, 'cannotClear');
        continue;
      }
      const parsed = parseCell(field, raw);
      if (typeof parsed === 'string') given[field] = parsed;
      else fail(field, parsed.reason);
    }
    const sku = given.sku;
    if (!sku) {
      if (!errors.some((error) => error.column === columnName('sku'))) fail('sku', 'required');
      plan.errors.push(...errors);
      return;
    }
    if (seen.has(sku)) fail('sku', 'duplicateSku');
    seen.add(sku);

    let brand: BrandRef | undefined;
    if (given.brand) {
      const found = brands.get(given.brand.toLowerCase()) ?? [];
      if (found.length === 0) fail('brand', 'unknownBrand');
      else if (found.length > 1) fail('brand', 'ambiguousBrand');
      else {
        brand = found[0] as BrandRef;
        given.brand = brand.name;
      }
    }

    const existing = current.get(sku);
    const before = existing ? canonical(existing) : undefined;
    const after: Values = before
      ? { ...before }
      : (Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as Values);
    if (!before) {
      after.origin = 'KR';
      after.hidden = 'no';
    }
    for (const field of IMPORT_FIELDS) if (given[field] !== undefined) after[field] = given[field];
    if (!before) {
      const failed = new Set(errors.map((error) => error.column));
      for (const field of IMPORT_FIELDS) {
        if (FIELDS[field].required && after[field] === null && !failed.has(columnName(field))) fail(field, 'required');
      }
    }
    const units = Number(after.units_per_carton);
    if (after.carton_weight_g && units * Number(after.weight_g) > Number(after.carton_weight_g)) {
      fail('carton_weight_g', 'cartonWeight');
    }
    if (errors.length > 0) {
      plan.errors.push(...errors);
      return;
    }

    const changed = IMPORT_FIELDS.filter((field) => after[field] !== (before ? before[field] : null));
    if (before && changed.length === 0) {
      plan.unchanged++;
      return;
    }
    plan.rows.push({
      line,
      sku,
      action: before ? 'update' : 'create',
      changes: changed.map((field) => ({ field, before: before ? before[field] : null, after: after[field] })),
    });
    if (!existing) {
      plan.creates.push(toWrite(after, brand as BrandRef, null));
      return;
    }
    const target = brand ?? { id: existing.brandId, categoryId: existing.categoryId };
    if (changed.some((field) => PRODUCT_FIELDS.includes(field))) {
      plan.updates.push(toWrite(after, { id: target.id, categoryId: existing.categoryId }, existing.id));
    }
    if (changed.includes('stock')) plan.stock.push({ id: existing.id, units: toWrite(after, target, null).stock });
  });

  plan.digest = createHash('sha1').update(JSON.stringify(plan.rows)).digest('base64url');
  return plan;
}
