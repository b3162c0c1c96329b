import { z } from 'zod';
import { MAX_CLAIM_WINDOW_DAYS } from '../claims.js';
import { GRADES } from '../constants.js';
import { isBusinessRegistrationNo, isSellersAccount } from '../seller.js';
import { emailSchema } from './account.js';
import { plainText, shownText } from './common.js';

/**
 * The operators' settings (admins only): the minimum order per currency, the grades' names and discounts, the contacts
 * and addresses the storefront's footer shows, the seller (one company: the storefront, the terms, the e-mails and
 * every trade document name it) and its bank, how long an order may stay unpaid, the claims' window after delivery, and the highest grade staff may
 * approve an applicant at. The console reads them whole and saves them whole, with the `updatedAt` it read: a save made
 * after someone else's is refused (409), so that one admin never undoes another's change unseen.
 */

/** The largest minimum order in minor units (ten million dollars, a billion won). */
export const MAX_MINIMUM_ORDER = 1_000_000_000;
/** The longest an order may stay unpaid before it is cancelled, in days. */
export const MAX_PAYMENT_DAYS = 365;

const minimumSchema = z.number().int().min(0).max(MAX_MINIMUM_ORDER);
const addressSchema = shownText().trim().min(1).max(300);
const bankText = shownText().trim().min(1).max(200);

export const gradeSetting = z.strictObject({
  id: z.enum(GRADES),
  name: shownText().trim().min(1).max(40),
  /** Off the base supply price, in basis points: 1,000 = 10 %. */
  discountBp: z.number().int().min(0).max(10_000),
});
export type GradeSetting = z.infer<typeof gradeSetting>;

const settingsFields = {
  minOrderUsd: minimumSchema,
  minOrderKrw: minimumSchema,
  /** Every grade, once each, in the order of GRADES. */
  grades: z
    .array(gradeSetting)
    .length(GRADES.length)
    .refine((grades) => grades.every((grade, index) => grade.id === GRADES[index]), {
      message: `give the grades ${GRADES.join(', ')} in this order`,
    }),
  /** As the footer shows it: digits, spaces, a leading +, brackets, dots and dashes. */
  contactPhone: plainText()
    .trim()
    .regex(/^\+?[\d (). -]{4,30}$/),
  contactEmail: emailSchema,
  hqAddress: addressSchema,
  fulfilmentAddress: addressSchema,
  /** The seller's legal name in English: the storefront, the terms, the e-mails and every trade document. */
  sellerName: shownText().trim().min(1).max(200),
  /** Its legal name in Korean, printed beside the English one on the documents. */
  sellerNameKo: shownText().trim().min(1).max(200),
  /** The business registration number (사업자등록번호) `123-45-67890`, its check digit right. */
  sellerRegistrationNo: plainText().trim().refine(isBusinessRegistrationNo, {
    message: 'write the business registration number as 123-45-67890 (its last digit checks the others)',
  }),
  /** The exporter's customs code (통관고유부호): letters and digits. */
  sellerCustomsCode: plainText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{5,19}$/),
  /** The representative director (대표자). */
  sellerRepresentative: shownText().trim().min(1).max(100),
  bankName: bankText,
  bankAccountName: bankText,
  bankAccountNumber: plainText()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/),
  /** A BIC: 8 or 11 letters and digits. */
  bankSwift: plainText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  bankAddress: addressSchema,
  /** Days from placing within which an order must be paid, or it is cancelled and its stock released. */
  orderPaymentDays: z.number().int().min(1).max(MAX_PAYMENT_DAYS),
  /** The insurance premium of CIF, CIP and D-rule sales, in basis points of 110 % of goods and freight: 30 = 0.3 %. */
  insuranceRateBp: z.number().int().min(0).max(10_000),
  /** The highest grade staff may approve an applicant at; above it, only an admin. */
  staffApprovalGrade: z.enum(GRADES),
  /** The terms' window for claims, in days from an order's delivery. */
  claimWindowDays: z.number().int().min(1).max(MAX_CLAIM_WINDOW_DAYS),
};

export const consoleSettings = z.object({
  ...settingsFields,
  grades: z.array(z.object({ id: z.enum(GRADES), name: z.string(), discountBp: z.number().int() })),
  /** When they were last saved; null before the first save (a database without the demo data). */
  updatedAt: z.string().nullable(),
});
export type ConsoleSettings = z.infer<typeof consoleSettings>;

export const consoleSettingsBody = z
  .strictObject({
    ...settingsFields,
    /** The `updatedAt` the form was read with. */
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  // Buyers transfer to the company the terms name, or they rightly do not pay.
  .refine((body) => isSellersAccount({ name: body.sellerName, nameKo: body.sellerNameKo }, body.bankAccountName), {
    path: ['bankAccountName'],
    message: "the account must be held in the seller's legal name (English or Korean)",
  });
export type ConsoleSettingsBody = z.infer<typeof consoleSettingsBody>;
