import {
  type BuyerQuotationDetail,
  buyerActions,
  canPostMessage,
  DomainError,
  marketplaceDate,
  nextQuotationState,
  notFound,
  type QuotationAction,
  type QuotationState,
} from '@hive/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { repeatEvery } from '../../lib/jobs.js';
import type { Mailer } from '../../mail/mail.service.js';
import { presentEvent, presentLine, presentMessage, presentOffer, presentRow } from './quotation.presenter.js';
import { type QuotationHead, quotationRepository } from './quotation.repository.js';
import { recordQuotationEvent } from './quotation-events.js';
import { type QuotationNotice, quotationNotices } from './quotation-notice.js';

const NOTICE: Partial<Record<QuotationAction, QuotationNotice>> = {
  decline: 'declined',
  negotiate: 'negotiating',
  cancel: 'cancelled',
  expire: 'expired',
};

export type QuotationServiceOptions = { db: Db; mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger };
/** The buyer company and the member of it who acts. */
export type Acting = { buyerId: number; memberId: number };

/**
 * A buyer's quotations after the request: the list, the detail, the offers' PDFs, the answers (accept, decline, ask
 * for changes, cancel) and the thread; and the job that expires offers past their date. Every read and change is
 * checked against the owner: another buyer's quotation, or a visitor's, does not exist for this buyer (404).
 */
export function quotationService({ db, mailer, publicUrl, log }: QuotationServiceOptions) {
  const notices = quotationNotices({ mailer, publicUrl });

  async function owned(repository: ReturnType<typeof quotationRepository>, buyerId: number, id: number, lock = false) {
    const head = await repository.head(id, lock);
    if (!head || head.buyerId === null || head.buyerId !== buyerId) throw notFound('Quotation');
    return head;
  }

  async function detail(buyerId: number, id: number, locale: string): Promise<BuyerQuotationDetail> {
    const repository = quotationRepository(db);
    const head = await owned(repository, buyerId, id);
    const [page, lines, offers, messages, events] = await Promise.all([
      repository.page({ buyerId, id }, 1, 1, locale),
      repository.lines(id),
      repository.offers(id),
      repository.messages(id),
      repository.events(id),
    ]);
    const row = page.list[0];
    if (!row) throw notFound('Quotation');
    const now = new Date();
    const current = offers[0];
    return {
      ...presentRow(row),
      lines: lines.map((line) => presentLine(line, locale)),
      offers: offers.map((offer) =>
        presentOffer(offer, {
          locale,
          now,
          currentVersion: current?.version ?? 0,
          pdfUrl: `/client/api/v1/quotations/${id}/offers/${offer.version}/pdf`,
        }),
      ),
      messages: messages.map((message) => presentMessage(message, 'buyer')),
      history: events.map((event) => presentEvent(event, 'buyer')),
      acceptedVersion: offers.find((offer) => offer.id === head.acceptedOfferId)?.version ?? null,
      order: head.order,
      allowedActions: buyerActions(head.state, current?.validUntil, now),
      canPostMessage: canPostMessage(head.state),
    };
  }

  /** One buyer action in one transaction: the quotation locked, the state machine asked, the event and the mail. */
  async function act(
    { buyerId, memberId }: Acting,
    id: number,
    action: 'decline' | 'negotiate' | 'cancel',
    message?: string,
  ): Promise<void> {
    await transaction(db, async (tx) => {
      const repository = quotationRepository(tx);
      const head = await owned(repository, buyerId, id, true);
      const to = nextQuotationState(head.state, action, 'buyer');
      await repository.setState(id, to);
      await repository.addEvent({ quotationId: id, from: head.state, to, action, actor: 'buyer', memberId });
      if (message) await repository.addMessage({ quotationId: id, author: 'buyer', body: message });
      await notices.send(tx, id, NOTICE[action]!);
    });
    void mailer.flush();
  }

  /** Expires what is due now, in batches; safe to run in several processes at once. Returns how many expired. */
  async function expireDue(batch = 100): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await transaction(db, async (tx) => {
        const repository = quotationRepository(tx);
        const due = await repository.lockExpired(batch);
        for (const row of due) {
          const to = nextQuotationState(row.state, 'expire', 'system');
          await repository.setState(row.id, to);
          await repository.addEvent({ quotationId: row.id, from: row.state, to, action: 'expire', actor: 'system' });
          await notices.send(tx, row.id, 'expired');
        }
        return due.length;
      });
      total += expired;
      if (expired < batch) break;
    }
    if (total > 0) void mailer.flush();
    return total;
  }

  return {
    async page(buyerId: number, filter: { state?: QuotationState }, page: number, size: number, locale: string) {
      const { list, total } = await quotationRepository(db).page({ buyerId, ...filter }, page, size, locale);
      return { list: list.map(presentRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    detail,

    /** An offer version's PDF, for its owner only. */
    async offerPdf(buyerId: number, id: number, version: number) {
      const repository = quotationRepository(db);
      const head = await owned(repository, buyerId, id);
      const pdf = await repository.offerPdf(id, version);
      if (!pdf) throw notFound('Offer');
      return { pdf, filename: `${head.number}-v${version}.pdf` };
    },

    /**
     * Accepts the current, unexpired offer, exactly once: one conditional update moves QUOTED to ACCEPTED, so however
     * many accepts arrive at once, one writes the event and the mail and the others get 409 QUOTATION_STATE.
     */
    async accept({ buyerId, memberId }: Acting, id: number, version: number, locale: string) {
      await transaction(db, async (tx) => {
        const repository = quotationRepository(tx);
        const head = await owned(repository, buyerId, id);
        const current = await repository.currentOffer(id);
        if (head.state === 'QUOTED' && current && current.version !== version) {
          throw new DomainError(
            'QUOTATION_STATE',
            `Only the current offer (version ${current.version}) can be accepted, not version ${version}.`,
          );
        }
        if (current && (await repository.acceptOnce(id, buyerId, current.id))) {
          await repository.addEvent({
            quotationId: id,
            from: 'QUOTED',
            to: 'ACCEPTED',
            action: 'accept',
            actor: 'buyer',
            memberId,
          });
          await notices.send(tx, id, 'accepted');
          await recordQuotationEvent(tx, 'quotation.accepted', id);
          return;
        }
        await explainRefusal(repository, id, current);
      });
      void mailer.flush();
      return detail(buyerId, id, locale);
    },

    async decline(who: Acting, id: number, reason: string | undefined, locale: string) {
      await act(who, id, 'decline', reason || undefined);
      return detail(who.buyerId, id, locale);
    },

    /** Asks for changes: the message goes on the thread, the operators answer with a new offer. */
    async negotiate(who: Acting, id: number, message: string, locale: string) {
      await act(who, id, 'negotiate', message);
      return detail(who.buyerId, id, locale);
    },

    async cancel(who: Acting, id: number, reason: string | undefined, locale: string) {
      await act(who, id, 'cancel', reason || undefined);
      return detail(who.buyerId, id, locale);
    },

    async postMessage(buyerId: number, id: number, body: string, locale: string) {
      await transaction(db, async (tx) => {
        const repository = quotationRepository(tx);
        const head = await owned(repository, buyerId, id, true);
        if (!canPostMessage(head.state)) {
          throw new DomainError('QUOTATION_STATE', `A quotation that is ${head.state} takes no more messages.`);
        }
        await repository.addMessage({ quotationId: id, author: 'buyer', body });
      });
      return detail(buyerId, id, locale);
    },

    expireDue,

    /** Runs the expiry every `intervalMs`; returns a stop function (the app calls it on close). */
    startExpiry(intervalMs = 60_000): () => void {
      return repeatEvery('offer-expiry', intervalMs, expireDue, (error) =>
        log?.error({ err: error }, 'quotation expiry failed'),
      );
    },
  };
}

/** Why an accept did not go through, after the conditional update moved nothing. */
async function explainRefusal(
  repository: ReturnType<typeof quotationRepository>,
  id: number,
  current: { version: number; validUntil: Date } | undefined,
): Promise<never> {
  const head = (await repository.head(id)) as QuotationHead;
  // Not QUOTED (any more): the state machine names the state, e.g. "ACCEPTED cannot be changed by accept".
  nextQuotationState(head.state, 'accept', 'buyer');
  if (!current) throw new DomainError('QUOTATION_STATE', 'There is no offer to accept yet.');
  throw new DomainError(
    'QUOTATION_STATE',
    `The offer expired on ${marketplaceDate(new Date(current.validUntil))}; ask for a new one.`,
  );
}

export type QuotationService = ReturnType<typeof quotationService>;
