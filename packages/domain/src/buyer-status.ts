import { GRADES, type Grade } from './constants.js';

/** Where a buyer's account stands, and what operators (and the buyer) may do with it. */
export type AccountStatus = 'pending' | 'active' | 'rejected' | 'suspended' | 'withdrawn';
export type AccountAction = 'approve' | 'reject' | 'suspend' | 'reactivate' | 'withdraw';

const TRANSITIONS: Record<AccountAction, { from: readonly AccountStatus[]; to: AccountStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['active'], to: 'suspended' },
  reactivate: { from: ['suspended'], to: 'active' },
  withdraw: { from: ['pending', 'active', 'rejected', 'suspended'], to: 'withdrawn' },
};

/** The status after `action`, or null when the action does not apply to an account in `status`. */
export function nextAccountStatus(status: AccountStatus, action: AccountAction): AccountStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions that apply to an account in `status`, for the console's buttons. */
export function accountActions(status: AccountStatus): AccountAction[] {
  return (Object.keys(TRANSITIONS) as AccountAction[]).filter((action) => nextAccountStatus(status, action) !== null);
}

/** Staff approve at the lowest grade unless an admin lets them go higher in the settings. */
export const DEFAULT_STAFF_APPROVAL_GRADE: Grade = GRADES[0];

/**
 * Whether an operator of `role` may approve an applicant at `grade`: an admin at any grade, staff up to the grade an
 * admin set (`staffGrade`); the grades climb in their order ('01' the smallest discount). Changing a grade afterwards
 * is an admin's act.
 */
export function mayApproveAtGrade(role: 'admin' | 'staff', grade: Grade, staffGrade: Grade): boolean {
  return role === 'admin' || GRADES.indexOf(grade) <= GRADES.indexOf(staffGrade);
}
