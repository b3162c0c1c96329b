import {
  type ConsoleQuotationDetail,
  type Currency,
  canPostMessage,
  DEFAULT_INCOTERM,
  defaultValidUntil,
  deliveryEstimate,
  gradeUnitPrice,
  INCOTERM_RULES,
  INCOTERMS,
  type Incoterm,
  lineSubtotal,
  minor,
  notFound,
  operatorActions,
  shipmentOf,
  shownAvailability,
  sumMoney,
} from '@hive/domain';
import type { Db } from '../../../db/client.js';
import { buyerProfile } from '../../account/buyer-profile.js';
import { presentConsoleRow, presentEvent, presentLine, presentMessage, presentOffer } from '../quotation.presenter.js';
import {
  type OfferRow,
  type QuotationRepository,
  quotationRepository,
  type RequestedLineRow,
} from '../quotation.repository.js';

/** Today's price of a requested line for this requester: the buyer's grade price, or a visitor's base price. */
function currentPrice(line: RequestedLineRow, currency: Currency, discountBp: number | null) {
  const base = minor(currency === 'USD' ? line.supplyUsd : line.supplyKrw);
  return discountBp === null ? base : gradeUnitPrice(base, discountBp, currency);
}

/**
 * The terms a new offer starts from: the current offer's; before one, the request's incoterm and destination, with
 * the costs its rule puts on the seller estimated by sea from the operators' rate (null where none applies).
 */
async function offerTerms(
  repository: QuotationRepository,
  head: NonNullable<Awaited<ReturnType<QuotationRepository['head']>>>,
  current: OfferRow | undefined,
): Promise<Omit<ConsoleQuotationDetail['defaults'], 'validUntil'>> {
  if (current && INCOTERMS.includes(current.incoterm as Incoterm)) {
    const { namedPlace, freight, insurance, duties } = current;
    return { incoterm: current.incoterm as Incoterm, namedPlace, freight, insurance, duties };
  }
  const details = head.requestDetails;
  if (!details) return { incoterm: DEFAULT_INCOTERM, namedPlace: '', freight: null, insurance: null, duties: null };
  const rule = INCOTERM_RULES[details.incoterm];
  const namedPlace = rule.place === 'destination' ? details.destinationPort : '';
  if (!rule.freight) return { incoterm: details.incoterm, namedPlace, freight: null, insurance: null, duties: null };
  const { rate, lines, insuranceRateBp } = await repository.shipping(
    head.id,
    details.destinationCountry.code,
    head.currency,
  );
  const requested = await repository.lines(head.id);
  const goods = sumMoney(requested.map((line) => lineSubtotal(minor(line.unitPrice ?? 0), line.moq, line.quantity)));
  const { freight, insurance } = deliveryEstimate(
    details.incoterm,
    goods,
    shipmentOf(lines),
    rate,
    insuranceRateBp ?? 0,
  );
  return { incoterm: details.incoterm, namedPlace, freight, insurance, duties: null };
}

/** The quotation as the console's detail shows it, read with `db` (the changing transaction's, for an event). */
export async function consoleQuotationDetail(db: Db, id: number, locale: string): Promise<ConsoleQuotationDetail> {
  const repository = quotationRepository(db);
  const head = await repository.head(id);
  if (!head) throw notFound('Quotation');
  const [page, lines, offers, messages, events, buyer] = await Promise.all([
    repository.page({ id }, 1, 1, locale),
    repository.lines(id),
    repository.offers(id),
    repository.messages(id),
    repository.events(id),
    head.buyerId === null ? null : buyerProfile(db, head.buyerId),
  ]);
  const row = page.list[0];
  if (!row) throw notFound('Quotation');
  const previous = await repository.page(
    { sameRequesterAs: { id, buyerId: head.buyerId, email: row.email } },
    1,
    20,
    locale,
  );
  const discountBp = head.buyerId === null ? null : await repository.buyerDiscount(head.buyerId);
  const now = new Date();
  const current = offers[0];
  return {
    ...presentConsoleRow(row),
    buyer,
    contact: head.contact
      ? {
          company: head.contact.company,
          country: row.country,
          name: head.contact.name,
          email: head.contact.email,
          phone: head.contact.phone,
          message: head.contact.message,
          language: head.contact.language,
        }
      : null,
    requestDetails: head.requestDetails,
    previous: previous.list.map((other) => {
      const { id: otherId, number, state, currency, requestedAt, requested, offer } = presentConsoleRow(other);
      return { id: otherId, number, state, currency, requestedAt, requested, offer };
    }),
    lines: lines.map((line) => ({
      ...presentLine(line, locale),
      currentPrice: currentPrice(line, head.currency, discountBp),
      ...shownAvailability(line),
    })),
    offers: offers.map((offer) => ({
      ...presentOffer(offer, {
        locale,
        now,
        currentVersion: current?.version ?? 0,
        pdfUrl: `/console/api/quotations/${id}/offers/${offer.version}/pdf`,
      }),
      operatorName: offer.operatorName,
    })),
    messages: messages.map((message) => presentMessage(message, 'operator')),
    history: events.map((event) => presentEvent(event, 'operator')),
    acceptedVersion: offers.find((offer) => offer.id === head.acceptedOfferId)?.version ?? null,
    order: head.order,
    allowedActions: operatorActions(head.state),
    canPostMessage: canPostMessage(head.state),
    defaults: { validUntil: defaultValidUntil(now), ...(await offerTerms(repository, head, current)) },
  };
}
