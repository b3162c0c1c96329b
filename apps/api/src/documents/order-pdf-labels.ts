import { cubicMetres, type DocumentType, type InstallmentKind, kilograms, type PaymentTerms } from '@hive/domain';

/** The words the trade documents print for the order's codes. */

export const DOCUMENT_TITLES: Record<DocumentType, string> = {
  po: 'Purchase Order',
  pi: 'Proforma Invoice',
  ci: 'Commercial Invoice',
  pl: 'Packing List',
  cn: 'Credit Note',
};

const CLAIM_KINDS = { DAMAGED: 'Damaged goods', MISSING: 'Missing goods', WRONG: 'Wrong goods' } as const;
export const claimKindLabel = (kind: keyof typeof CLAIM_KINDS) => CLAIM_KINDS[kind];

/** "v2" for a re-issue; nothing for the first issue. */
export const versionTag = (version: number) => (version > 1 ? `v${version}` : '');

const SHIPPING_METHODS: Record<string, string> = {
  SEA: 'Sea freight',
  AIR: 'Air freight',
  EXPRESS: 'Express courier',
  ROAD: 'Road freight',
  RAIL: 'Rail freight',
};
export const shippingMethodLabel = (code: string) => SHIPPING_METHODS[code] ?? code;

const PAYMENT_METHODS: Record<string, string> = { BANK_TRANSFER: 'Bank transfer (T/T)' };
export const paymentMethodLabel = (code: string) => PAYMENT_METHODS[code] ?? code;

export function paymentTermsLabel(terms: PaymentTerms): string {
  if (terms.kind === 'ADVANCE') return '100 % in advance';
  return `${terms.depositPercent} % deposit, ${100 - terms.depositPercent} % balance before shipment`;
}

export function installmentLabel(kind: InstallmentKind, terms: PaymentTerms): string {
  const deposit = terms.kind === 'DEPOSIT' ? terms.depositPercent : 100;
  if (kind === 'deposit') return `Deposit (${deposit} %)`;
  if (kind === 'balance') return `Balance (${100 - deposit} %)`;
  return 'Full payment (100 %)';
}

/** "6242.64" → "6,242.64": the whole part of a decimal in groups of three. */
const grouped = (decimal: string) => decimal.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
/** Kilograms with two decimals ("6,242.64"), from grams. */
export const weightKg = (grams: number) => grouped(kilograms(grams));
/** Cubic metres with three decimals ("1,045.830"), from cm³. */
export const volumeCbm = (volumeCm3: number) => grouped(cubicMetres(volumeCm3));

/** The numbers of `count` cartons from `first` on: "4–6", "7". */
export const cartonRange = (first: number, count: number) =>
  count === 1 ? String(first) : `${first}–${first + count - 1}`;
/** As the shipping marks print them: "C/No. 1–9". */
export const cartonNumbers = (first: number, count: number) => `C/No. ${cartonRange(first, count)}`;
