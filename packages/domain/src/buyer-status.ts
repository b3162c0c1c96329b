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
