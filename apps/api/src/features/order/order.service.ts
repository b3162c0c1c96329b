import {
  type BuyerOrderDetail,
  type BuyerOrderPage,
  type BuyerOrdersExportQuery,
  type DocumentType,
  DomainError,
  gradeUnitPrice,
  type Locale,
  type MemberRole,
  marketplaceDate,
  mayApprove,
  minor,
  nextOrderState,
  notFound,
  type OrderState,
  type Pricing,
  type ReorderPreview,
  reorderStatus,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Mailer } from '../../mail/mail.service.js';
import { buyerDocumentBase, presentDetail, presentLine, presentPage, presentRow } from './order.presenter.js';
import { orderRepository } from './order.repository.js';
import type { OrderDocuments } from './order-documents.js';
import { recordOrderEvent } from './order-events.js';
import { BUYER_ORDER_COLUMNS, orderExports } from './order-export.js';
import { factsOf } from './order-facts.js';
import { orderNotices } from './order-notice.js';
import { reorderRepository } from './reorder.repository.js';

/** The buyer company and the member of it acting on an order, with their role. */
export type OrderMember = { buyerId: number; memberId: number; role: MemberRole };

/** An owner or an admin, not the one who placed the order unless they are the company's only approver: else 403. */
async function mayDecide(tx: Db, who: OrderMember, orderId: number): Promise<void> {
  const { placedBy, approvers } = await orderRepository(tx).approvalFacts(orderId);
  if (!mayApprove({ id: who.memberId, role: who.role }, placedBy, approvers))
    throw new DomainError(
      'FORBIDDEN',
      'An owner or an admin other than the person who placed it approves or rejects this order.',
    );
}

export type OrderServiceOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  documents: OrderDocuments;
  /** Told which products' stock went back (the restock feature's `notifyRestocked`, composed in `app.ts`). */
  stockReturned?: (tx: Db, productIds: readonly number[]) => Promise<unknown>;
  /** Puts lines in the member's quotation basket, within its limit (the basket feature's `basketLines`, composed in `app.ts`). */
  toBasket: (
    memberId: number,
    lines: { productId: number; quantity: number }[],
  ) => Promise<{ fits: boolean; added: number; count: number; limit: number }>;
};

/**
 * A buyer's orders after placing: the list, the detail with its documents, cancelling before confirmation (the held
 * stock goes back in the same transaction), and ordering the lines again. Another buyer's order does not exist for
 * this buyer (404).
 */
export function orderService({ db, mailer, publicUrl, documents, stockReturned, toBasket }: OrderServiceOptions) {
  const notices = orderNotices({ mailer, publicUrl });

  async function detail(buyerId: number, id: number, locale: Locale): Promise<BuyerOrderDetail> {
    const row = await orderRepository(db).detail(id);
    if (!row || row.buyerId !== buyerId) throw notFound('Order');
    return presentDetail(row, { locale, actor: 'buyer', documentBase: buyerDocumentBase(id) });
  }

  /** The buyer's order's lines with today's state and price of each product. */
  async function reorderLines(buyerId: number, id: number, pricing: Pricing) {
    const row = await orderRepository(db).detail(id);
    if (!row || row.buyerId !== buyerId) throw notFound('Order');
    const today = new Map((await reorderRepository(db).today(id)).map((product) => [product.id, product]));
    return {
      currency: row.currency,
      lines: row.lines.map((line) => {
        const product = today.get(line.productId);
        const currentPrice = product
          ? gradeUnitPrice(
              minor(row.currency === 'USD' ? product.supplyUsd : product.supplyKrw),
              pricing.discountBp,
              row.currency,
            )
          : null;
        const status = reorderStatus(
          { unitPrice: minor(line.unitPrice) },
          product && currentPrice !== null ? { ...product, unitPrice: currentPrice } : null,
        );
        return { line, status, currentPrice: status === 'unavailable' ? null : currentPrice };
      }),
    };
  }

  return {
    detail,

    /** Every order of the buyer's company the list's filters select, as a file, one row per line (not one page). */
    exportFile: (buyerId: number, { format, state, q, locale }: BuyerOrdersExportQuery) =>
      orderExports(db).orders(format, { buyerId, state, q }, locale, BUYER_ORDER_COLUMNS),

    async page(
      buyerId: number,
      query: { state?: OrderState; q?: string; page: number; size: number; locale: Locale },
    ): Promise<BuyerOrderPage> {
      const { page, size } = query;
      const found = await orderRepository(db).page(
        { buyerId, state: query.state, q: query.q },
        page,
        size,
        query.locale,
      );
      return {
        ...presentPage(found, page, size, presentRow),
        counts: found.counts,
      };
    },

    /**
     * Cancels the buyer's order while it is placed or waiting for approval — or, for an approver, rejects one waiting:
     * the event (with the member), the held stock back, the mail — all or nothing.
     */
    async cancel(who: OrderMember, id: number, reason: string, locale: Locale, action: 'cancel' | 'reject' = 'cancel') {
      await transaction(db, async (tx) => {
        const repository = orderRepository(tx);
        const head = await repository.head(id, true);
        if (!head || head.buyerId !== who.buyerId) throw notFound('Order');
        const to = nextOrderState(factsOf(head, head.paid), action, 'buyer');
        if (action === 'reject') await mayDecide(tx, who, id);
        await repository.move({
          id,
          from: head.state,
          to,
          action,
          actor: 'buyer',
          memberId: who.memberId,
          note: reason,
          cancelReason: reason || null,
        });
        const returned = await repository.releaseStock([id]);
        await stockReturned?.(tx, returned);
        await notices.send(tx, id, 'orderCancelled', () => ({ reason: reason || '—' }));
        await recordOrderEvent(tx, to, id);
      });
      void mailer.flush();
      return detail(who.buyerId, id, locale);
    },

    /**
     * An owner or an admin lets an order waiting for approval go ahead: it is placed, its purchase order issued and
     * mailed as at any placing, the approver named on it and in its history.
     */
    async approve(who: OrderMember, id: number, locale: Locale) {
      await transaction(db, async (tx) => {
        const repository = orderRepository(tx);
        const head = await repository.head(id, true);
        if (!head || head.buyerId !== who.buyerId) throw notFound('Order');
        const to = nextOrderState(factsOf(head, head.paid), 'approve', 'buyer');
        await mayDecide(tx, who, id);
        await repository.move({ id, from: head.state, to, action: 'approve', actor: 'buyer', memberId: who.memberId });
        const po = await documents.issue(tx, id, 'po');
        await notices.send(
          tx,
          id,
          'orderPlaced',
          ({ money }) => ({
            company: po.snapshot.buyer.company,
            count: po.snapshot.lines.length,
            units: po.snapshot.lines.reduce((sum, line) => sum + line.units, 0),
            lines: po.snapshot.lines
              .map(
                (line) =>
                  `- ${line.name} (SKU ${line.sku}): ${line.quantity} × ${line.moq} = ${line.units} · ${money(line.amount)}`,
              )
              .join('\n'),
            payBy: marketplaceDate(new Date(head.payBy)),
          }),
          [po.id],
        );
        await recordOrderEvent(tx, to, id);
      });
      void mailer.flush();
      return detail(who.buyerId, id, locale);
    },

    /** A document of the buyer's own order: the newest version, or the one asked for. */
    document: (buyerId: number, id: number, type: DocumentType, version?: number) =>
      documents.find(id, type, version, buyerId),

    /** Each past line as it could be ordered today. */
    async reorderPreview(buyerId: number, id: number, pricing: Pricing, locale: Locale): Promise<ReorderPreview> {
      const { currency, lines } = await reorderLines(buyerId, id, pricing);
      return {
        currency,
        lines: lines.map(({ line, status, currentPrice }) => ({
          ...presentLine(line, locale),
          status,
          currentPrice,
        })),
      };
    },

    /**
     * Puts the chosen lines back in the quotation basket with their past quantities (a product already there takes the
     * past quantity). Only lines that can be ordered today: a sold-out or withdrawn product is a 409 naming it.
     */
    async reorder(
      { buyerId, memberId }: { buyerId: number; memberId: number },
      id: number,
      productIds: number[],
      pricing: Pricing,
    ) {
      const { lines } = await reorderLines(buyerId, id, pricing);
      const byProduct = new Map(lines.map((entry) => [entry.line.productId, entry]));
      const chosen = [...new Set(productIds)].map((productId) => {
        const entry = byProduct.get(productId);
        if (!entry) throw new DomainError('BAD_REQUEST', `body.productIds: product ${productId} is not in this order`);
        return entry;
      });
      const blocked = chosen.filter((entry) => entry.status === 'soldOut' || entry.status === 'unavailable');
      if (blocked.length > 0)
        throw new DomainError(
          'CONFLICT',
          `Not available to order now: ${blocked.map((entry) => entry.line.sku).join(', ')}. Leave it out and try again.`,
        );
      const outcome = await toBasket(
        memberId,
        chosen.map((entry) => ({ productId: entry.line.productId, quantity: entry.line.quantity })),
      );
      if (!outcome.fits)
        throw new DomainError(
          'CONFLICT',
          `The quotation basket holds at most ${outcome.limit} products. Request a quotation or remove some first.`,
        );
      return { added: outcome.added, basketCount: outcome.count };
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
