import {
  CONSOLE_COUNT_CAP,
  type ConfirmOrderBody,
  type ConsoleOrderCounts,
  type ConsoleOrderDetail,
  type ConsoleOrdersExportQuery,
  type ConsolePaymentsExportQuery,
  type DocumentType,
  DomainError,
  type EditOrderBody,
  editOrder,
  type Incoterm,
  installments,
  type Locale,
  marketplaceDate,
  minor,
  nextInstallment,
  nextOrderState,
  notFound,
  type OrderAction,
  type OrderState,
  type PayOrderBody,
  packingTotals,
  type ShipOrderBody,
  trackingLink,
} from '@hive/domain';
import { auditRepository } from '../../../audit/audit.repository.js';
import type { Db } from '../../../db/client.js';
import { transaction } from '../../../db/transaction.js';
import { packedLines, type Shipment } from '../../../documents/order-snapshot-builder.js';
import type { Mailer } from '../../../mail/mail.service.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { presentConsoleRow, presentPage } from '../order.presenter.js';
import { type OrderHead, type OrderRepository, orderRepository } from '../order.repository.js';
import type { OrderDocuments } from '../order-documents.js';
import { consoleOrderDetail, recordOrderEvent } from '../order-events.js';
import { CONSOLE_ORDER_COLUMNS, orderExports } from '../order-export.js';
import { factsOf, termsOf } from '../order-facts.js';
import { orderNotices } from '../order-notice.js';

export type ConsoleOrdersOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  documents: OrderDocuments;
  /** Told which products' stock went back (the restock feature's `notifyRestocked`, composed in `app.ts`). */
  stockReturned?: (tx: Db, productIds: readonly number[]) => Promise<unknown>;
  /** Takes the buyer's open credit notes off the order being confirmed (the claim feature's, composed in `app.ts`). */
  applyCredit?: (tx: Db, head: OrderHead) => Promise<OrderHead>;
};

const badRequest = (field: string, message: string) => new DomainError('BAD_REQUEST', `body.${field}: ${message}`);

/** What one operator action does inside its transaction, with the order locked and the next state decided. */
type Step = (context: {
  tx: Db;
  repository: OrderRepository;
  head: OrderHead;
  to: OrderState;
}) => Promise<{ note?: string; after: Record<string, unknown> }>;

/**
 * The console's orders: the inbox and its counts, an order with its buyer and packing, and the operators' actions.
 * Each action is one transaction: the order locked (`for update`), the state machine asked, the change and its event,
 * the documents it issues, the audit entry and the buyer's e-mail — so of two concurrent actions one changes the order
 * and the other finds the new state (409 ORDER_STATE).
 */
export function orderConsoleService({
  db,
  mailer,
  publicUrl,
  documents,
  stockReturned,
  applyCredit = async (_tx, head) => head,
}: ConsoleOrdersOptions) {
  const notices = orderNotices({ mailer, publicUrl });

  const detail = (id: number, locale: Locale): Promise<ConsoleOrderDetail> => consoleOrderDetail(db, id, locale);

  /** Runs one operator action on the order and answers the order as it now is. */
  async function act(operator: Operator, id: number, action: OrderAction, locale: Locale, step: Step) {
    await transaction(db, async (tx) => {
      const repository = orderRepository(tx);
      const head = await repository.head(id, true);
      if (!head) throw notFound('Order');
      const to = nextOrderState(factsOf(head, head.paid), action, 'operator');
      const { note, after } = await step({ tx, repository, head, to });
      if (to !== head.state) await recordOrderEvent(tx, to, id);
      await auditRepository(tx).record({
        operatorId: operator.id,
        action: `order.${action}`,
        targetType: 'order',
        targetId: id,
        before: { state: head.state },
        after: { state: to, ...after, ...(note ? { note } : {}) },
      });
    });
    void mailer.flush();
    return detail(id, locale);
  }

  /** A state change that only moves the order, tells the buyer and keeps the operator's note. */
  const simple =
    (operator: Operator, action: 'prepare' | 'deliver', template: 'orderPreparing' | 'orderDelivered') =>
    (id: number, note: string, locale: Locale) =>
      act(operator, id, action, locale, async ({ tx, repository, head, to }) => {
        await repository.move({ id, from: head.state, to, action, actor: 'operator', operatorId: operator.id, note });
        await notices.send(tx, id, template);
        return { note, after: {} };
      });

  /** A transfer arrived: the next installment is recorded (`pay`: the whole amount or the deposit; `payBalance`). */
  function pay(operator: Operator, id: number, body: PayOrderBody, locale: Locale, action: 'pay' | 'payBalance') {
    return act(operator, id, action, locale, async ({ tx, repository, head, to }) => {
      const terms = termsOf(head)!;
      const installment = nextInstallment(minor(head.totalAmount), terms, head.currency, head.paid)!;
      await repository.addPayment({
        orderId: id,
        kind: installment.kind,
        amount: installment.amount,
        reference: body.reference,
        paidOn: body.paidOn,
        operatorId: operator.id,
      });
      await repository.move({
        id,
        from: head.state,
        to,
        action,
        actor: 'operator',
        operatorId: operator.id,
        note: `${installment.kind}: ${body.reference}`,
      });
      const balance = installments(minor(head.totalAmount), terms, head.currency).find((i) => i.kind === 'balance');
      const template =
        installment.kind === 'full'
          ? 'orderPaid'
          : installment.kind === 'deposit'
            ? 'orderDepositPaid'
            : 'orderBalancePaid';
      await notices.send(tx, id, template, ({ money }) => ({
        amount: money(installment.amount),
        paidOn: body.paidOn,
        balance: money(balance?.amount ?? 0),
      }));
      return { after: { installment: installment.kind, amount: installment.amount, reference: body.reference } };
    });
  }

  /** The shipment as entered, with the packing totals of its lines (the operators' carton counts where given). */
  async function shipmentOf(repository: OrderRepository, id: number, body: ShipOrderBody): Promise<Shipment> {
    const row = await repository.detail(id);
    const lines = row!.lines;
    const productIds = new Set(lines.map((line) => line.productId));
    body.cartons.forEach((entry, index) => {
      if (!productIds.has(entry.productId))
        throw badRequest(`cartons.${index}.productId`, 'is not a line of this order');
    });
    const cartonsByProduct = body.cartons.map(({ productId, cartons }) => ({ productId, cartons }));
    const totals = packingTotals(packedLines(lines, cartonsByProduct));
    return {
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
      trackingUrl: body.trackingUrl || null,
      shippedOn: body.shippedOn,
      portOfLoading: body.portOfLoading,
      portOfDischarge: body.portOfDischarge,
      vessel: body.vessel,
      voyage: body.voyage,
      cartons: totals.cartons,
      grossWeightG: totals.grossWeightG,
      volumeCm3: totals.volumeCm3,
      cartonsByProduct,
    };
  }

  /** The shipment e-mail's values. */
  const shipmentValues = (shipment: Shipment) => ({
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    tracking:
      trackingLink(shipment.carrier, shipment.trackingNumber, shipment.trackingUrl) ??
      `${shipment.carrier} ${shipment.trackingNumber}`,
    shippedOn: shipment.shippedOn,
    cartons: shipment.cartons,
  });

  return {
    /** Every order the inbox's filters select (every buyer's), as a file, one row per line, names in English. */
    exportOrders: ({ format, state, keyword }: ConsoleOrdersExportQuery) =>
      orderExports(db).orders(format, { state, keyword }, 'en', CONSOLE_ORDER_COLUMNS),

    /** The transfers recorded as received between the dates, for the books. */
    exportPayments: ({ format, from, to }: ConsolePaymentsExportQuery) =>
      orderExports(db).payments(format, { from, to }),

    async page(filter: { state?: OrderState; keyword?: string }, page: number, size: number) {
      const found = await orderRepository(db).page(filter, page, size, 'en', CONSOLE_COUNT_CAP);
      return { ...presentPage(found, page, size, presentConsoleRow), totalCapped: found.totalCapped };
    },

    async counts(): Promise<ConsoleOrderCounts> {
      const row = await orderRepository(db).counts();
      const states = row?.states ?? [];
      return {
        states,
        newOrders: states.find((entry) => entry.state === 'PLACED')?.count ?? 0,
        acceptedWaiting: row?.acceptedWaiting ?? 0,
      };
    },

    detail,

    document: (id: number, type: DocumentType, version?: number) => documents.find(id, type, version),

    /** Accepts the order with its payment terms: the proforma invoice is issued and mailed to the buyer. */
    confirm: (operator: Operator, id: number, body: ConfirmOrderBody, locale: Locale) =>
      act(operator, id, 'confirm', locale, async ({ tx, repository, head: placed, to }) => {
        const head = await applyCredit(tx, placed);
        const { terms, note } = body;
        await repository.move({
          id,
          from: head.state,
          to,
          action: 'confirm',
          actor: 'operator',
          operatorId: operator.id,
          note,
          terms,
        });
        const pi = await documents.issue(tx, id, 'pi');
        const [first, second] = installments(minor(head.totalAmount), terms, head.currency);
        const bank = pi.snapshot.payment!.bank;
        await notices.send(
          tx,
          id,
          terms.kind === 'ADVANCE' ? 'orderConfirmedAdvance' : 'orderConfirmedDeposit',
          ({ money }) => ({
            payBy: marketplaceDate(new Date(head.payBy)),
            percent: terms.kind === 'DEPOSIT' ? terms.depositPercent : 100,
            deposit: money(first!.amount),
            balance: money(second?.amount ?? 0),
            ...bank,
          }),
          [pi.id],
        );
        return { note, after: { terms, document: 'pi' } };
      }),

    pay: (operator: Operator, id: number, body: PayOrderBody, locale: Locale) => pay(operator, id, body, locale, 'pay'),
    payBalance: (operator: Operator, id: number, body: PayOrderBody, locale: Locale) =>
      pay(operator, id, body, locale, 'payBalance'),

    prepare: (operator: Operator, id: number, note: string, locale: Locale) =>
      simple(operator, 'prepare', 'orderPreparing')(id, note, locale),
    deliver: (operator: Operator, id: number, note: string, locale: Locale) =>
      simple(operator, 'deliver', 'orderDelivered')(id, note, locale),

    /** Hands the order to the carrier: the commercial invoice and the packing list are issued and mailed. */
    ship: (operator: Operator, id: number, body: ShipOrderBody, locale: Locale) =>
      act(operator, id, 'ship', locale, async ({ tx, repository, head, to }) => {
        const shipment = await shipmentOf(repository, id, body);
        await repository.move({
          id,
          from: head.state,
          to,
          action: 'ship',
          actor: 'operator',
          operatorId: operator.id,
          shipment,
        });
        const issued = [(await documents.issue(tx, id, 'ci')).id, (await documents.issue(tx, id, 'pl')).id];
        await notices.send(tx, id, 'orderShipped', () => shipmentValues(shipment), issued);
        return { after: { shipment } };
      }),

    /**
     * Corrects a shipped order's shipment (carrier, tracking, date, cartons): the state stays SHIPPED, the commercial
     * invoice and the packing list are issued again as the next version and mailed.
     */
    async correctShipment(operator: Operator, id: number, body: ShipOrderBody, locale: Locale) {
      await transaction(db, async (tx) => {
        const repository = orderRepository(tx);
        const head = await repository.head(id, true);
        if (!head) throw notFound('Order');
        if (head.state !== 'SHIPPED')
          throw new DomainError('ORDER_STATE', `An order that is ${head.state} has no shipment to correct.`);
        const before = (await repository.detail(id))!.shipment;
        const shipment = await shipmentOf(repository, id, body);
        await repository.move({
          id,
          from: 'SHIPPED',
          to: 'SHIPPED',
          action: 'correctShipment',
          actor: 'operator',
          operatorId: operator.id,
          shipment,
        });
        const issued = [(await documents.issue(tx, id, 'ci')).id, (await documents.issue(tx, id, 'pl')).id];
        await notices.send(tx, id, 'orderShipmentCorrected', () => shipmentValues(shipment), issued);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'order.correctShipment',
          targetType: 'order',
          targetId: id,
          before: { shipment: before },
          after: { shipment },
        });
      });
      void mailer.flush();
      return detail(id, locale);
    },

    /**
     * Changes a placed order before it is confirmed (quantities down, lines removed, the costs its incoterm puts on the
     * seller, a discount), with a reason: held stock no longer needed goes back, the purchase order is issued again as
     * its next version and mailed to the buyer with the reason; the order is no longer to be quoted.
     */
    edit: (operator: Operator, id: number, body: EditOrderBody, locale: Locale) =>
      act(operator, id, 'edit', locale, async ({ tx, repository, head, to }) => {
        const row = (await repository.detail(id))!;
        const edited = editOrder(row.incoterm as Incoterm, row.lines, body.lines, {
          freight: body.freight === null ? null : minor(body.freight),
          insurance: body.insurance === null ? null : minor(body.insurance),
          duties: body.duties === null ? null : minor(body.duties),
          discount: minor(body.discount),
        });
        const returned = await repository.edit({ id, ...edited });
        await stockReturned?.(tx, returned);
        await repository.move({
          id,
          from: head.state,
          to,
          action: 'edit',
          actor: 'operator',
          operatorId: operator.id,
          note: body.reason,
        });
        const po = await documents.issue(tx, id, 'po');
        await notices.send(
          tx,
          id,
          'orderEdited',
          ({ money }) => ({
            reason: body.reason,
            lines: po.snapshot.lines
              .map(
                (line) =>
                  `- ${line.name} (SKU ${line.sku}): ${line.quantity} × ${line.moq} = ${line.units} · ${money(line.amount)}`,
              )
              .join('\n'),
          }),
          [po.id],
        );
        const amounts = ({ goodsAmount, freight, insurance, duties, discount, totalAmount }: OrderHead) => ({
          goods: goodsAmount,
          freight,
          insurance,
          duties,
          discount,
          total: totalAmount,
        });
        return {
          note: body.reason,
          after: {
            before: amounts(head),
            lines: edited.lines.map(({ productId, quantity }) => ({ productId, quantity })),
            removed: edited.removed,
            goods: edited.goods,
            freight: edited.freight,
            insurance: edited.insurance,
            duties: edited.duties,
            discount: edited.discount,
            total: edited.total,
            document: 'po',
          },
        };
      }),

    /** Cancels before shipment, with a reason for the buyer; the held stock goes back. */
    cancel: (operator: Operator, id: number, reason: string, locale: Locale) =>
      act(operator, id, 'cancel', locale, async ({ tx, repository, head, to }) => {
        await repository.move({
          id,
          from: head.state,
          to,
          action: 'cancel',
          actor: 'operator',
          operatorId: operator.id,
          note: reason,
          cancelReason: reason,
        });
        const returned = await repository.releaseStock([id]);
        await stockReturned?.(tx, returned);
        await notices.send(tx, id, 'orderCancelled', () => ({ reason }));
        return { after: { reason } };
      }),
  };
}

export type OrderConsoleService = ReturnType<typeof orderConsoleService>;
