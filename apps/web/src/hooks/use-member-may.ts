import type { MemberAction, MemberRole } from '@hive/domain';
import { memberMay } from '@hive/domain/rules';
import { useSession } from '../lib/session-store';

/**
 * The signed-in member's role in their company. A visitor, and a session stored before companies had several people
 * (that account became the company's owner), are limited by no role: the visitor's limits are the sign-in's.
 */
export function useMemberRole(): MemberRole {
  return useSession((s) => s.member?.role ?? 'OWNER');
}

/**
 * Whether the signed-in member's role allows `action` (the domain's `memberMay`): what it does not allow is not
 * offered. The server checks again and refuses with 403 FORBIDDEN.
 */
export function useMemberMay(action: MemberAction): boolean {
  return memberMay(useMemberRole(), action);
}
