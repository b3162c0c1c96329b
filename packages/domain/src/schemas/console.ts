import { z } from 'zod';
import { GRADES } from '../constants.js';
import { CURRENCIES } from '../money.js';
import { addressView } from './account.js';
import { idSchema, pageFields, plainText, shownText } from './common.js';

/** The operator console's contract: operators have their own accounts, sessions and header (`X-Operator-Token`). */
export const OPERATOR_ROLES = ['admin', 'staff'] as const;
export const operatorView = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorView = z.infer<typeof operatorView>;
export const operatorSignInResult = z.object({ token: z.string(), operator: operatorView });

/** Where a buyer's account stands; approval and join status (spec) are separate from it. */
export const BUYER_STATUSES = ['pending', 'active', 'rejected', 'suspended', 'withdrawn'] as const;
export type BuyerStatus = (typeof BUYER_STATUSES)[number];

export const consoleBuyersQuery = z.strictObject({
  status: z.enum(BUYER_STATUSES).optional(),
  keyword: plainText().trim().max(100).optional(),
  ...pageFields,
});
export const consoleBuyerRow = z.object({
  id: z.number().int(),
  loginId: z.string(),
  companyName: z.string(),
  country: z.object({ code: z.string(), name: z.string(), emoji: z.string() }),
  repContactName: z.string(),
  repContactEmail: z.string(),
  status: z.enum(BUYER_STATUSES),
  grade: z.object({ id: z.string(), name: z.string() }).nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type ConsoleBuyerRow = z.infer<typeof consoleBuyerRow>;

export const auditEntry = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), loginId: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const consoleBuyerDetail = consoleBuyerRow.extend({
  joinStatusCode: z.string(),
  /** What the applicant said of the company: '' when it gave none. */
  companyRegistrationNo: z.string(),
  website: z.string(),
  phone: z.object({ callingCode: z.string(), number: z.string() }),
  interestedBrands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  language: z.string(),
  statusReason: z.string().nullable(),
  addresses: z.array(addressView),
  sessions: z.object({ active: z.number().int(), lastSeenAt: z.string().nullable() }),
  history: z.array(auditEntry),
});
export type ConsoleBuyerDetail = z.infer<typeof consoleBuyerDetail>;

export const approveBuyerBody = z.strictObject({ gradeId: z.enum(GRADES), currency: z.enum(CURRENCIES) });
export const reasonBody = z.strictObject({ reason: shownText().trim().min(1).max(500) });
export const buyerTermsBody = z
  .strictObject({ gradeId: z.enum(GRADES).optional(), currency: z.enum(CURRENCIES).optional() })
  .refine((body) => body.gradeId !== undefined || body.currency !== undefined, {
    message: 'give a grade or a currency',
  });
export const buyerIdParams = z.strictObject({ id: idSchema });

export const OUTBOX_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export const outboxQuery = z.strictObject({ status: z.enum(OUTBOX_STATUSES).optional(), ...pageFields });
export const outboxRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

export const auditQuery = z.strictObject({
  targetType: plainText().trim().max(40).optional(),
  targetId: plainText().trim().max(40).optional(),
  ...pageFields,
});

export const gradeList = z.array(
  z.object({
    id: z.enum(GRADES),
    name: z.string(),
    discountBp: z.number().int(),
    /** Whether staff may approve an applicant at this grade (the settings' staff approval grade); admins always may. */
    staffMayApprove: z.boolean(),
  }),
);
