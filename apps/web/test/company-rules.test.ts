import type { CompanyMember } from '@hive/domain';
import { describe, expect, it } from 'vitest';
import { byRole, limitText, memberChoices, parseLimit } from '../src/features/account/company-rules';

const member = (
  id: number,
  role: CompanyMember['role'],
  status: CompanyMember['status'] = 'active',
  name = `M${id}`,
) => ({
  id,
  loginId: `m${id}`,
  name,
  email: `m${id}@example.com`,
  role,
  status,
  lastSeenAt: null,
});

describe('the approval limit typed in the currency, kept in minor units', () => {
  it('dollars with up to two decimals become cents; whole won stay won', () => {
    expect(parseLimit('2500', 'USD')).toBe(250_000);
    expect(parseLimit('2500.5', 'USD')).toBe(250_050);
    expect(parseLimit(' 1,250.75 ', 'USD')).toBe(125_075);
    expect(parseLimit('3000000', 'KRW')).toBe(3_000_000);
  });

  it('an empty box is no limit; what is no amount in the currency is refused', () => {
    expect(parseLimit('', 'USD')).toBeNull();
    expect(parseLimit('   ', 'KRW')).toBeNull();
    expect(parseLimit('12.345', 'USD')).toBeUndefined();
    expect(parseLimit('1500.5', 'KRW')).toBeUndefined();
    expect(parseLimit('-5', 'USD')).toBeUndefined();
    expect(parseLimit('ten', 'USD')).toBeUndefined();
  });

  it('shows a kept limit as the box holds it, and none as an empty box', () => {
    expect(limitText(250_050, 'USD')).toBe('2500.50');
    expect(limitText(3_000_000, 'KRW')).toBe('3000000');
    expect(limitText(null, 'USD')).toBe('');
    expect(parseLimit(limitText(99, 'USD'), 'USD')).toBe(99);
  });
});

describe('what a member may do to another on the members page', () => {
  const owner = { id: 1, role: 'OWNER' as const };
  const admin = { id: 2, role: 'ADMIN' as const };

  it('the owner changes any role but their own, and hands the owner’s role to an admin only', () => {
    expect(memberChoices(owner, member(2, 'ADMIN'))).toEqual({
      roles: ['ADMIN', 'PURCHASER', 'VIEWER', 'OWNER'],
      remove: true,
    });
    expect(memberChoices(owner, member(3, 'PURCHASER'))).toEqual({
      roles: ['ADMIN', 'PURCHASER', 'VIEWER'],
      remove: true,
    });
    expect(memberChoices(owner, member(1, 'OWNER'))).toEqual({ roles: [], remove: false });
  });

  it('an admin manages purchasers and viewers, not another admin nor the owner', () => {
    expect(memberChoices(admin, member(3, 'VIEWER'))).toEqual({
      roles: ['ADMIN', 'PURCHASER', 'VIEWER'],
      remove: true,
    });
    expect(memberChoices(admin, member(4, 'ADMIN'))).toEqual({ roles: [], remove: false });
    expect(memberChoices(admin, member(1, 'OWNER'))).toEqual({ roles: [], remove: false });
  });

  it('a purchaser or a viewer changes no one', () => {
    expect(memberChoices({ id: 3, role: 'PURCHASER' }, member(4, 'VIEWER'))).toEqual({ roles: [], remove: false });
    expect(memberChoices({ id: 4, role: 'VIEWER' }, member(3, 'PURCHASER'))).toEqual({ roles: [], remove: false });
  });

  it('lists the owner first, then admins, purchasers and viewers by name, without the removed', () => {
    const list = [
      member(5, 'VIEWER', 'active', 'Zoe'),
      member(4, 'PURCHASER', 'active', 'Bao'),
      member(6, 'PURCHASER', 'removed', 'Gone'),
      member(3, 'PURCHASER', 'suspended', 'Anh'),
      member(1, 'OWNER', 'active', 'Olga'),
    ];
    expect(byRole(list).map((one) => one.name)).toEqual(['Olga', 'Anh', 'Bao', 'Zoe']);
  });
});
