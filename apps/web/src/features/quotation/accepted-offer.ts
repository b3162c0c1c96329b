import type { BuyerQuotationDetail, Locale, QuotationState } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { myQuotationQuery } from './api/my-quotations';

/**
 * The quotation's face for other features: the accepted offer an order is placed from — its suppliable lines with
 * their quantities (exactly what the order must hold), its terms (incoterm and named place) and its currency.
 */
export type AcceptedOffer = {
  quotationId: number;
  number: string;
  state: QuotationState;
  /** Null unless the quotation is ACCEPTED. */
  offer: {
    version: number;
    incoterm: string;
    /** The named place the offer fixed; '' when the buyer names it. */
    namedPlace: string;
    products: { productId: number; qty: number }[];
  } | null;
};

export function acceptedOfferOf(quotation: BuyerQuotationDetail): AcceptedOffer {
  const accepted =
    quotation.state === 'ACCEPTED'
      ? quotation.offers.find((offer) => offer.version === quotation.acceptedVersion)
      : undefined;
  return {
    quotationId: quotation.id,
    number: quotation.number,
    state: quotation.state,
    offer: accepted
      ? {
          version: accepted.version,
          incoterm: accepted.incoterm,
          namedPlace: accepted.namedPlace,
          products: accepted.lines
            .filter((line) => line.available)
            .map((line) => ({ productId: line.productId, qty: line.quantity })),
        }
      : null,
  };
}

export const acceptedOfferQuery = (id: number, locale: Locale) =>
  queryOptions({ ...myQuotationQuery(id, locale), select: acceptedOfferOf });
