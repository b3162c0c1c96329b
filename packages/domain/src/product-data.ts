import { sniffFileType } from './files.js';

/**
 * What importers of cosmetics and food ask before they buy: the ingredient list, allergens, shelf life, the country
 * of manufacture and the product's certificates, kept by operators and shown on the product page.
 */
export const CERTIFICATE_KINDS = ['MSDS', 'CPNP', 'FDA', 'COA', 'HALAL', 'OTHER'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** A certificate's PDF may take this many bytes at most. */
export const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;
/** A product keeps this many certificates at most. */
export const MAX_CERTIFICATES = 12;

export const INGREDIENTS_MAX = 4000;
export const ALLERGENS_MAX = 500;
export const SHELF_LIFE_MONTHS = { min: 1, max: 120 } as const;
export const LEAD_TIME_DAYS = { min: 0, max: 365 } as const;

export type CertificateRefusal = 'empty' | 'tooLarge' | 'notPdf';

/** Why a certificate's file cannot be kept, or undefined: a real PDF (its first bytes `%PDF-`), not over the limit. */
export function certificateRefusal(bytes: Uint8Array): CertificateRefusal | undefined {
  if (bytes.byteLength === 0) return 'empty';
  if (bytes.byteLength > MAX_CERTIFICATE_BYTES) return 'tooLarge';
  return sniffFileType(bytes) === 'application/pdf' ? undefined : 'notPdf';
}
