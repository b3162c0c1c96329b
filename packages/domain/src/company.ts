import { DomainError } from './errors.js';

/**
 * A buyer company's people and what each may do (PRODUCT.md). The company holds the grade, the currency, the addresses,
 * the quotations, the orders and the documents; each member signs in with their own login id and keeps their own cart
 * and quotation basket.
 */
export const MEMBER_ROLES = ['OWNER', 'ADMIN', 'PURCHASER', 'VIEWER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** The roles an invitation or a role change may give: the owner's is handed over, never given. */
export const INVITED_ROLES = ['ADMIN', 'PURCHASER', 'VIEWER'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'suspended', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * What a request asks of the member who sends it, decided by the route that matched (a write route that names nothing
 * asks `buy`):
 * - `self`: about the person alone (signing out, their own password, what they looked at): every member;
 * - `buy`: the cart, the basket, quotations, orders, addresses: purchasers and up;
 * - `manage`: the members, the invitations, the approval limit, approving orders: admins and the owner;
 * - `own`: closing the company's account, handing the owner's role over: the owner.
 */
export const MEMBER_ACTIONS = ['self', 'buy', 'manage', 'own'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

const RANK: Record<MemberRole, number> = { VIEWER: 0, PURCHASER: 1, ADMIN: 2, OWNER: 3 };
const NEEDS: Record<MemberAction, number> = { self: 0, buy: 1, manage: 2, own: 3 };

export const memberMay = (role: MemberRole, action: MemberAction): boolean => RANK[role] >= NEEDS[action];

/** The 403 a member meets when their role does not allow what they asked. */
export function requireMemberRole(role: MemberRole, action: MemberAction): void {
  if (!memberMay(role, action))
    throw new DomainError('FORBIDDEN', 'Your role in this company does not allow this. Ask an owner or an admin.');
}

export const MAX_MEMBERS = 50;
export const MAX_OPEN_INVITATIONS = 20;
export const INVITATION_DAYS = 7;

/** Whether an order of `total` (the company's currency, minor units) placed by a member of `role` waits for approval. */
export const needsApproval = (role: MemberRole, total: number, limit: number | null): boolean =>
  limit !== null && total > limit && !memberMay(role, 'manage');

/**
 * Whether `approver` may approve or reject an order `placedBy` placed: an owner or an admin, not the one who placed
 * it — unless they are the company's only approver, who would otherwise wait forever.
 */
export function mayApprove(
  approver: { id: number; role: MemberRole },
  placedBy: number | null,
  approvers: number,
): boolean {
  return memberMay(approver.role, 'manage') && (approver.id !== placedBy || approvers <= 1);
}

/**
 * Why a role change or a removal cannot be made, or undefined: the owner keeps the owner's role until they hand it
 * over, and is never removed; only the owner hands it over; an admin changes no admin's or owner's role.
 */
export function memberChangeProblem(
  actor: { id: number; role: MemberRole },
  target: { id: number; role: MemberRole },
  change: { role: MemberRole } | 'remove',
): string | undefined {
  if (target.role === 'OWNER') return 'The owner cannot be removed or re-roled: the owner hands the role over.';
  if (change !== 'remove' && change.role === 'OWNER' && actor.role !== 'OWNER')
    return 'Only the owner can hand the owner’s role over.';
  if (actor.role !== 'OWNER' && target.role === 'ADMIN' && target.id !== actor.id)
    return 'Only the owner can change or remove an admin.';
  return undefined;
}
