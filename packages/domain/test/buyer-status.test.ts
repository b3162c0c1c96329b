import { describe, expect, it } from 'vitest';
import { accountActions, mayApproveAtGrade, nextAccountStatus } from '../src/buyer-status.js';

describe('account status', () => {
  it('lets an operator approve an applicant or a rejected applicant, and nothing else', () => {
    expect(nextAccountStatus('pending', 'approve')).toBe('active');
    expect(nextAccountStatus('rejected', 'approve')).toBe('active');
    expect(nextAccountStatus('active', 'approve')).toBeNull();
    expect(nextAccountStatus('suspended', 'approve')).toBeNull();
    expect(nextAccountStatus('withdrawn', 'approve')).toBeNull();
  });

  it('rejects only applicants, suspends only active accounts and reactivates only suspended ones', () => {
    expect(nextAccountStatus('pending', 'reject')).toBe('rejected');
    expect(nextAccountStatus('active', 'reject')).toBeNull();
    expect(nextAccountStatus('active', 'suspend')).toBe('suspended');
    expect(nextAccountStatus('pending', 'suspend')).toBeNull();
    expect(nextAccountStatus('suspended', 'reactivate')).toBe('active');
    expect(nextAccountStatus('active', 'reactivate')).toBeNull();
  });

  it('never brings a withdrawn account back', () => {
    expect(accountActions('withdrawn')).toEqual([]);
    expect(nextAccountStatus('withdrawn', 'withdraw')).toBeNull();
  });

  it('lists the actions of each status', () => {
    expect(accountActions('pending')).toEqual(['approve', 'reject', 'withdraw']);
    expect(accountActions('active')).toEqual(['suspend', 'withdraw']);
    expect(accountActions('suspended')).toEqual(['reactivate', 'withdraw']);
  });

  it('lets staff approve up to the grade an admin allows, and an admin at any grade', () => {
    expect(mayApproveAtGrade('staff', '01', '01')).toBe(true);
    expect(mayApproveAtGrade('staff', '02', '01')).toBe(false);
    expect(mayApproveAtGrade('staff', '04', '01')).toBe(false);
    expect(mayApproveAtGrade('staff', '02', '03')).toBe(true);
    expect(mayApproveAtGrade('staff', '03', '03')).toBe(true);
    expect(mayApproveAtGrade('staff', '04', '03')).toBe(false);
    expect(mayApproveAtGrade('admin', '04', '01')).toBe(true);
  });
});
