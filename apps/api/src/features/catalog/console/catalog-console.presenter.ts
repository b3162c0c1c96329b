import {
  type ConsoleCertificate,
  type ConsoleProductDetail,
  type ConsoleProductRow,
  DATA_LANGUAGES,
  localName,
  minor,
  toDecimalString,
} from '@hive/domain';
import type { LocalizedText } from '../../../db/schema.js';
import type { CertificateRow } from '../product-certificates.repository.js';
import type { ProductDetailRecord, ProductListRow } from './products-console.repository.js';

/** Names in every data language, empty where there is none: what the console's forms edit. */
export const allLanguages = (text: LocalizedText) =>
  Object.fromEntries(DATA_LANGUAGES.map((language) => [language, text[language] ?? ''])) as Record<
    (typeof DATA_LANGUAGES)[number],
    string
  >;

export const presentCertificate = (row: CertificateRow): ConsoleCertificate => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  createdAt: new Date(row.createdAt).toISOString(),
});

const usd = (cents: number) => toDecimalString(minor(cents), 'USD');
const krw = (won: number) => toDecimalString(minor(won), 'KRW');

export const presentProductRow = (row: ProductListRow): ConsoleProductRow => ({
  id: row.id,
  sku: row.sku,
  barcode: row.barcode,
  name: localName(row.names, 'en'),
  brand: { id: row.brandId, name: localName(row.brandNames, 'en') },
  category: { id: row.categoryId, name: localName(row.categoryNames, 'en') },
  moq: row.moq,
  supplyUsd: usd(row.supplyUsd),
  supplyKrw: krw(row.supplyKrw),
  stock: row.stock,
  exist: row.exist,
  hidden: row.hidden,
  image: row.image,
});

export const presentProductDetail = (row: ProductDetailRecord): ConsoleProductDetail => ({
  ...row,
  names: allLanguages(row.names),
  descriptions: allLanguages(row.descriptions),
  supplyUsd: usd(row.supplyUsd),
  supplyKrw: krw(row.supplyKrw),
  retailUsd: usd(row.retailUsd),
  retailKrw: krw(row.retailKrw),
  certificates: row.certificates.map(presentCertificate),
  createdAt: new Date(row.createdAt).toISOString(),
});
