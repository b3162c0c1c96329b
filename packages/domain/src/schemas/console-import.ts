import { z } from 'zod';
import { IMPORT_MAX_COLUMNS } from '../constants.js';
import { idSchema, pageFields } from './common.js';

/**
 * The catalogue import and export of the console (admins only). A file's row is one product, named by its
 * SKU: an unknown SKU creates the product, a known one changes what differs. Prices are in the currency's unit
 * (dollars with cents, whole won), never in minor units.
 */
export const IMPORT_FIELDS = [
  'brand',
  'sku',
  'barcode',
  'name_en',
  'name_ko',
  'name_vi',
  'name_es',
  'name_ru',
  'name_id',
  'moq',
  'supply_usd',
  'supply_krw',
  'retail_usd',
  'retail_krw',
  'stock',
  'hs_code',
  'origin',
  'weight_g',
  'volume_cm3',
  'units_per_carton',
  'carton_weight_g',
  'carton_volume_cm3',
  'hidden',
  'ingredients',
  'allergens',
  'shelf_life_months',
  'manufacture_country',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The two file formats of the template, the export and the upload. */
export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export const fileFormatQuery = z.strictObject({ format: z.enum(FILE_FORMATS).default('csv') });

/** An upload: the file itself is the body (`application/octet-stream`), its name in the address. */
export const uploadQuery = z.strictObject({ name: z.string().trim().min(1).max(200) });

export const IMPORT_STATES = ['uploaded', 'checking', 'checked', 'applying', 'applied', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Where each of the file's columns goes: a field, or null to leave the column out. */
export const importMapping = z.array(z.enum(IMPORT_FIELDS).nullable()).max(IMPORT_MAX_COLUMNS);

/** The dry run: the mapping the operator settled on, and whether an empty cell clears the value it stands for. */
export const checkImportBody = z.strictObject({
  mapping: importMapping,
  blankClears: z.boolean().default(false),
});
export type CheckImportBody = z.infer<typeof checkImportBody>;

export const importIdParams = z.strictObject({ id: idSchema });
export const importRowsQuery = z.strictObject(pageFields);

/** One problem of the file: its row (as a spreadsheet numbers it, the header being row 1), its column and why. */
export const importError = z.object({ line: z.number().int(), column: z.string(), reason: z.string() });
export type ImportError = z.infer<typeof importError>;

export const importReport = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  /** How many errors there are; `errors` holds the first thousand, the CSV download holds all. */
  errorCount: z.number().int(),
  errors: z.array(importError),
});
export type ImportReport = z.infer<typeof importReport>;

export const importView = z.object({
  id: z.number().int(),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  /** Rows done of `total`, in the dry run or the apply under way. */
  done: z.number().int(),
  total: z.number().int(),
  rowCount: z.number().int(),
  columns: z.array(z.object({ header: z.string(), samples: z.array(z.string()) })),
  mapping: importMapping,
  blankClears: z.boolean(),
  report: importReport.nullable(),
  /** Why the last dry run or apply failed (the catalogue changed since the dry run, or the apply hit an error). */
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportView = z.infer<typeof importView>;

export const importChange = z.object({
  field: z.enum(IMPORT_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const importRow = z.object({
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(['create', 'update']),
  changes: z.array(importChange),
});
export type ImportRow = z.infer<typeof importRow>;
