import {
  type ClaimState,
  type ConsoleClaimView,
  DomainError,
  notFound,
  type RefundCreditNoteBody,
  type ResolveClaimBody,
  resolutionRefusal,
} from '@hive/domain';
import { auditRepository } from '../../../audit/audit.repository.js';
import type { Db } from '../../../db/client.js';
import { transaction } from '../../../db/transaction.js';
import type { OrderSnapshot } from '../../../documents/order-snapshot.js';
import type { Mailer } from '../../../mail/mail.service.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { claimedValue, presentClaimRow, presentConsoleClaim } from '../claim.presenter.js';
import { type ClaimRow, claimRepository } from '../claim.repository.js';
import { claimNotices } from '../claim-notice.js';

/** The order documents' issuing, as the order feature offers it (composed in `app.ts`): a credit note is a `cn`. */
export type CreditNoteDocuments = {
  issue(
    tx: Db,
    orderId: number,
    type: 'cn',
    shape: (snapshot: OrderSnapshot) => OrderSnapshot,
  ): Promise<{ id: number; snapshot: OrderSnapshot }>;
};

export type ClaimConsoleOptions = { db: Db; mailer: Mailer; publicUrl: string; documents: CreditNoteDocuments };

/** The credit note's own document: the claimed lines at the order's prices, and the amount it gives. */
const creditNoteShape =
  (claim: ClaimRow, note: { number: string; amount: number }, reason: string) =>
  (snapshot: OrderSnapshot): OrderSnapshot => {
    const claimed = new Map(claim.lines.map((line) => [line.productId, line.quantity]));
    const bySku = new Map(claim.lines.map((line) => [line.sku, line.productId]));
    const lines = snapshot.lines
      .filter((line) => claimed.has(bySku.get(line.sku) ?? -1))
      .map((line, position) => {
        const units = claimed.get(bySku.get(line.sku)!)!;
        return {
          ...line,
          position,
          moq: 1,
          quantity: units,
          units,
          amount: (line.unitPrice * units) as typeof line.amount,
        };
      });
    return {
      ...snapshot,
      lines,
      totals: {
        sku: lines.length,
        units: lines.reduce((sum, line) => sum + line.units, 0),
        amount: lines.reduce((sum, line) => sum + line.amount, 0) as OrderSnapshot['totals']['amount'],
      },
      creditNote: {
        number: note.number,
        claimId: claim.id,
        kind: claim.kind,
        reason,
        amount: note.amount as OrderSnapshot['totals']['amount'],
      },
    };
  };

/**
 * The operators' claims: the list (open first) and one claim, its resolution (once: a credit note with its PDF, a
 * replacement or a refusal, always with a reason; the buyer told) and a credit note's refund. Each change is one
 * transaction with the claim locked, audited.
 */
export function claimConsoleService({ db, mailer, publicUrl, documents }: ClaimConsoleOptions) {
  const repository = claimRepository(db);
  const notices = claimNotices({ mailer, publicUrl });

  async function detail(id: number): Promise<ConsoleClaimView> {
    const row = await repository.claim(id);
    if (!row) throw notFound('Claim');
    return presentConsoleClaim(row);
  }

  return {
    detail,

    async page(filter: { state?: ClaimState; orderId?: number }, page: number, size: number) {
      const { list, total } = await repository.page(filter, page, size);
      return { list: list.map(presentClaimRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    photo: async (claimId: number, photoId: number) => {
      const photo = await repository.photo(claimId, photoId);
      if (!photo) throw notFound('Photo');
      return photo;
    },

    async resolve(operator: Operator, id: number, body: ResolveClaimBody) {
      await transaction(db, async (tx) => {
        const inTx = claimRepository(tx);
        const head = await inTx.head(id);
        if (!head) throw notFound('Claim');
        if (head.state !== 'OPEN') throw new DomainError('CONFLICT', 'This claim is resolved already.');
        const claim = (await inTx.claim(id))!;
        const refusal = resolutionRefusal(body.outcome, body.amount, claimedValue(claim));
        if (refusal) throw refusal;
        const amount = body.outcome === 'CREDIT_NOTE' ? body.amount! : null;
        await inTx.resolve(id, { outcome: body.outcome, amount, reason: body.reason, operatorId: operator.id });
        let creditNote: string | undefined;
        if (amount !== null) {
          const note = await inTx.reserveCreditNote();
          const document = await documents.issue(
            tx,
            claim.orderId,
            'cn',
            creditNoteShape(claim, { number: note.number, amount }, body.reason),
          );
          await inTx.insertCreditNote({
            ...note,
            claimId: id,
            buyerId: claim.buyerId,
            currency: claim.currency,
            amount,
            documentId: document.id,
          });
          creditNote = note.number;
          await notices.send(
            tx,
            id,
            'claimCreditNote',
            (money) => ({ amount: money(amount), creditNote: note.number, reason: body.reason }),
            [document.id],
          );
        } else
          await notices.send(tx, id, body.outcome === 'REPLACEMENT' ? 'claimReplacement' : 'claimRefused', () => ({
            reason: body.reason,
          }));
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'claim.resolve',
          targetType: 'claim',
          targetId: id,
          before: { state: 'OPEN' },
          after: {
            state: 'RESOLVED',
            outcome: body.outcome,
            reason: body.reason,
            ...(amount !== null ? { amount, creditNote } : {}),
          },
        });
      });
      void mailer.flush();
      return detail(id);
    },

    /** Records that a claim's open credit note was paid back: it is no longer taken off an order. */
    async refund(operator: Operator, id: number, body: RefundCreditNoteBody) {
      await transaction(db, async (tx) => {
        const inTx = claimRepository(tx);
        const note = await inTx.creditNoteOf(id);
        if (!note) {
          if (!(await inTx.head(id))) throw notFound('Claim');
          throw new DomainError('CONFLICT', 'This claim has no credit note to refund.');
        }
        if (note.appliedOrderId !== null || note.refundReference !== null)
          throw new DomainError('CONFLICT', 'This credit note is applied or refunded already.');
        await inTx.refund(note.id, { ...body, operatorId: operator.id });
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'claim.refund',
          targetType: 'claim',
          targetId: id,
          before: { creditNote: 'OPEN' },
          after: { creditNote: 'REFUNDED', reference: body.reference, paidOn: body.paidOn },
        });
      });
      return detail(id);
    },
  };
}

export type ClaimConsoleService = ReturnType<typeof claimConsoleService>;
