import {
  allowedOrderActions,
  type BuyerOrderDetail,
  type ConsoleOrderDetail,
  type ConsoleOrderRow,
  installments,
  lineSubtotal,
  minor,
  type OrderActor,
  type OrderLineView,
  type OrderRow,
  trackingLink,
} from '@hive/domain';
import { packedLines } from '../../documents/order-snapshot-builder.js';
import { presentLineProduct } from '../../products/line-product.js';
import type { OrderDetailRow, OrderLineRow, OrderListRow } from './order.repository.js';
import { factsOf, termsOf } from './order-facts.js';

const iso = (date: Date | string) => new Date(date).toISOString();

/** Where a buyer downloads an order's documents (with the session header). */
export const buyerDocumentBase = (id: number) => `/client/api/v1/orders/${id}/documents`;

export function presentRow(row: Omit<OrderListRow, 'company' | 'loginId' | 'country'>): OrderRow {
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    currency: row.currency,
    placedAt: iso(row.placedAt),
    updatedAt: iso(row.updatedAt),
    poNumber: row.poNumber,
    totals: { sku: row.sku, units: row.units, amount: row.totalAmount },
    brands: row.brands,
    products: row.products,
  };
}

export function presentConsoleRow(row: OrderListRow): ConsoleOrderRow {
  return { ...presentRow(row), company: row.company, loginId: row.loginId, country: row.country };
}

export function presentLine(line: Omit<OrderLineRow, 'heldUnits'>, locale: string): OrderLineView {
  return {
    ...presentLineProduct(line, locale),
    unitPrice: line.unitPrice,
    subtotal: lineSubtotal(minor(line.unitPrice), line.moq, line.quantity),
  };
}

/**
 * The order as its detail page shows it to `actor`: a buyer sees "the team" in the history, an operator the name; the
 * documents link to `documentBase`, the actions are the state machine's for that actor.
 */
export function presentDetail(
  row: OrderDetailRow,
  { locale, actor, documentBase }: { locale: string; actor: Exclude<OrderActor, 'system'>; documentBase: string },
): BuyerOrderDetail {
  const terms = termsOf(row);
  const paid = new Map(row.payments.map((payment) => [payment.kind, payment]));
  const lines = row.lines.map((line) => presentLine(line, locale));
  const brands = [...new Set(lines.map((line) => line.brand.name))].sort();
  const shipment = row.shipment;
  return {
    ...presentRow({
      ...row,
      sku: lines.length,
      units: lines.reduce((sum, line) => sum + line.moq * line.quantity, 0),
      brands,
      products: lines.slice(0, 3).map((line) => line.name),
    }),
    goods: row.goodsAmount,
    freight: row.freight,
    insurance: row.insurance,
    duties: row.duties,
    discount: row.discount,
    credit: row.credit,
    total: row.totalAmount,
    freightToBeQuoted: row.freightToBeQuoted,
    quotation: row.quotation,
    lines,
    shipTo: row.shipTo,
    consignee: row.consignee,
    notifyParty: row.notifyParty,
    contact: row.contact,
    incoterm: row.incoterm as BuyerOrderDetail['incoterm'],
    namedPlace: row.namedPlace,
    shippingMethod: row.shippingMethod as BuyerOrderDetail['shippingMethod'],
    requestedDate: row.requestedDate,
    paymentMethod: row.paymentMethod as BuyerOrderDetail['paymentMethod'],
    memo: row.memo,
    payBy: iso(row.payBy),
    paymentTerms: terms,
    installments: terms
      ? installments(minor(row.totalAmount), terms, row.currency).map((installment) => ({
          kind: installment.kind,
          amount: installment.amount,
          paidOn: paid.get(installment.kind)?.paidOn ?? null,
          reference: paid.get(installment.kind)?.reference ?? null,
        }))
      : [],
    bank: row.state === 'PLACED' || row.state === 'CANCELLED' ? null : row.bank,
    shipment: shipment
      ? {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: trackingLink(shipment.carrier, shipment.trackingNumber, shipment.trackingUrl),
          shippedOn: shipment.shippedOn,
          portOfLoading: shipment.portOfLoading ?? '',
          portOfDischarge: shipment.portOfDischarge ?? '',
          vessel: shipment.vessel ?? '',
          voyage: shipment.voyage ?? '',
          cartons: shipment.cartons,
          grossWeightG: shipment.grossWeightG,
          volumeCm3: shipment.volumeCm3,
        }
      : null,
    cancelReason: row.cancelReason,
    history: row.events.map((event) => ({
      fromState: event.fromState,
      toState: event.toState,
      action: event.action,
      actor: event.actor,
      operatorName: actor === 'operator' ? event.operatorName : null,
      memberName: event.memberName,
      note: event.note,
      createdAt: iso(event.createdAt),
    })),
    documents: row.documents.map((document) => ({
      type: document.type,
      version: document.version,
      issuedAt: iso(document.issuedAt),
      url: `${documentBase}/${document.type}?version=${document.version}`,
    })),
    allowedActions: allowedOrderActions(factsOf(row, [...paid.keys()]), actor),
  };
}

/** A page of a list, its rows presented. */
export function presentPage<Row, View>(
  found: { list: Row[]; total: number },
  page: number,
  size: number,
  present: (row: Row) => View,
) {
  return { list: found.list.map(present), page, size, total: found.total, totalPages: Math.ceil(found.total / size) };
}

/** Where the console downloads an order's documents (with the operator's header). */
export const consoleDocumentBase = (id: number) => `/console/api/orders/${id}/documents`;

/**
 * The order as the console's detail shows it: the operator's view, its buyer's profile beside it and the packing of
 * each line (the operators' carton counts where the shipment gave them). The webhooks' `data` for an order too.
 */
export function presentConsoleDetail(
  row: OrderDetailRow,
  buyer: ConsoleOrderDetail['buyer'],
  locale: string,
): ConsoleOrderDetail {
  const packed = packedLines(row.lines, row.shipment?.cartonsByProduct);
  return {
    ...presentDetail(row, { locale, actor: 'operator', documentBase: consoleDocumentBase(row.id) }),
    buyer,
    packing: row.lines.map((line, index) => ({
      productId: line.productId,
      hsCode: line.hsCode,
      origin: line.origin,
      units: line.quantity * line.moq,
      ...packed[index]!,
    })),
  };
}
