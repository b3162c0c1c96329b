import { z } from 'zod';
import {
  base64Bytes,
  base64Head,
  SUPPLIER_CATEGORIES,
  SUPPORT_FILE_MAX_BYTES,
  SUPPORT_FILE_TYPES,
  SUPPORT_KINDS,
  SUPPORT_STATUSES,
  supportFileType,
} from '../support.js';
import { companyNameSchema, emailSchema, personNameSchema } from './account.js';
import { contactPhoneSchema } from './cart.js';
import { idSchema, localeSchema, pageFields, plainText, shownText } from './common.js';
import { auditEntry } from './console.js';

/** The contract of the support inbox (`../support.ts`): the footer's forms, the problem reports, the console's side. */
const message = (max: number) => shownText().trim().min(1).max(max);
const optionalText = (max: number) => shownText().trim().max(max).default('');
const website = plainText()
  .trim()
  .max(300)
  .regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#][^\s]*)?$/i, 'must be a web address');

/** A file sent inside the JSON body, base64-encoded: a PDF or an image of at most 10 MB, told from its content. */
export const supportFileBody = z.strictObject({
  name: shownText().trim().min(1).max(200),
  data: plainText()
    .max(Math.ceil(SUPPORT_FILE_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
    .refine((data) => base64Bytes(data) <= SUPPORT_FILE_MAX_BYTES, {
      message: 'must be at most 10 MB',
      params: { problem: 'fileTooBig' },
    })
    .refine((data) => supportFileType(base64Head(data)) !== undefined, {
      message: 'must be a PDF or an image (PNG, JPEG or WebP)',
      params: { problem: 'fileType' },
    }),
});
export type SupportFileBody = z.infer<typeof supportFileBody>;

/** `POST /client/api/v1/support/supplier-application`: a Korean brand or maker asks to sell through Hive. */
export const supplierApplicationBody = z.strictObject({
  company: companyNameSchema,
  brand: shownText().trim().min(1).max(200),
  website: website.or(z.literal('')).default(''),
  categories: z.array(z.enum(SUPPLIER_CATEGORIES)).min(1).max(SUPPLIER_CATEGORIES.length),
  name: personNameSchema,
  email: emailSchema,
  phone: contactPhoneSchema,
  message: message(4000),
  file: supportFileBody.nullable().default(null),
  /** The language of the confirmation e-mail. */
  language: localeSchema,
});
export type SupplierApplicationBody = z.infer<typeof supplierApplicationBody>;

/** `POST /client/api/v1/support/brand-request`: a buyer looks for a brand or a product Hive does not carry yet. */
export const brandRequestBody = z.strictObject({
  brand: shownText().trim().min(1).max(200),
  product: optionalText(300),
  company: shownText().trim().max(200).default(''),
  name: personNameSchema,
  email: emailSchema,
  message: optionalText(4000),
  language: localeSchema,
});
export type BrandRequestBody = z.infer<typeof brandRequestBody>;

/** `POST /client/api/v1/support/contact`: a message to the team. */
export const contactBody = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  company: shownText().trim().max(200).default(''),
  subject: shownText().trim().min(1).max(200),
  message: message(4000),
  language: localeSchema,
});
export type ContactBody = z.infer<typeof contactBody>;

/**
 * `POST /client/api/v1/support/issue`: "Report The Issue" — the page, the error as the person saw it, the id of the
 * server's request that failed (its 5xx body and `X-Request-Id`), and what they add. A signed-in buyer is attached by
 * the server from the session, never from the body; an e-mail lets a visitor be answered.
 */
export const issueReportBody = z.strictObject({
  page: plainText().trim().min(1).max(2000),
  error: shownText().trim().max(2000).default(''),
  requestId: plainText()
    .trim()
    .regex(/^[\w.:-]{0,64}$/)
    .default(''),
  message: optionalText(4000),
  email: emailSchema.or(z.literal('')).default(''),
  language: localeSchema,
});
export type IssueReportBody = z.infer<typeof issueReportBody>;

/** Every form's answer: the reference people quote when they write again. */
export const supportReceipt = z.object({ reference: z.string() });
export type SupportReceipt = z.infer<typeof supportReceipt>;

export const consoleSupportQuery = z.strictObject({
  kind: z.enum(SUPPORT_KINDS).optional(),
  status: z.enum(SUPPORT_STATUSES).optional(),
  ...pageFields,
});
export const supportIdParams = z.strictObject({ id: idSchema });

export const supportRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(SUPPORT_KINDS),
  status: z.enum(SUPPORT_STATUSES),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  /** The subject, the brand asked for, the brand applying, or the page of the problem. */
  topic: z.string(),
  hasFile: z.boolean(),
  createdAt: z.string(),
});
export type SupportRow = z.infer<typeof supportRow>;

export const supportDetail = supportRow.extend({
  phone: z.string(),
  message: z.string(),
  language: z.string(),
  /** What only this kind has: the website and categories, the product, the error and request id… */
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  file: z.object({ name: z.string(), type: z.enum(SUPPORT_FILE_TYPES), size: z.number().int() }).nullable(),
  /** The signed-in buyer who sent it. */
  buyer: z.object({ id: z.number().int(), loginId: z.string(), companyName: z.string() }).nullable(),
  updatedAt: z.string(),
  history: z.array(auditEntry),
});
export type SupportDetail = z.infer<typeof supportDetail>;

export const supportStatusBody = z.strictObject({ status: z.enum(SUPPORT_STATUSES) });
export const supportCounts = z.object({ new: z.number().int() });
