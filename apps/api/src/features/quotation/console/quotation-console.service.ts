import {
  canPostMessage,
  costsProblem,
  costsProblemText,
  type DeliveryCosts,
  DomainError,
  isValidUntilAllowed,
  minor,
  nextQuotationState,
  notFound,
  type OfferBody,
  offerTotals,
  type QuotationKind,
  type QuotationState,
  validUntilEnd,
} from '@hive/domain';
import { type AuditRecord, auditRepository } from '../../../audit/audit.repository.js';
import type { Db } from '../../../db/client.js';
import { transaction } from '../../../db/transaction.js';
import type { Mailer } from '../../../mail/mail.service.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { presentConsoleRow } from '../quotation.presenter.js';
import { type QuotationRepository, quotationRepository, type RequestedLineRow } from '../quotation.repository.js';
import { recordQuotationEvent } from '../quotation-events.js';
import { quotationNotices, renderOfferPdf } from '../quotation-notice.js';
import { consoleQuotationDetail } from './quotation-console-detail.js';

/** Quotations waiting for the operators: a new request, or changes the buyer asked for. */
const WAITING: readonly QuotationState[] = ['REQUESTED', 'NEGOTIATING'];

const badRequest = (field: string, message: string) => new DomainError('BAD_REQUEST', `body.${field}: ${message}`);

/** An operator's change of state: the quotation moves to `to`, and its history says who moved it and how. */
async function moveState(
  repository: QuotationRepository,
  change: { id: number; from: QuotationState; to: QuotationState; action: 'offer' | 'cancel'; operator: Operator },
) {
  const { id, from, to, action, operator } = change;
  await repository.setState(id, to);
  await repository.addEvent({ quotationId: id, from, to, action, actor: 'operator', operatorId: operator.id });
}

/** The audit log's entry for an operator's change to quotation `id`, written in the change's transaction. */
const auditQuotation = (
  tx: Db,
  operator: Operator,
  id: number,
  action: 'offer' | 'message' | 'cancel',
  change: Pick<AuditRecord, 'before' | 'after'>,
) =>
  auditRepository(tx).record({
    operatorId: operator.id,
    action: `quotation.${action}`,
    targetType: 'quotation',
    targetId: id,
    ...change,
  });

/**
 * The console's quotations: the inbox, a quotation with its requester's profile and history, and the operators'
 * changes — a new offer version (with its PDF, the state change, the event, the e-mail and the audit entry in one
 * transaction), a message, a cancellation. Staff and admins alike may answer.
 */
export function quotationConsoleService({ db, mailer, publicUrl }: { db: Db; mailer: Mailer; publicUrl: string }) {
  const notices = quotationNotices({ mailer, publicUrl });

  const detail = (id: number, locale: string) => consoleQuotationDetail(db, id, locale);

  /** The offer's lines in the request's order, each requested product exactly once; else 400 naming the line. */
  function offerLines(body: OfferBody, requested: RequestedLineRow[]) {
    const moq = new Map(requested.map((line) => [line.productId, line.moq]));
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (!moq.has(line.productId)) throw badRequest(`lines.${index}.productId`, 'is not a product of this request');
      if (seen.has(line.productId)) throw badRequest(`lines.${index}.productId`, 'is given twice');
      seen.add(line.productId);
    });
    const missing = requested.find((line) => !seen.has(line.productId));
    if (missing) throw badRequest('lines', `product ${missing.productId} of the request is missing`);
    const byProduct = new Map(body.lines.map((line) => [line.productId, line]));
    const lines = requested.map((line) => {
      const offered = byProduct.get(line.productId)!;
      return { ...offered, moq: line.moq };
    });
    const totals = offerTotals(lines.map((line) => ({ ...line, unitPrice: minor(line.unitPrice) })));
    if (totals.sku === 0) throw badRequest('lines', 'an offer needs at least one available line with a quantity');
    return { lines, totals };
  }

  return {
    async page(filter: { state?: QuotationState; kind?: QuotationKind; keyword?: string }, page: number, size: number) {
      const { list, total } = await quotationRepository(db).page(filter, page, size, 'en');
      return { list: list.map(presentConsoleRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    async counts(kind?: QuotationKind) {
      const states = await quotationRepository(db).counts(kind);
      const waiting = states.filter((row) => WAITING.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
      return { states, waiting };
    },

    detail,

    /**
     * At a buyer's approval, in its transaction: the visitor's requests sent from `email` become the buyer's (composed
     * into the console's buyer decisions in `app.ts`). Returns their ids.
     */
    attachVisitorRequests: (tx: Db, buyerId: number, email: string) =>
      quotationRepository(tx).attachVisitorRequests(buyerId, email),

    async offerPdf(id: number, version: number) {
      const repository = quotationRepository(db);
      const head = await repository.head(id);
      const pdf = head ? await repository.offerPdf(id, version) : undefined;
      if (!head || !pdf) throw notFound('Offer');
      return { pdf, filename: `${head.number}-v${version}.pdf` };
    },

    /**
     * Sends a new offer version: version = previous + 1, never changed afterwards, its PDF stored with it; the state
     * moves by the state machine's `offer`; the event, the e-mail (the buyer's, or the visitor's with a sign-up link)
     * and the audit entry are written in the same transaction.
     */
    async sendOffer(operator: Operator, id: number, body: OfferBody, locale: string) {
      if (!isValidUntilAllowed(body.validUntil, new Date())) {
        throw badRequest('validUntil', 'must be a date from today up to a year ahead');
      }
      const costs = { freight: body.freight, insurance: body.insurance, duties: body.duties };
      const problem = costsProblem(body.incoterm, costs as DeliveryCosts);
      if (problem) throw badRequest(problem.field, costsProblemText(body.incoterm, problem));
      await transaction(db, async (tx) => {
        const repository = quotationRepository(tx);
        const head = await repository.head(id, true);
        if (!head) throw notFound('Quotation');
        const to = nextQuotationState(head.state, 'offer', 'operator');
        const { lines, totals } = offerLines(body, await repository.lines(id));
        const previous = await repository.currentOffer(id);
        const created = await repository.addOffer({
          quotationId: id,
          currency: head.currency,
          validUntil: validUntilEnd(body.validUntil),
          incoterm: body.incoterm,
          namedPlace: body.namedPlace,
          ...costs,
          leadTimeDays: body.leadTimeDays,
          note: body.note,
          operatorId: operator.id,
          lines,
        });
        const [offer] = await repository.offers(id);
        const requester = await repository.requester(id);
        if (!offer || offer.id !== created.id || !requester) throw new Error('The new offer could not be read back');
        await repository.setOfferPdf(
          created.id,
          await renderOfferPdf(tx, { number: head.number, offer, requester, details: head.requestDetails }),
        );
        await moveState(repository, { id, from: head.state, to, action: 'offer', operator });
        await notices.send(tx, id, 'offer');
        await recordQuotationEvent(tx, 'quotation.offered', id);
        await auditQuotation(tx, operator, id, 'offer', {
          before: { state: head.state, version: previous?.version ?? null },
          after: {
            state: to,
            version: created.version,
            currency: head.currency,
            amount: totals.amount,
            validUntil: body.validUntil,
            incoterm: body.incoterm,
            namedPlace: body.namedPlace,
            ...costs,
            leadTimeDays: body.leadTimeDays,
          },
        });
      });
      void mailer.flush();
      return detail(id, locale);
    },

    async postMessage(operator: Operator, id: number, body: string, locale: string) {
      await transaction(db, async (tx) => {
        const repository = quotationRepository(tx);
        const head = await repository.head(id, true);
        if (!head) throw notFound('Quotation');
        if (!canPostMessage(head.state)) {
          throw new DomainError('QUOTATION_STATE', `A quotation that is ${head.state} takes no more messages.`);
        }
        const messageId = await repository.addMessage({
          quotationId: id,
          author: 'operator',
          body,
          operatorId: operator.id,
        });
        await auditQuotation(tx, operator, id, 'message', {
          before: null,
          after: { messageId, body: body.length > 200 ? `${body.slice(0, 200)}…` : body },
        });
      });
      return detail(id, locale);
    },

    /** Closes a quotation; the reason, if any, goes on the thread for the buyer to read. */
    async cancel(operator: Operator, id: number, reason: string | undefined, locale: string) {
      await transaction(db, async (tx) => {
        const repository = quotationRepository(tx);
        const head = await repository.head(id, true);
        if (!head) throw notFound('Quotation');
        const to = nextQuotationState(head.state, 'cancel', 'operator');
        await moveState(repository, { id, from: head.state, to, action: 'cancel', operator });
        if (reason)
          await repository.addMessage({ quotationId: id, author: 'operator', body: reason, operatorId: operator.id });
        await notices.send(tx, id, 'cancelled');
        await auditQuotation(tx, operator, id, 'cancel', {
          before: { state: head.state },
          after: { state: to, reason: reason ?? null },
        });
      });
      void mailer.flush();
      return detail(id, locale);
    },
  };
}

export type QuotationConsoleService = ReturnType<typeof quotationConsoleService>;
