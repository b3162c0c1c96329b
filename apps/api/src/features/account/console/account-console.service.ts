import {
  type AccountAction,
  DomainError,
  type Grade,
  mayApproveAtGrade,
  nextAccountStatus,
  notFound,
} from '@hive/domain';
import { auditRepository } from '../../../audit/audit.repository.js';
import type { Changes } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import { transaction } from '../../../db/transaction.js';
import type { Mailer } from '../../../mail/mail.service.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { revokeBuyerSessions } from '../../auth/buyer-sessions.js';
import { recordBuyerEvent } from '../account-events.js';
import { accountConsoleRepository, type ConsoleBuyer, type ConsoleBuyerFull } from './account-console.repository.js';
import { consoleBuyerDetail } from './account-console-detail.js';

const presentRow = (row: ConsoleBuyer) => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  approvedAt: row.approvedAt ? new Date(row.approvedAt).toISOString() : null,
});
/** What the audit log keeps of a buyer before and after an action. */
const snapshot = (row: ConsoleBuyerFull) => ({
  status: row.status,
  gradeId: row.grade?.id ?? null,
  currency: row.currency,
  reason: row.statusReason,
});

export type Decision =
  | { action: 'approve'; gradeId: Grade; currency: 'USD' | 'KRW' }
  | { action: 'reject' | 'suspend'; reason: string }
  | { action: 'reactivate' };

export type ConsoleBuyersOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /**
   * At approval, in its transaction: the quotations the company asked for as a visitor from `email` become the
   * buyer's; answers their ids (the quotation feature's, composed in `app.ts`).
   */
  attachVisitorRequests: (tx: Db, buyerId: number, email: string) => Promise<number[]>;
  /** Told once a status, grade or currency has changed, for this process's next request of the buyer to see it. */
  sessions: Pick<Changes, 'committedHere'>;
};

export function accountConsoleService({
  db,
  mailer,
  publicUrl,
  attachVisitorRequests,
  sessions,
}: ConsoleBuyersOptions) {
  const detail = (id: number) => consoleBuyerDetail(db, id);

  /** Loads and locks a buyer for a change, in the caller's transaction. */
  async function lockedBuyer(tx: Db, id: number) {
    const row = await accountConsoleRepository(tx).detail(id, true);
    if (!row) throw notFound('Buyer');
    return row;
  }

  return {
    async page(filter: { status?: ConsoleBuyer['status']; keyword?: string }, page: number, size: number) {
      const { list, total } = await accountConsoleRepository(db).page(filter, page, size);
      return { list: list.map(presentRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    detail,
    /** The grades, each with whether staff may approve an applicant at it. */
    async grades() {
      const repository = accountConsoleRepository(db);
      const [grades, staffGrade] = await Promise.all([repository.grades(), repository.staffApprovalGrade()]);
      return grades.map((grade) => ({ ...grade, staffMayApprove: mayApproveAtGrade('staff', grade.id, staffGrade) }));
    },

    /** Approves, rejects, suspends or reactivates; recorded in the audit log, the buyer told by e-mail. */
    async decide(operator: Operator, id: number, decision: Decision) {
      await transaction(db, async (tx) => {
        const repository = accountConsoleRepository(tx);
        const before = await lockedBuyer(tx, id);
        const status = nextAccountStatus(before.status, decision.action as AccountAction);
        if (!status) {
          throw new DomainError('CONFLICT', `A ${before.status} account cannot take the action "${decision.action}".`);
        }
        if (
          decision.action === 'approve' &&
          !mayApproveAtGrade(operator.role, decision.gradeId, await repository.staffApprovalGrade())
        ) {
          throw new DomainError(
            'FORBIDDEN',
            'Staff may not approve at this grade: choose a lower grade or ask an admin.',
          );
        }
        const reason = 'reason' in decision ? decision.reason : null;
        const terms = decision.action === 'approve' ? { gradeId: decision.gradeId, currency: decision.currency } : {};
        await repository.setStatus(id, { status, reason, ...terms });
        if (decision.action === 'suspend') await revokeBuyerSessions(tx, id);
        const after = await lockedBuyer(tx, id);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: `buyer.${decision.action}`,
          targetType: 'buyer',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        if (decision.action === 'approve') {
          // Quotations the company asked for as a visitor, from the e-mail address it has since proved at sign-up,
          // become its own: it can now read their offers and accept one (PRODUCT.md, quotations).
          for (const quotationId of await attachVisitorRequests(tx, id, after.repContactEmail)) {
            await auditRepository(tx).record({
              operatorId: operator.id,
              action: 'quotation.attach',
              targetType: 'quotation',
              targetId: quotationId,
              before: { buyerId: null },
              after: { buyerId: id },
            });
          }
        }
        const values = { name: after.repContactName, company: after.companyName };
        if (decision.action === 'approve') {
          await recordBuyerEvent(tx, 'buyer.approved', id);
          await mailer.enqueue(tx, {
            to: after.repContactEmail,
            template: 'approval',
            language: after.language,
            values: {
              ...values,
              grade: after.grade?.name ?? '',
              currency: after.currency ?? '',
              link: new URL('/sign-in/', publicUrl).toString(),
            },
          });
        }
        if (decision.action === 'reject') {
          await mailer.enqueue(tx, {
            to: after.repContactEmail,
            template: 'rejection',
            language: after.language,
            values: { ...values, reason: reason ?? '', support: await repository.supportEmail() },
          });
        }
      });
      sessions.committedHere();
      void mailer.flush();
      return detail(id);
    },

    /** Changes an approved buyer's grade or currency; the prices it sees follow at its next request. */
    async changeTerms(operator: Operator, id: number, terms: { gradeId?: string; currency?: 'USD' | 'KRW' }) {
      await transaction(db, async (tx) => {
        const before = await lockedBuyer(tx, id);
        if (before.status !== 'active' && before.status !== 'suspended') {
          throw new DomainError('CONFLICT', 'Only an approved account has a grade and a currency to change.');
        }
        await accountConsoleRepository(tx).setTerms(id, terms);
        const after = await lockedBuyer(tx, id);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'buyer.terms',
          targetType: 'buyer',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      sessions.committedHere();
      return detail(id);
    },
  };
}

export type AccountConsoleService = ReturnType<typeof accountConsoleService>;
