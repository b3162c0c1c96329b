import {
  type BuyerQuotationRow,
  type ConsoleQuotationRow,
  dealTotal,
  isOfferExpired,
  lineSubtotal,
  minor,
  type OfferLineView,
  type OfferView,
  offerLineSubtotal,
  offerTotals,
  type QuotationEventView,
  type QuotationMessageView,
  type RequestedLineView,
} from '@hive/domain';
import { presentLineProduct } from '../../products/line-product.js';
import type { EventRow, MessageRow, OfferRow, QuotationListRow, RequestedLineRow } from './quotation.repository.js';

/** Who reads the answer: a buyer never sees which operator wrote or acted, only "the team". */
export type Audience = 'buyer' | 'operator';

const iso = (date: Date | string) => new Date(date).toISOString();
const amount = (value: string | null) => (value === null ? null : Number(value));

function presentOfferSummary(row: QuotationListRow): BuyerQuotationRow['offer'] {
  if (row.offerVersion === null || row.validUntil === null) return null;
  return {
    version: row.offerVersion,
    validUntil: iso(row.validUntil),
    totals: { sku: row.offerSku ?? 0, units: row.offerUnits ?? 0, amount: amount(row.offerAmount) ?? 0 },
  };
}

/** A row of the buyer's list. */
export function presentRow(row: QuotationListRow): BuyerQuotationRow {
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    currency: row.currency,
    requestedAt: iso(row.requestedAt),
    updatedAt: iso(row.updatedAt),
    requested: { sku: row.requestedSku, units: row.requestedUnits, amount: amount(row.requestedAmount) },
    offer: presentOfferSummary(row),
    brands: row.brands,
  };
}

/** A row of the console's inbox: the buyer's row, plus who asked. */
export function presentConsoleRow(row: QuotationListRow): ConsoleQuotationRow {
  const { brands: _brands, ...base } = presentRow(row);
  return {
    ...base,
    kind: row.buyerId === null ? 'visitor' : 'member',
    company: row.company,
    contactName: row.contactName,
    email: row.email,
    country: row.country,
  };
}

export function presentLine(line: RequestedLineRow, locale: string): RequestedLineView {
  return {
    ...presentLineProduct(line, locale),
    unitPrice: line.unitPrice,
    subtotal: line.unitPrice === null ? null : lineSubtotal(minor(line.unitPrice), line.moq, line.quantity),
  };
}

/** An offer's totals: its suppliable lines (`amount`, the goods) and, with the costs it states, `total`. */
export function offerAmounts(offer: OfferRow) {
  const totals = offerTotals(offer.lines.map((line) => ({ ...line, unitPrice: minor(line.unitPrice) })));
  const cost = (value: number | null) => (value === null ? null : minor(value));
  const total = dealTotal(totals.amount, {
    freight: cost(offer.freight),
    insurance: cost(offer.insurance),
    duties: cost(offer.duties),
  });
  return { ...totals, total };
}

export function presentOffer(
  offer: OfferRow,
  { locale, currentVersion, now, pdfUrl }: { locale: string; currentVersion: number; now: Date; pdfUrl: string },
): OfferView {
  const lines: OfferLineView[] = offer.lines.map((line) => {
    const priced = {
      unitPrice: minor(line.unitPrice),
      moq: line.moq,
      quantity: line.quantity,
      available: line.available,
    };
    return {
      ...presentLineProduct(line, locale),
      unitPrice: line.unitPrice,
      subtotal: offerLineSubtotal(priced),
      available: line.available,
    };
  });
  return {
    version: offer.version,
    currency: offer.currency,
    createdAt: iso(offer.createdAt),
    validUntil: iso(offer.validUntil),
    incoterm: offer.incoterm,
    namedPlace: offer.namedPlace,
    freight: offer.freight,
    insurance: offer.insurance,
    duties: offer.duties,
    leadTimeDays: offer.leadTimeDays,
    note: offer.note,
    lines,
    totals: offerAmounts(offer),
    current: offer.version === currentVersion,
    expired: isOfferExpired(offer.validUntil, now),
    pdfUrl: offer.hasPdf ? pdfUrl : null,
  };
}

export function presentMessage(message: MessageRow, audience: Audience): QuotationMessageView {
  return {
    id: message.id,
    author: message.author,
    operatorName: audience === 'operator' ? message.operatorName : null,
    body: message.body,
    createdAt: iso(message.createdAt),
  };
}

export function presentEvent(event: EventRow, audience: Audience): QuotationEventView {
  return {
    fromState: event.fromState,
    toState: event.toState,
    action: event.action,
    actor: event.actor,
    operatorName: audience === 'operator' ? event.operatorName : null,
    memberName: event.memberName,
    createdAt: iso(event.createdAt),
  };
}
