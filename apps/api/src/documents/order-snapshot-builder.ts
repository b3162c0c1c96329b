import {
  type DocumentType,
  installments,
  lineSubtotal,
  localName,
  marketplaceDate,
  minor,
  type PackedLine,
  type PaymentTerms,
  packingTotals,
  packLine,
} from '@hive/domain';
import type { LocalizedText, orders } from '../db/schema.js';
import type { OrderSnapshot } from './order-snapshot.js';

type OrderRow = typeof orders.$inferSelect;
/** The ship-to address as an order keeps it (`orders.ship_to`): the address book's entry, copied at placing. */
export type ShipTo = OrderRow['shipTo'];
export type Party = OrderRow['consignee'];
/** `orders.shipment`: what the operators entered at shipment, and the packing totals it came to. */
export type Shipment = NonNullable<OrderRow['shipment']>;
/** What the buyer's order form set, as the order keeps it (the ship-to address and the parties are copies). */
export type OrderForm = Pick<
  OrderSnapshot['order'],
  'poNumber' | 'incoterm' | 'namedPlace' | 'shippingMethod' | 'requestedDate' | 'paymentMethod' | 'memo'
> & { shipTo: ShipTo; consignee: Party; notifyParty: Party | null };

/** A product line with what the documents print and the packing list computes. */
export type SourceLine = {
  productId: number;
  sku: string;
  names: LocalizedText;
  brandNames: LocalizedText;
  hsCode: string;
  origin: string;
  moq: number;
  quantity: number;
  unitPrice: number;
  weightG: number;
  unitsPerCarton: number;
  cartonWeightG: number;
  cartonVolumeCm3: number;
};

/** Everything a trade document is drawn from, read at the moment it is issued. */
export type SnapshotSource = OrderForm &
  Pick<OrderSnapshot, 'seller' | 'buyer'> &
  Pick<OrderSnapshot['order'], 'number' | 'quotationNumber' | 'currency'> & {
    placedAt: Date | string;
    payBy: Date | string;
    terms: PaymentTerms | null;
    shipment: Shipment | null;
    bank: NonNullable<OrderSnapshot['payment']>['bank'];
    lines: SourceLine[];
    /** The accepted offer's note, for the invoices ('' or absent when none). */
    offerNote?: string | null;
    /** Who of the buyer company placed the order, and approved it (absent or null when unknown or not needed). */
    orderedBy?: string | null;
    approvedBy?: string | null;
    /**
     * What the order costs on top of its goods (each null where the rule leaves it to the buyer, or while it is to be
     * quoted), the operators' discount and the credit notes taken off. Absent: the goods alone.
     */
    costs?: {
      freight: number | null;
      insurance: number | null;
      duties: number | null;
      discount: number;
      credit: number;
      toBeQuoted: boolean;
    };
  };

/** The buyer block of a document from a buyer's row (only these fields are printed). */
export const buyerBlock = ({ company, contact, email, phone, country }: SnapshotSource['buyer']) => ({
  company,
  contact,
  email,
  phone,
  country,
});

export const addressText = (to: ShipTo) =>
  [to.line1, to.line2, to.city, to.region, to.postalCode, to.country.name].filter(Boolean).join(', ');

/** Each line packed: by the rule, or into the cartons the operators counted. */
export function packedLines(
  lines: readonly Pick<
    SourceLine,
    'productId' | 'moq' | 'quantity' | 'weightG' | 'unitsPerCarton' | 'cartonWeightG' | 'cartonVolumeCm3'
  >[],
  cartonsByProduct: readonly { productId: number; cartons: number }[] = [],
): PackedLine[] {
  const counted = new Map(cartonsByProduct.map((entry) => [entry.productId, entry.cartons]));
  return lines.map((line) =>
    packLine(
      line.quantity * line.moq,
      {
        unitWeightG: line.weightG,
        unitsPerCarton: line.unitsPerCarton,
        cartonWeightG: line.cartonWeightG,
        cartonVolumeCm3: line.cartonVolumeCm3,
      },
      counted.get(line.productId),
    ),
  );
}

/**
 * The frozen copy a document of `type` is drawn from (documents/order-snapshot.ts): parties, lines with their English
 * and Korean names, HS codes and origin; the PI adds the terms, installments and bank; the CI and PL the shipment and
 * each line's packing with the totals. Pure: the same source gives the same snapshot.
 */
export function buildSnapshot(
  type: DocumentType,
  version: number,
  issuedAt: Date,
  source: SnapshotSource,
): OrderSnapshot {
  const withPacking = type === 'ci' || type === 'pl';
  const packed = withPacking ? packedLines(source.lines, source.shipment?.cartonsByProduct) : [];
  const lines = source.lines.map((line, position) => ({
    position,
    sku: line.sku,
    name: localName(line.names, 'en'),
    nameKo: line.names.ko ?? null,
    brand: localName(line.brandNames, 'en'),
    hsCode: line.hsCode,
    origin: line.origin,
    moq: line.moq,
    quantity: line.quantity,
    units: line.quantity * line.moq,
    unitPrice: minor(line.unitPrice),
    amount: lineSubtotal(minor(line.unitPrice), line.moq, line.quantity),
    ...(withPacking ? { packing: packed[position]! } : {}),
  }));
  const goods = minor(lines.reduce((sum, line) => sum + line.amount, 0));
  const { costs } = source;
  const amount = costs
    ? minor(goods + (costs.freight ?? 0) + (costs.insurance ?? 0) + (costs.duties ?? 0) - costs.discount - costs.credit)
    : goods;
  const priced =
    costs &&
    (costs.freight !== null ||
      costs.insurance !== null ||
      costs.duties !== null ||
      costs.discount > 0 ||
      costs.credit > 0 ||
      costs.toBeQuoted);
  const snapshot: OrderSnapshot = {
    type,
    version,
    issuedOn: marketplaceDate(issuedAt),
    order: {
      number: source.number,
      poNumber: source.poNumber,
      placedOn: marketplaceDate(new Date(source.placedAt)),
      quotationNumber: source.quotationNumber,
      currency: source.currency,
      incoterm: source.incoterm,
      namedPlace: source.namedPlace,
      shippingMethod: source.shippingMethod,
      requestedDate: source.requestedDate,
      paymentMethod: source.paymentMethod,
      memo: source.memo,
      ...(source.offerNote ? { offerNote: source.offerNote } : {}),
      ...(source.orderedBy ? { orderedBy: source.orderedBy } : {}),
      ...(source.approvedBy ? { approvedBy: source.approvedBy } : {}),
    },
    seller: source.seller,
    buyer: source.buyer,
    shipTo: {
      name: source.shipTo.consignee,
      address: addressText(source.shipTo),
      phone: `${source.shipTo.phone.countryCallingCode} ${source.shipTo.phone.number}`,
    },
    consignee: source.consignee,
    notifyParty: source.notifyParty,
    lines,
    totals: {
      sku: lines.length,
      units: lines.reduce((sum, line) => sum + line.units, 0),
      amount,
      ...(priced ? { costs: { goods, ...costs } } : {}),
      ...(withPacking ? { packing: packingTotals(packed) } : {}),
    },
  };
  if (type === 'pi' && source.terms) {
    snapshot.payment = {
      terms: source.terms,
      installments: installments(amount, source.terms, source.currency),
      payBy: marketplaceDate(new Date(source.payBy)),
      bank: source.bank,
      reference: source.number,
    };
  }
  if (withPacking && source.shipment) {
    const { carrier, trackingNumber, shippedOn, portOfLoading, portOfDischarge, vessel, voyage } = source.shipment;
    snapshot.shipment = { carrier, trackingNumber, shippedOn, portOfLoading, portOfDischarge, vessel, voyage };
  }
  return snapshot;
}
