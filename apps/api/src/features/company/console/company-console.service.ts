import { DomainError, notFound } from '@hive/domain';
import { auditRepository } from '../../../audit/audit.repository.js';
import type { Changes } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import { transaction } from '../../../db/transaction.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { revokeMemberSessions } from '../../auth/buyer-sessions.js';
import { presentMember } from '../company.presenter.js';
import { companyRepository } from '../company.repository.js';

export function companyConsoleService({ db, sessions }: { db: Db; sessions: Pick<Changes, 'committedHere'> }) {
  return {
    list: async (buyerId: number) => ({ list: (await companyRepository(db).members(buyerId)).map(presentMember) }),

    /** Suspends or reactivates one member: a suspended member signs in no more, their sessions end at once. */
    async setStatus(
      operator: Operator,
      buyerId: number,
      memberId: number,
      status: 'active' | 'suspended',
      reason: string,
    ) {
      await transaction(db, async (tx) => {
        const repository = companyRepository(tx);
        const member = await repository.member(buyerId, memberId, true);
        if (!member || member.status === 'removed') throw notFound('The member');
        const from = status === 'active' ? 'suspended' : 'active';
        if (member.status !== from)
          throw new DomainError('CONFLICT', `A member who is ${member.status} cannot be made ${status}.`);
        await repository.setStatus(memberId, status);
        if (status === 'suspended') await revokeMemberSessions(tx, memberId);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: status === 'suspended' ? 'member.suspend' : 'member.reactivate',
          targetType: 'buyer',
          targetId: buyerId,
          before: { member: memberId, loginId: member.loginId, status: member.status },
          after: { member: memberId, status, reason },
        });
      });
      sessions.committedHere();
      return presentMember((await companyRepository(db).member(buyerId, memberId))!);
    },
  };
}

export type CompanyConsoleService = ReturnType<typeof companyConsoleService>;
