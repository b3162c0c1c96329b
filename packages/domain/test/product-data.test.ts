import { describe, expect, it } from 'vitest';
import { certificateRefusal, MAX_CERTIFICATE_BYTES } from '../src/product-data.js';
import { brandBody, productBody } from '../src/schemas/console-catalog.js';
import { IMPORT_FIELDS } from '../src/schemas/console-import.js';

const product = {
  brandId: 401,
  categoryId: 11,
  names: { en: 'Cica Calming Toner 200 ml' },
  descriptions: { en: 'A calming toner.' },
  sku: 'HV401-0011-0001',
  barcode: '',
  moq: 24,
  supplyUsd: '6.30',
  supplyKrw: '8690',
  retailUsd: '14.80',
  retailKrw: '20400',
  stock: null,
  exist: true,
  hidden: false,
  hsCode: '330499',
  originCountry: 'KR',
  weightG: 250,
  volumeCm3: 300,
  unitsPerCarton: 30,
  cartonWeightG: 8100,
  cartonVolumeCm3: 11250,
};
const brand = {
  names: { en: 'Byeol Studio' },
  descriptions: { en: 'Skincare from Seoul.' },
  categoryId: 1,
  isTop: false,
  hidden: false,
};

describe("a product's data for importers", () => {
  it('is optional: a product without it reads as empty', () => {
    expect(productBody.parse(product)).toMatchObject({
      ingredients: '',
      allergens: '',
      shelfLifeMonths: null,
      manufactureCountry: null,
    });
  });

  it('takes a long INCI list, a shelf life of 1 to 120 months and a two-letter country', () => {
    const inci = 'Water, Glycerin, Niacinamide, Butylene Glycol, '.repeat(80).slice(0, 4000);
    const parsed = productBody.parse({ ...product, ingredients: inci, shelfLifeMonths: 120, manufactureCountry: 'KR' });
    expect(parsed.ingredients).toHaveLength(inci.trim().length);
    for (const wrong of [
      { ingredients: 'x'.repeat(4001) },
      { allergens: 'x'.repeat(501) },
      { shelfLifeMonths: 0 },
      { shelfLifeMonths: 121 },
      { shelfLifeMonths: 12.5 },
      { manufactureCountry: 'kr' },
      { manufactureCountry: 'KOR' },
    ]) {
      expect(productBody.safeParse({ ...product, ...wrong }).success, JSON.stringify(wrong).slice(0, 40)).toBe(false);
    }
  });
});

describe("a brand's terms", () => {
  it('has a lead time of 0 to 365 days and a minimum in both currencies or neither', () => {
    expect(brandBody.parse(brand)).toMatchObject({ leadTimeDays: null, minOrderUsd: null, minOrderKrw: null });
    expect(brandBody.parse({ ...brand, leadTimeDays: 0, minOrderUsd: '500.00', minOrderKrw: '700000' })).toMatchObject({
      leadTimeDays: 0,
      minOrderUsd: '500.00',
    });
    for (const wrong of [
      { leadTimeDays: 366 },
      { leadTimeDays: -1 },
      { minOrderUsd: '500.00' },
      { minOrderUsd: '500.00', minOrderKrw: '700000.5' },
      { minOrderUsd: '5.001', minOrderKrw: '7000' },
    ]) {
      expect(brandBody.safeParse({ ...brand, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

describe('a certificate file', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF');
  it('is a PDF by its first bytes, within 5 MB', () => {
    expect(certificateRefusal(pdf)).toBeUndefined();
    expect(certificateRefusal(new Uint8Array())).toBe('empty');
    expect(certificateRefusal(new TextEncoder().encode('<html>%PDF-</html>'))).toBe('notPdf');
    expect(certificateRefusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('notPdf');
    const big = new Uint8Array(MAX_CERTIFICATE_BYTES + 1);
    big.set(pdf);
    expect(certificateRefusal(big)).toBe('tooLarge');
  });
});

describe('the catalogue import', () => {
  it('has a column for each of the product data', () => {
    expect(IMPORT_FIELDS).toEqual(
      expect.arrayContaining(['ingredients', 'allergens', 'shelf_life_months', 'manufacture_country']),
    );
  });
});
