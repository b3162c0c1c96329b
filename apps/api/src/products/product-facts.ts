import type { LocalizedText } from '../db/schema.js';

/**
 * What operators write of a product, the console's form and an import alike: prices in minor units, weights in grams,
 * volumes in cm³, stock null when the fulfilment centre holds none.
 */
export type ProductFacts = {
  sku: string;
  barcode: string | null;
  brandId: number;
  categoryId: number;
  names: LocalizedText;
  moq: number;
  supplyUsd: number;
  supplyKrw: number;
  retailUsd: number;
  retailKrw: number;
  stock: number | null;
  hsCode: string;
  weightG: number;
  volumeCm3: number;
  unitsPerCarton: number;
  cartonWeightG: number;
  cartonVolumeCm3: number;
};
