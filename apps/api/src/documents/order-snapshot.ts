import type { Currency, DocumentType, Minor } from '@hive/domain';
import type { DocumentSeller } from './seller.js';

/**
 * The frozen copy of an order a trade document is drawn from, kept with the document (`order_documents.snapshot`):
 * rendering the same snapshot again gives the same document, and nothing that changes later (a name, an address, a
 * price, the bank) changes an issued one. Plain JSON: amounts in minor units of `currency`, weights in grams,
 * volumes in cm³, dates as ISO `YYYY-MM-DD`. What a type does not print is simply not read (the PO has no bank).
 */
export type OrderSnapshot = {
  type: DocumentType;
  /** 1 for the first issue of this type for the order; a re-issue is a new version. */
  version: number;
  /** The date printed as the document's date. */
  issuedOn: string;
  order: {
    number: string;
    /** The buyer's own purchase order number ('' when none). */
    poNumber: string;
    placedOn: string;
    quotationNumber: string | null;
    currency: Currency;
    incoterm: string;
    namedPlace: string;
    shippingMethod: string;
    requestedDate: string | null;
    paymentMethod: string;
    memo: string;
    /** The note of the accepted offer the order came from: terms the seller wrote, carried to the invoices. */
    offerNote?: string;
    /** The member of the buyer company who placed it, and the one who approved it where it waited for approval. */
    orderedBy?: string;
    approvedBy?: string;
  };
  seller: DocumentSeller;
  buyer: { company: string; contact: string; email: string; phone: string; country: string };
  shipTo: { name: string; address: string; phone: string };
  consignee: { name: string; address: string; phone: string; email: string };
  /** Null: the consignee is notified ("same as consignee"). */
  notifyParty: { name: string; address: string; phone: string; email: string } | null;
  lines: {
    position: number;
    sku: string;
    name: string;
    nameKo: string | null;
    brand: string;
    hsCode: string;
    /** ISO 3166 code, e.g. KR. */
    origin: string;
    moq: number;
    /** MOQ packs. */
    quantity: number;
    /** quantity × moq. */
    units: number;
    unitPrice: Minor;
    amount: Minor;
    /** The packing list's figures for the line (CI and PL). */
    packing?: { cartons: number; netWeightG: number; grossWeightG: number; volumeCm3: number };
  }[];
  totals: {
    sku: number;
    units: number;
    /** What the buyer owes: the goods, or with `costs` their total. */
    amount: Minor;
    /**
     * The goods value and each cost the incoterm puts on the seller (null where it leaves it to the buyer, or while it
     * is to be quoted), a discount and credit notes taken off; absent when the order is its goods alone.
     */
    costs?: {
      goods: Minor;
      freight: number | null;
      insurance: number | null;
      duties: number | null;
      discount: number;
      credit: number;
      toBeQuoted: boolean;
    };
    packing?: { cartons: number; netWeightG: number; grossWeightG: number; volumeCm3: number };
  };
  /** PI: how and where to pay. */
  payment?: {
    terms: { kind: 'ADVANCE' } | { kind: 'DEPOSIT'; depositPercent: number };
    installments: { kind: 'full' | 'deposit' | 'balance'; amount: Minor }[];
    payBy: string;
    bank: { bankName: string; accountName: string; accountNumber: string; swift: string; bankAddress: string };
    /** The transfer's reference: the order number. */
    reference: string;
  };
  /** CN: the credit note, its claim and what it gives; its lines are the claimed units at the order's prices. */
  creditNote?: {
    number: string;
    claimId: number;
    kind: 'DAMAGED' | 'MISSING' | 'WRONG';
    reason: string;
    amount: Minor;
  };
  /** CI and PL: the shipment. */
  shipment?: {
    carrier: string;
    trackingNumber: string;
    shippedOn: string;
    /** Absent from documents issued before ports were asked. */
    portOfLoading?: string;
    portOfDischarge?: string;
    vessel?: string;
    voyage?: string;
  };
};
