import { z } from 'zod';
import { ORDER_STATES } from '../order-state.js';
import { VERIFICATION_CODE_LENGTH } from '../password.js';
import { QUOTATION_STATES } from '../quotation-state.js';
import { passwordField } from './auth.js';
import { idSchema, localeSchema, plainText, shownText } from './common.js';

/** Fields of a buyer's account, shared by sign-up, settings and the console. */
export const emailSchema = plainText().trim().toLowerCase().max(254).pipe(z.email());
export const companyNameSchema = shownText().trim().min(1).max(200);
export const personNameSchema = shownText().trim().min(1).max(100);
/** Digits, spaces and dashes after the calling code. */
export const phoneNumberSchema = plainText()
  .trim()
  .regex(/^\d[\d -]{3,19}$/);
export const interestedBrandIdsSchema = z.array(idSchema).max(30);
/**
 * The company's registration or tax number as its country writes it (a VAT, an EIN, an MST, an INN, an NPWP…):
 * letters, digits, spaces, dots, slashes and dashes; empty where the country issues none.
 */
export const companyRegistrationSchema = z.union([
  z.literal(''),
  plainText()
    .trim()
    .max(50)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u),
]);
/** The company's website, `https://` added when left out; empty when it has none. */
export const websiteSchema = z.union([
  z.literal(''),
  plainText()
    .trim()
    .max(200)
    .transform((text) => (/^https?:\/\//i.test(text) ? text : `https://${text}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: /^[^.]+(\.[^.]+)+$/ })),
]);

/** A country as the sign-up and settings forms show it (docs/product.md §3 `user.country`). */
export const countryRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  callingCode: z.string(),
  emoji: z.string(),
});

/** E-mail verification: a six-digit code is sent; its id is what the form keeps. */
export const certificationSendBody = z.strictObject({ email: emailSchema, language: localeSchema });
export const certificationSent = z.object({ id: z.uuid(), expiresIn: z.number().int() });
export type CertificationSent = z.infer<typeof certificationSent>;
export const certificationVerifyBody = z.strictObject({
  id: z.uuid(),
  code: plainText()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)),
});
export const certificationParams = z.strictObject({ id: z.uuid() });
/** Whether a code or a reset link can still be used, and for how many seconds. */
export const certificationStatus = z.object({
  id: z.uuid(),
  expired: z.boolean(),
  verified: z.boolean(),
  expiresIn: z.number().int(),
});
export type CertificationStatus = z.infer<typeof certificationStatus>;

export const loginIdSchema = plainText()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/);

/** A new password must not contain the login id chosen with it (sign-up, an invitation's acceptance). */
export function passwordWithoutLoginId(
  { password, loginId }: { password: string; loginId: string },
  context: z.RefinementCtx,
): void {
  if (password.toLowerCase().includes(loginId.toLowerCase())) {
    context.addIssue({
      code: 'custom',
      path: ['password'],
      message: 'must not contain the login id',
      params: { problem: 'sameAsLoginId' },
    });
  }
}

export const signUpBody = z
  .strictObject({
    loginId: loginIdSchema,
    password: passwordField,
    companyName: companyNameSchema,
    countryId: idSchema,
    repContactName: personNameSchema,
    repContactEmail: emailSchema,
    phoneCountryId: idSchema,
    phoneNumber: phoneNumberSchema,
    interestedBrandIds: interestedBrandIdsSchema.default([]),
    /** Who the applicant's company is, for the approver: its registration or tax number and its website. */
    companyRegistrationNo: companyRegistrationSchema.default(''),
    website: websiteSchema.default(''),
    agreedTermsOfService: z.literal(true),
    /** The verified e-mail code's id. */
    certificationId: z.uuid(),
    language: localeSchema,
  })
  .superRefine(passwordWithoutLoginId);
export type SignUpBody = z.infer<typeof signUpBody>;
export const signUpResult = z.object({ loginId: z.string(), joinStatusCode: z.string() });

export const findIdBody = z.strictObject({
  countryId: idSchema,
  company: companyNameSchema,
  email: emailSchema,
  language: localeSchema,
});
export const changePasswordQuery = z.strictObject({
  loginId: plainText().trim().min(1).max(64),
  language: localeSchema,
});

/** A new password, either from the e-mailed link (id and key) or signed in with the current password. */
export const passwordByLinkBody = z.strictObject({
  certificationId: z.uuid(),
  key: plainText().min(20).max(100),
  newPassword: passwordField,
});
export const passwordBySessionBody = z.strictObject({
  currentPassword: plainText().min(1).max(256),
  newPassword: passwordField,
});
export const passwordUpdateBody = z.union([passwordByLinkBody, passwordBySessionBody]);
export type PasswordUpdateBody = z.infer<typeof passwordUpdateBody>;

export const WITHDRAW_BLOCKERS = ['OPEN_ORDERS', 'OPEN_QUOTATIONS'] as const;
export const withdrawCheck = z.object({
  allowed: z.boolean(),
  reasons: z.array(z.enum(WITHDRAW_BLOCKERS)),
  /** The open quotations that keep the account open, for the page to link to. */
  quotations: z.array(z.object({ id: z.number().int(), number: z.string(), state: z.enum(QUOTATION_STATES) })),
  /** The orders still under way (placed and not yet delivered or cancelled), likewise. */
  orders: z.array(z.object({ id: z.number().int(), number: z.string(), state: z.enum(ORDER_STATES) })),
});
export type WithdrawCheck = z.infer<typeof withdrawCheck>;
export const withdrawConfirmBody = z.strictObject({
  password: plainText().min(1).max(256),
  reason: shownText().trim().min(1).max(500),
});

/** The signed-in buyer's own account (docs/product.md §3 `user`, with the settings page's extra fields). */
export const accountView = z.object({
  id: z.number().int(),
  loginId: z.string(),
  country: countryRef,
  companyName: z.string(),
  repContactName: z.string(),
  repContactEmail: z.string(),
  repContactNumber: z.object({ countryId: z.number().int(), countryCallingCode: z.string(), number: z.string() }),
  interestedBrands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  agreedTermsOfService: z.boolean(),
  grade: z.object({ id: z.string(), name: z.string() }),
  currency: z.enum(['USD', 'KRW']),
  language: z.string(),
  joinedAt: z.string(),
});
export type AccountView = z.infer<typeof accountView>;

export const accountUpdateBody = z.strictObject({
  companyName: companyNameSchema,
  countryId: idSchema,
  repContactName: personNameSchema,
  repContactEmail: emailSchema,
  phoneCountryId: idSchema,
  phoneNumber: phoneNumberSchema,
  interestedBrandIds: interestedBrandIdsSchema,
  language: localeSchema,
  /** Needed only when the e-mail changes: the new address's verified code. */
  certificationId: z.uuid().optional(),
});
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;

export const MAX_ADDRESSES = 20;
export const addressBody = z.strictObject({
  consignee: personNameSchema,
  phoneCountryId: idSchema,
  phoneNumber: phoneNumberSchema,
  countryId: idSchema,
  line1: shownText().trim().min(1).max(200),
  line2: shownText().trim().max(200).default(''),
  city: shownText().trim().min(1).max(100),
  region: shownText().trim().max(100).default(''),
  postalCode: plainText().trim().min(1).max(20),
  isDefault: z.boolean().default(false),
});
export type AddressBody = z.infer<typeof addressBody>;
export const addressView = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.object({ countryId: z.number().int(), countryCallingCode: z.string(), number: z.string() }),
  country: countryRef,
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
});
export type AddressView = z.infer<typeof addressView>;
