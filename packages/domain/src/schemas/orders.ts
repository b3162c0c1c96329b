import { z } from 'zod';
import { MAX_PACKS } from '../constants.js';
import { SHIPPING_METHODS } from '../incoterms.js';
import { CURRENCIES } from '../money.js';
import { DEPOSIT_PERCENT_RANGE, INSTALLMENT_KINDS, REORDER_STATUSES } from '../order-rules.js';
import { ORDER_ACTIONS, ORDER_STATES } from '../order-state.js';
import { INCOTERMS } from '../quotation-offer.js';
import { addressView, emailSchema, personNameSchema } from './account.js';
import { idSchema, localeSchema, pageFields, pageOf, plainText, shownText } from './common.js';
import { BUYER_STATUSES } from './console.js';

/**
 * Orders: placing one (from the basket's checked items, the fulfilment centre's stock, or an accepted offer), the
 * buyer's list and detail with the trade documents, reordering; and the operator console's inbox and the actions
 * that move an order. Amounts are integer minor units in the order's currency; weights grams; volumes cm³.
 */
const orderActionNames = Object.keys(ORDER_ACTIONS) as [keyof typeof ORDER_ACTIONS, ...(keyof typeof ORDER_ACTIONS)[]];
export const orderStateSchema = z.enum(ORDER_STATES);
export const orderActionSchema = z.enum(orderActionNames);
const money = z.number().int().nonnegative();
const line = (max: number) => shownText().trim().min(1).max(max);
const optionalLine = (max: number) => shownText().trim().max(max).default('');

export const PAYMENT_METHODS = ['BANK_TRANSFER'] as const;
/** The trade documents (purchase order, proforma and commercial invoices, packing list) and a claim's credit note. */
export const DOCUMENT_TYPES = ['po', 'pi', 'ci', 'pl', 'cn'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Most lines one order may hold. */
export const MAX_ORDER_LINES = 500;

/** The spec's `products: [{ productId, qty }]`: qty counts MOQ packs. Lines of one product are summed. */
export const orderProductsSchema = z
  .array(z.strictObject({ productId: idSchema, qty: z.number().int().min(1).max(MAX_PACKS) }))
  .min(1)
  .max(MAX_ORDER_LINES);

/** Who receives the goods, or who the carrier tells on arrival: a name, an address and a way to reach them. */
export const orderPartySchema = z.strictObject({
  name: line(200),
  address: line(500),
  phone: plainText().trim().max(30).default(''),
  email: z.union([z.literal(''), emailSchema]).default(''),
});
export type OrderParty = z.infer<typeof orderPartySchema>;

export const orderContactSchema = z.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: plainText().trim().min(1).max(30),
});

/**
 * `POST /client/api/v1/member/order`: the order form's fields plus the products. With `quotationId` the lines are the
 * accepted offer's (the products must be exactly its available lines) at the offered prices; otherwise they are
 * priced now at the buyer's grade and must reach the minimum order. A price the client sends is refused as unknown.
 */
export const placeOrderBody = z.strictObject({
  quotationId: idSchema.optional(),
  products: orderProductsSchema,
  shipToAddressId: idSchema,
  consignee: orderPartySchema,
  /** Omitted: the consignee is notified. */
  notifyParty: orderPartySchema.optional(),
  contact: orderContactSchema,
  incoterm: z.enum(INCOTERMS),
  /** The incoterm's named place: the port or place of delivery (e.g. "Busan port", "Ho Chi Minh City"). */
  namedPlace: line(100),
  shippingMethod: z.enum(SHIPPING_METHODS),
  requestedDate: z.iso.date().optional(),
  /** The buyer's own purchase order number, printed on every document. */
  poNumber: optionalLine(50),
  paymentMethod: z.enum(PAYMENT_METHODS),
  memo: optionalLine(2000),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/**
 * The order form's summary, priced by the server: what placing these products would make. With the terms (incoterm,
 * named place, shipping method, and the ship-to address whose country the freight goes to; without one, the company's
 * country) it answers the costs the rule puts on the seller, estimated from the operators' rates.
 */
export const orderPreviewBody = z.strictObject({
  quotationId: idSchema.optional(),
  products: orderProductsSchema,
  locale: localeSchema,
  incoterm: z.enum(INCOTERMS).optional(),
  namedPlace: shownText().trim().max(100).optional(),
  shippingMethod: z.enum(SHIPPING_METHODS).optional(),
  shipToAddressId: idSchema.optional(),
});
export type OrderPreviewBody = z.infer<typeof orderPreviewBody>;

export const orderTotalsView = z.object({ sku: z.number().int(), units: z.number().int(), amount: money });

export const orderLineView = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  nameKo: z.string().nullable(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  image: z.string(),
  moq: z.number().int(),
  quantity: z.number().int(),
  unitPrice: money,
  subtotal: money,
});
export type OrderLineView = z.infer<typeof orderLineView>;

/**
 * What a deal adds up to: the goods (the lines), and each cost its incoterm puts on the seller — null where the rule
 * leaves it to the buyer, or while it is to be quoted (`freightToBeQuoted`: no rate applied, or DDP's duties not yet
 * entered; an operator sets them before confirming) — and the total the buyer pays.
 */
export const dealAmountsView = z.object({
  goods: money,
  freight: money.nullable(),
  insurance: money.nullable(),
  duties: money.nullable(),
  total: money,
  freightToBeQuoted: z.boolean(),
});
export type DealAmountsView = z.infer<typeof dealAmountsView>;

export const orderPreview = dealAmountsView.extend({
  currency: z.enum(CURRENCIES),
  lines: z.array(
    orderLineView.extend({
      /** Units the fulfilment centre holds now; null when the product is not held there. */
      stock: z.number().int().nullable(),
      /** Whether it can be ordered now (false when sold out or withdrawn); `withdrawn` only when it was. */
      exist: z.boolean(),
      withdrawn: z.literal(true).optional(),
    }),
  ),
  totals: orderTotalsView,
  minimum: money,
  /** What keeps these lines from being ordered now; null when they can be. */
  block: z.enum(['soldOut', 'outOfStock', 'minimum', 'amountMissing']).nullable(),
  /** The accepted offer the order is placed from, with the terms it fixed (its named place '' when the buyer names it). */
  quotation: z
    .object({
      id: z.number().int(),
      number: z.string(),
      version: z.number().int(),
      incoterm: z.enum(INCOTERMS),
      namedPlace: z.string(),
    })
    .nullable(),
});
export type OrderPreview = z.infer<typeof orderPreview>;

/** A row of the buyer's list. */
export const orderRow = z.object({
  id: z.number().int(),
  number: z.string(),
  state: orderStateSchema,
  currency: z.enum(CURRENCIES),
  placedAt: z.string(),
  updatedAt: z.string(),
  poNumber: z.string(),
  totals: orderTotalsView,
  brands: z.array(z.string()),
  /** The first lines' names, for the list. */
  products: z.array(z.string()),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderStateCounts = z.array(z.object({ state: orderStateSchema, count: z.number().int() }));

export const buyerOrdersQuery = z.strictObject({
  state: orderStateSchema.optional(),
  /** An order number, the buyer's PO number, or a product's name or SKU. */
  q: plainText().trim().max(100).optional(),
  locale: localeSchema,
  ...pageFields,
});
/** The files an order list downloads as: comma-separated text or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const exportFormat = { format: z.enum(EXPORT_FORMATS) };

/** The buyer's orders as a file, one row per line: every order the list's filters select, not one page of them. */
export const buyerOrdersExportQuery = buyerOrdersQuery.omit({ page: true, size: true }).extend(exportFormat);
export type BuyerOrdersExportQuery = z.infer<typeof buyerOrdersExportQuery>;
export const buyerOrderPage = pageOf(orderRow).extend({ counts: orderStateCounts });
export type BuyerOrderPage = z.infer<typeof buyerOrderPage>;

export const orderIdParams = z.strictObject({ id: idSchema });
export const orderDetailQuery = z.strictObject({ locale: localeSchema });
export const orderDocumentParams = z.strictObject({ id: idSchema, type: z.enum(DOCUMENT_TYPES) });
export const orderDocumentQuery = z.strictObject({ version: z.coerce.number().int().min(1).max(1000).optional() });

export const orderEventView = z.object({
  fromState: orderStateSchema.nullable(),
  toState: orderStateSchema,
  action: z.string(),
  actor: z.enum(['buyer', 'operator', 'system']),
  /** The operator's name in the console; the buyer sees the team. */
  operatorName: z.string().nullable(),
  /** The member of the buyer company who acted (placed, approved, rejected, cancelled), when the buyer did. */
  memberName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type OrderEventView = z.infer<typeof orderEventView>;

export const orderDocumentView = z.object({
  type: z.enum(DOCUMENT_TYPES),
  version: z.number().int(),
  issuedAt: z.string(),
  /** Where it downloads from, with the same session header. */
  url: z.string(),
});
export type OrderDocumentView = z.infer<typeof orderDocumentView>;

export const installmentView = z.object({
  kind: z.enum(INSTALLMENT_KINDS),
  amount: money,
  /** Null until the operators record the transfer. */
  paidOn: z.iso.date().nullable(),
  reference: z.string().nullable(),
});

export const paymentTermsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ADVANCE') }),
  z.strictObject({
    kind: z.literal('DEPOSIT'),
    depositPercent: z.number().int().min(DEPOSIT_PERCENT_RANGE.min).max(DEPOSIT_PERCENT_RANGE.max),
  }),
]);

export const shipmentView = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's tracking page for this number, when known. */
  trackingUrl: z.string().nullable(),
  shippedOn: z.iso.date(),
  /** '' for a shipment recorded before ports were asked. */
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  cartons: z.number().int(),
  grossWeightG: z.number().int(),
  volumeCm3: z.number().int(),
});

export const bankDetailsView = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  bankAddress: z.string(),
});

export const buyerOrderDetail = orderRow.extend({
  ...dealAmountsView.shape,
  /** The operators' discount and the credit notes taken off, both already out of `total`. */
  discount: money,
  credit: money,
  quotation: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  lines: z.array(orderLineView),
  shipTo: addressView.omit({ id: true, isDefault: true }),
  consignee: orderPartySchema,
  notifyParty: orderPartySchema.nullable(),
  contact: orderContactSchema,
  incoterm: z.enum(INCOTERMS),
  namedPlace: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  requestedDate: z.iso.date().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  memo: z.string(),
  /** Pay by this date, or the order is cancelled. */
  payBy: z.string(),
  paymentTerms: paymentTermsSchema.nullable(),
  installments: z.array(installmentView),
  /** Where to transfer to: once the order is confirmed. */
  bank: bankDetailsView.nullable(),
  shipment: shipmentView.nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(orderEventView),
  documents: z.array(orderDocumentView),
  /** What the buyer may do now (cancel while placed). The server checks again. */
  allowedActions: z.array(orderActionSchema),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetail>;

export const cancelOrderBody = z.strictObject({ reason: shownText().trim().max(1000).default('') });

/** The answer to placing: the new order, and the basket's count after its lines left it. */
export const placeOrderResult = z.object({ order: buyerOrderDetail });
export type PlaceOrderResult = z.infer<typeof placeOrderResult>;

/** A past order's lines as they could be ordered today. */
export const reorderPreview = z.object({
  currency: z.enum(CURRENCIES),
  lines: z.array(
    orderLineView.extend({
      status: z.enum(REORDER_STATUSES),
      /** The buyer's unit price today; null when the product is no longer sold. */
      currentPrice: money.nullable(),
    }),
  ),
});
export type ReorderPreview = z.infer<typeof reorderPreview>;

/** The chosen lines of a past order go to the basket (as quotation basket items, with their quantities). */
export const reorderBody = z.strictObject({ productIds: z.array(idSchema).min(1).max(MAX_ORDER_LINES) });
export const reorderResult = z.object({ added: z.number().int(), basketCount: z.number().int() });

// The operator console.

export const consoleOrdersQuery = z.strictObject({
  state: orderStateSchema.optional(),
  keyword: plainText().trim().max(100).optional(),
  ...pageFields,
});

/** Every order the console's list selects, as a file, one row per line. */
export const consoleOrdersExportQuery = consoleOrdersQuery.omit({ page: true, size: true }).extend(exportFormat);
export type ConsoleOrdersExportQuery = z.infer<typeof consoleOrdersExportQuery>;

/** The transfers recorded between two dates (the dates they arrived, both included; either end may be open). */
export const consolePaymentsExportQuery = z
  .strictObject({ ...exportFormat, from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'The start date comes after the end date.',
    path: ['to'],
  });
export type ConsolePaymentsExportQuery = z.infer<typeof consolePaymentsExportQuery>;

export const consoleOrderRow = orderRow.extend({
  company: z.string(),
  loginId: z.string(),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;

export const consoleOrderCounts = z.object({
  states: orderStateCounts,
  /** Placed and not yet confirmed: the operators' turn. */
  newOrders: z.number().int(),
  /** Accepted offers not ordered yet. */
  acceptedWaiting: z.number().int(),
});
export type ConsoleOrderCounts = z.infer<typeof consoleOrderCounts>;

export const consoleOrderDetail = buyerOrderDetail.extend({
  buyer: z.object({
    id: z.number().int(),
    loginId: z.string(),
    companyName: z.string(),
    country: z.object({ code: z.string(), name: z.string() }),
    repContactName: z.string(),
    repContactEmail: z.string(),
    phone: z.string(),
    status: z.enum(BUYER_STATUSES),
    grade: z.object({ id: z.string(), name: z.string() }).nullable(),
    language: z.string(),
  }),
  /** The lines with what customs and the packing list need. */
  packing: z.array(
    z.object({
      productId: z.number().int(),
      hsCode: z.string(),
      origin: z.string(),
      units: z.number().int(),
      cartons: z.number().int(),
      netWeightG: z.number().int(),
      grossWeightG: z.number().int(),
      volumeCm3: z.number().int(),
    }),
  ),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;

export const confirmOrderBody = z.strictObject({
  terms: paymentTermsSchema,
  note: shownText().trim().max(1000).default(''),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBody>;

/** A transfer arrived: the next installment (the whole amount, the deposit, or the balance). */
export const payOrderBody = z.strictObject({ reference: line(100), paidOn: z.iso.date() });
export type PayOrderBody = z.infer<typeof payOrderBody>;

export const shipOrderBody = z.strictObject({
  carrier: line(100),
  trackingNumber: plainText().trim().min(1).max(100),
  trackingUrl: z
    .union([
      z.literal(''),
      plainText()
        .trim()
        .max(500)
        .pipe(z.url({ protocol: /^https?$/ })),
    ])
    .default(''),
  shippedOn: z.iso.date(),
  /** Where the goods are loaded and discharged (a port, an airport, a border crossing), as a customs broker reads them. */
  portOfLoading: line(100),
  portOfDischarge: line(100),
  /** The ship or flight and its voyage, when known. */
  vessel: optionalLine(100),
  voyage: optionalLine(50),
  /** Cartons per line where they differ from the packing data's; omitted lines are packed by the rule. */
  cartons: z
    .array(z.strictObject({ productId: idSchema, cartons: z.number().int().min(1).max(100_000) }))
    .max(MAX_ORDER_LINES)
    .default([]),
});
export type ShipOrderBody = z.infer<typeof shipOrderBody>;

/**
 * `PUT /console/api/orders/{id}`: an operator changes a placed order before confirming it — every line it keeps with
 * its quantity in packs (at most what was ordered; a line left out is removed), the costs its incoterm puts on the
 * seller (null where the rule leaves them to the buyer), a discount off the goods, and the reason the buyer is told.
 */
export const editOrderBody = z.strictObject({
  lines: z
    .array(z.strictObject({ productId: idSchema, quantity: z.number().int().min(1).max(MAX_PACKS) }))
    .min(1)
    .max(MAX_ORDER_LINES),
  freight: money.max(1_000_000_000).nullable(),
  insurance: money.max(1_000_000_000).nullable(),
  duties: money.max(1_000_000_000).nullable(),
  discount: money.max(1_000_000_000).default(0),
  reason: line(1000),
});
export type EditOrderBody = z.infer<typeof editOrderBody>;

export const operatorCancelOrderBody = z.strictObject({ reason: line(1000) });
export const orderNoteBody = z.strictObject({ note: shownText().trim().max(1000).default('') });
