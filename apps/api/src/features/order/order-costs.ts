import {
  type DeliveryCosts,
  DomainError,
  deliveryEstimate,
  freightMethodOf,
  INCOTERM_RULES,
  type Incoterm,
  type Minor,
  minor,
  type ShippingMethod,
  shipmentOf,
  termsProblem,
} from '@hive/domain';
import type { PricedLine } from './order-lines.js';
import type { OfferedQuotation, PlacingContext } from './order-placing.repository.js';

/** The terms an order is placed on: as the buyer chose them, or as the accepted offer fixed them. */
export type OrderTerms = { incoterm: Incoterm; namedPlace: string; shippingMethod: ShippingMethod };

/** The costs of an order on top of its goods, and whether an operator must still quote some of them. */
export type OrderCosts = DeliveryCosts & { toBeQuoted: boolean };

const NO_COSTS: OrderCosts = { freight: null, insurance: null, duties: null, toBeQuoted: false };

/**
 * The terms an order keeps. An order from an accepted offer keeps the offer's incoterm and, when the offer named one,
 * its place: other terms in the body are refused (409 naming the field). Whatever their source, the rule must fit the
 * shipping method: FAS, FOB, CFR and CIF by sea only (400 naming `shippingMethod`).
 */
export function orderTerms(body: OrderTerms, offer: OfferedQuotation | null): OrderTerms {
  if (offer && body.incoterm !== offer.incoterm)
    throw new DomainError(
      'CONFLICT',
      `body.incoterm: the accepted offer ${offer.number} is ${offer.incoterm}; an order from it keeps its terms.`,
    );
  if (offer && offer.namedPlace !== '' && body.namedPlace !== offer.namedPlace)
    throw new DomainError(
      'CONFLICT',
      `body.namedPlace: the accepted offer ${offer.number} names "${offer.namedPlace}"; an order from it keeps its terms.`,
    );
  if (termsProblem(body.incoterm, body.shippingMethod, body.namedPlace) === 'seaOnly')
    throw new DomainError(
      'BAD_REQUEST',
      `body.shippingMethod: ${body.incoterm} is a rule for sea transport; ship by SEA or choose FCA, CPT, CIP or a D rule.`,
    );
  return body;
}

/** The rate table the terms are estimated from: none without terms, for an offer's order, or for road and rail. */
export const estimatedMethod = (terms: OrderTerms | null, offered: boolean) =>
  terms && !offered && INCOTERM_RULES[terms.incoterm].freight ? freightMethodOf(terms.shippingMethod) : null;

/**
 * What the order costs on top of its goods: an accepted offer's own amounts, or the estimate from the operators' rate
 * (found for the destination, the method and the currency) on what the lines weigh and fill when packed — to be quoted
 * by an operator where no rate applies. Without terms (a preview before they are chosen), nothing.
 */
export function orderCosts(
  terms: OrderTerms | null,
  goods: Minor,
  lines: readonly PricedLine[],
  context: PlacingContext,
  offer: OfferedQuotation | null,
): OrderCosts {
  if (offer) {
    const amount = (value: number | null) => (value === null ? null : minor(value));
    return {
      freight: amount(offer.freight),
      insurance: amount(offer.insurance),
      duties: amount(offer.duties),
      toBeQuoted: false,
    };
  }
  if (!terms) return NO_COSTS;
  const shipment = shipmentOf(
    lines.map(({ units, product }) => ({
      units,
      packing: {
        unitWeightG: product.weightG,
        unitsPerCarton: product.unitsPerCarton,
        cartonWeightG: product.cartonWeightG,
        cartonVolumeCm3: product.cartonVolumeCm3,
      },
    })),
  );
  return deliveryEstimate(terms.incoterm, goods, shipment, context.rate, context.settings?.insuranceRateBp ?? 0);
}
