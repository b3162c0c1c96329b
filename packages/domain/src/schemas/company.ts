import { z } from 'zod';
import { INVITED_ROLES, MEMBER_ROLES, MEMBER_STATUSES } from '../company.js';
import { CURRENCIES } from '../money.js';
import { emailSchema, loginIdSchema, passwordWithoutLoginId, personNameSchema } from './account.js';
import { passwordField } from './auth.js';
import { idSchema, plainText } from './common.js';

/** A buyer company's people, invitations and approval limit (`/client/api/v1/company…`). */
export const companyMember = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CompanyMember = z.infer<typeof companyMember>;

export const companyView = z.object({
  id: z.number().int(),
  companyName: z.string(),
  currency: z.enum(CURRENCIES),
  /** Orders a purchaser places above this total (minor units of `currency`) wait for approval; null: no limit. */
  approvalLimit: z.number().int().nullable(),
  /** The signed-in member. */
  member: z.object({ id: z.number().int(), loginId: z.string(), name: z.string(), role: z.enum(MEMBER_ROLES) }),
  /** Owners and admins: who may approve an order. */
  approvers: z.number().int(),
  /** Orders waiting for an approval (what an owner or an admin may decide now). */
  pendingApprovals: z.number().int(),
});
export type CompanyView = z.infer<typeof companyView>;

export const membersResult = z.object({ list: z.array(companyMember) });
export type MembersResult = z.infer<typeof membersResult>;

export const invitationBody = z.strictObject({
  email: emailSchema,
  name: personNameSchema,
  role: z.enum(INVITED_ROLES),
});
export type InvitationBody = z.infer<typeof invitationBody>;

export const invitationView = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(INVITED_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InvitationView = z.infer<typeof invitationView>;
export const invitationsResult = z.object({ list: z.array(invitationView) });
export type InvitationsResult = z.infer<typeof invitationsResult>;

/** Accepting the e-mailed link: the login id and password rules of sign-up apply. */
export const invitationAcceptBody = z
  .strictObject({
    invitationId: z.uuid(),
    key: plainText().min(1).max(200),
    loginId: loginIdSchema,
    password: passwordField,
  })
  .superRefine(passwordWithoutLoginId);
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBody>;

/** What the invitation page shows before the form: whose company, for whom, which role. */
export const invitationPreviewQuery = z.strictObject({ invitationId: z.uuid(), key: plainText().min(1).max(200) });
export const invitationPreview = z.object({
  companyName: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(INVITED_ROLES),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const memberRoleBody = z.strictObject({ role: z.enum(MEMBER_ROLES) });
export type MemberRoleBody = z.infer<typeof memberRoleBody>;

export const approvalLimitBody = z.strictObject({
  limit: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
});
export type ApprovalLimitBody = z.infer<typeof approvalLimitBody>;

export const orderRejectBody = z.strictObject({ reason: plainText().trim().min(1).max(500) });
export type OrderRejectBody = z.infer<typeof orderRejectBody>;

export const memberIdParams = z.strictObject({ id: idSchema });
export const invitationIdParams = z.strictObject({ id: z.uuid() });
