import type { CompanyMember, Currency, MemberRole } from '@hive/domain';
import {
  AMOUNT_PATTERN,
  INVITED_ROLES,
  memberChangeProblem,
  memberMay,
  minor,
  parseAmount,
  toDecimalString,
} from '@hive/domain/rules';

/** The approval limit as the form shows it: in the currency's units ("1500.00" dollars, "2000000" won); '' for none. */
export const limitText = (limit: number | null, currency: Currency): string =>
  limit === null ? '' : toDecimalString(minor(limit), currency);

/**
 * What the approval limit's box holds, as the API takes it: minor units of the company's currency (cents, whole won),
 * null for an empty box (no limit), or undefined when it is no amount in that currency (letters, a third decimal, a
 * decimal in won). Spaces and thousands separators typed with it are ignored.
 */
export function parseLimit(text: string, currency: Currency): number | null | undefined {
  const typed = text.replace(/[\s,_]/g, '');
  if (typed === '') return null;
  if (!AMOUNT_PATTERN[currency].test(typed)) return undefined;
  return parseAmount(typed, currency);
}

/** What `actor` may do to `target` on the members page: the roles they may give, and whether they may remove them. */
export function memberChoices(
  actor: { id: number; role: MemberRole },
  target: Pick<CompanyMember, 'id' | 'role' | 'status'>,
): { roles: MemberRole[]; remove: boolean } {
  if (!memberMay(actor.role, 'manage') || target.id === actor.id || target.status === 'removed')
    return { roles: [], remove: false };
  const offered: MemberRole[] = [...INVITED_ROLES, 'OWNER'];
  const roles = offered.filter(
    (role) => role === target.role || memberChangeProblem(actor, target, { role }) === undefined,
  );
  // Only the owner hands the owner's role over, and only to an admin.
  const given = roles.filter((role) => role !== 'OWNER' || target.role === 'ADMIN');
  return {
    roles: given.length > 1 ? given : [],
    remove: memberChangeProblem(actor, target, 'remove') === undefined,
  };
}

/** The members in the order the page lists them: the owner, the admins, purchasers, viewers; by name within each. */
const RANK: Record<MemberRole, number> = { OWNER: 0, ADMIN: 1, PURCHASER: 2, VIEWER: 3 };
export const byRole = (members: readonly CompanyMember[]): CompanyMember[] =>
  [...members]
    .filter((member) => member.status !== 'removed')
    .sort((a, b) => RANK[a.role] - RANK[b.role] || a.name.localeCompare(b.name));
