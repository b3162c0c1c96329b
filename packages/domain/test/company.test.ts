import { describe, expect, it } from 'vitest';
import { mayApprove, memberChangeProblem, memberMay, needsApproval } from '../src/company.js';
import { allowedOrderActions, nextOrderState } from '../src/order-state.js';

describe('a company’s roles', () => {
  it('orders the roles: a viewer reads, a purchaser buys, an admin manages, the owner owns', () => {
    expect(memberMay('VIEWER', 'self')).toBe(true);
    expect(memberMay('VIEWER', 'buy')).toBe(false);
    expect(memberMay('PURCHASER', 'buy')).toBe(true);
    expect(memberMay('PURCHASER', 'manage')).toBe(false);
    expect(memberMay('ADMIN', 'manage')).toBe(true);
    expect(memberMay('ADMIN', 'own')).toBe(false);
    expect(memberMay('OWNER', 'own')).toBe(true);
  });

  it('holds a purchaser’s order above the limit for approval, never an approver’s, never without a limit', () => {
    expect(needsApproval('PURCHASER', 50_001, 50_000)).toBe(true);
    expect(needsApproval('PURCHASER', 50_000, 50_000)).toBe(false);
    expect(needsApproval('PURCHASER', 9_999_999, null)).toBe(false);
    expect(needsApproval('ADMIN', 9_999_999, 0)).toBe(false);
  });

  it('lets an approver other than the one who placed it decide, or the only approver', () => {
    expect(mayApprove({ id: 2, role: 'ADMIN' }, 3, 2)).toBe(true);
    expect(mayApprove({ id: 3, role: 'ADMIN' }, 3, 2)).toBe(false);
    expect(mayApprove({ id: 3, role: 'OWNER' }, 3, 1)).toBe(true);
    expect(mayApprove({ id: 4, role: 'PURCHASER' }, 3, 1)).toBe(false);
  });

  it('keeps the owner, and admins for the owner to change', () => {
    const owner = { id: 1, role: 'OWNER' as const };
    const admin = { id: 2, role: 'ADMIN' as const };
    const other = { id: 3, role: 'ADMIN' as const };
    const purchaser = { id: 4, role: 'PURCHASER' as const };
    expect(memberChangeProblem(admin, owner, 'remove')).toMatch(/owner/);
    expect(memberChangeProblem(admin, purchaser, { role: 'OWNER' })).toMatch(/Only the owner/);
    expect(memberChangeProblem(admin, other, { role: 'VIEWER' })).toMatch(/Only the owner/);
    expect(memberChangeProblem(admin, purchaser, { role: 'VIEWER' })).toBeUndefined();
    expect(memberChangeProblem(owner, admin, { role: 'OWNER' })).toBeUndefined();
  });

  it('moves an order waiting for approval to placed or cancelled, by the buyer only', () => {
    const pending = { state: 'PENDING_APPROVAL' as const, balanceDue: false, toBeQuoted: false };
    expect(nextOrderState(pending, 'approve', 'buyer')).toBe('PLACED');
    expect(nextOrderState(pending, 'reject', 'buyer')).toBe('CANCELLED');
    expect(() => nextOrderState(pending, 'confirm', 'operator')).toThrow(/PENDING_APPROVAL/);
    expect(allowedOrderActions(pending, 'operator')).toEqual(['cancel']);
    expect(allowedOrderActions({ ...pending, state: 'PLACED' }, 'buyer')).not.toContain('approve');
  });
});
