import { z } from 'zod';
import { CURRENCIES } from '../money.js';
import { INCOTERMS } from '../quotation-offer.js';
import { QUOTATION_ACTIONS, QUOTATION_STATES } from '../quotation-state.js';
import { idSchema, localeSchema, pageFields, plainText, shownText } from './common.js';
import { BUYER_STATUSES } from './console.js';

/**
 * Quotations after the request: the buyer's list and detail with the operators' offers, the thread and the history,
 * the buyer's answers; and the operator console's inbox, detail and offer editor. Amounts are integer minor units in
 * the quotation's currency. A visitor's (no-member) quotation is never part of a buyer's answer.
 */
const actionNames = Object.keys(QUOTATION_ACTIONS) as [
  keyof typeof QUOTATION_ACTIONS,
  ...(keyof typeof QUOTATION_ACTIONS)[],
];
export const quotationStateSchema = z.enum(QUOTATION_STATES);
export const quotationActionSchema = z.enum(actionNames);
const money = z.number().int().nonnegative();
const text = (max: number) => shownText().trim().min(1).max(max);

export const quotationIdParams = z.strictObject({ id: idSchema });
export const quotationOfferParams = z.strictObject({
  id: idSchema,
  version: z.coerce.number().int().min(1).max(32_767),
});
export const quotationDetailQuery = z.strictObject({ locale: localeSchema });
export const buyerQuotationsQuery = z.strictObject({
  state: quotationStateSchema.optional(),
  locale: localeSchema,
  ...pageFields,
});

export const quotationTotalsView = z.object({
  sku: z.number().int(),
  units: z.number().int(),
  amount: money.nullable(),
});

/** A row of the buyer's list: what was asked for, where it stands, and the current offer if there is one. */
export const buyerQuotationRow = z.object({
  id: z.number().int(),
  number: z.string(),
  state: quotationStateSchema,
  currency: z.enum(CURRENCIES),
  requestedAt: z.string(),
  updatedAt: z.string(),
  /** The request: distinct products, units and the amount at the buyer's prices of the moment. */
  requested: quotationTotalsView,
  /** The current offer's totals, version and valid-until date; null before the first offer. */
  offer: z
    .object({
      version: z.number().int(),
      validUntil: z.string(),
      totals: quotationTotalsView.extend({ amount: money }),
    })
    .nullable(),
  brands: z.array(z.string()),
});
export type BuyerQuotationRow = z.infer<typeof buyerQuotationRow>;

/** A requested line: the quantity in MOQ packs and the unit price at the time of the request (null for a visitor). */
export const requestedLineView = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  nameKo: z.string().nullable(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  image: z.string(),
  moq: z.number().int(),
  quantity: z.number().int(),
  unitPrice: money.nullable(),
  subtotal: money.nullable(),
});
export type RequestedLineView = z.infer<typeof requestedLineView>;

export const offerLineView = requestedLineView.omit({ unitPrice: true, subtotal: true }).extend({
  unitPrice: money,
  subtotal: money,
  available: z.boolean(),
});
export type OfferLineView = z.infer<typeof offerLineView>;

/** One version of the operators' answer; versions never change once sent. */
export const offerView = z.object({
  version: z.number().int(),
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  validUntil: z.string(),
  incoterm: z.string(),
  /** The incoterm's named place; '' when the buyer names it when ordering. */
  namedPlace: z.string(),
  /** What the rule puts on the seller, priced into the offer; null where it leaves it to the buyer. */
  freight: money.nullable(),
  insurance: money.nullable(),
  duties: money.nullable(),
  leadTimeDays: z.number().int(),
  note: z.string(),
  lines: z.array(offerLineView),
  /** `amount` is the goods; `total` adds the offer's costs: what the buyer pays. */
  totals: quotationTotalsView.extend({ amount: money, total: money }),
  /** The newest version: the only one that can be accepted. */
  current: z.boolean(),
  /** Past its valid-until date. */
  expired: z.boolean(),
  /** Where its PDF downloads from (with the same session header); null when it has none. */
  pdfUrl: z.string().nullable(),
});
export type OfferView = z.infer<typeof offerView>;

export const quotationMessageView = z.object({
  id: z.number().int(),
  author: z.enum(['buyer', 'operator', 'system']),
  /** The operator's name in the console; the buyer sees the team, not the person. */
  operatorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type QuotationMessageView = z.infer<typeof quotationMessageView>;

export const quotationEventView = z.object({
  fromState: quotationStateSchema.nullable(),
  toState: quotationStateSchema,
  action: z.string(),
  actor: z.enum(['buyer', 'operator', 'system']),
  operatorName: z.string().nullable(),
  /** The member of the buyer company who acted (requested, accepted, declined, cancelled), when the buyer did. */
  memberName: z.string().nullable(),
  createdAt: z.string(),
});
export type QuotationEventView = z.infer<typeof quotationEventView>;

/** The order an accepted quotation became; null until it is ordered. */
export const quotationOrderRef = z.object({ id: z.number().int(), number: z.string() }).nullable();

export const buyerQuotationDetail = buyerQuotationRow.extend({
  lines: z.array(requestedLineView),
  offers: z.array(offerView),
  messages: z.array(quotationMessageView),
  history: z.array(quotationEventView),
  acceptedVersion: z.number().int().nullable(),
  order: quotationOrderRef,
  /** What the buyer may do now: the buttons to show. The server checks again. */
  allowedActions: z.array(quotationActionSchema),
  /** Whether the thread still takes messages (not once declined, cancelled or ordered). */
  canPostMessage: z.boolean(),
});
export type BuyerQuotationDetail = z.infer<typeof buyerQuotationDetail>;

/** The buyer accepts one version: the current, unexpired one, exactly once. */
export const acceptQuotationBody = z.strictObject({ version: z.number().int().min(1).max(32_767) });
export const declineQuotationBody = z.strictObject({ reason: shownText().trim().max(1000).optional() });
export const negotiateQuotationBody = z.strictObject({ message: text(4000) });
export const cancelQuotationBody = z.strictObject({ reason: shownText().trim().max(1000).optional() });
export const quotationMessageBody = z.strictObject({ body: text(4000) });

// The operator console.

export const QUOTATION_KINDS = ['member', 'visitor'] as const;
export type QuotationKind = (typeof QUOTATION_KINDS)[number];

export const consoleQuotationsQuery = z.strictObject({
  state: quotationStateSchema.optional(),
  kind: z.enum(QUOTATION_KINDS).optional(),
  keyword: plainText().trim().max(100).optional(),
  ...pageFields,
});

const countryView = z.object({ code: z.string(), name: z.string(), emoji: z.string() });

export const consoleQuotationRow = z.object({
  id: z.number().int(),
  number: z.string(),
  state: quotationStateSchema,
  kind: z.enum(QUOTATION_KINDS),
  currency: z.enum(CURRENCIES),
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  country: countryView.nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  requested: quotationTotalsView,
  offer: buyerQuotationRow.shape.offer,
});
export type ConsoleQuotationRow = z.infer<typeof consoleQuotationRow>;

/** A requested line as the offer editor starts from it: the request-time price and today's price for this buyer. */
export const consoleQuotationLine = requestedLineView.extend({
  /** The buyer's grade price now (a visitor's: the base supply price) in the quotation's currency. */
  currentPrice: money,
  /** Whether it can be supplied now (false when sold out or withdrawn); `withdrawn` only when it was. */
  exist: z.boolean(),
  withdrawn: z.literal(true).optional(),
});
export type ConsoleQuotationLine = z.infer<typeof consoleQuotationLine>;

export const consoleQuotationDetail = consoleQuotationRow.extend({
  buyer: z
    .object({
      id: z.number().int(),
      loginId: z.string(),
      companyName: z.string(),
      country: countryView,
      repContactName: z.string(),
      repContactEmail: z.string(),
      phone: z.string(),
      status: z.enum(BUYER_STATUSES),
      grade: z.object({ id: z.string(), name: z.string() }).nullable(),
      currency: z.enum(CURRENCIES).nullable(),
      language: z.string(),
    })
    .nullable(),
  /** A visitor's request: who to answer by e-mail. */
  contact: z
    .object({
      company: z.string(),
      country: countryView.nullable(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      message: z.string(),
      language: z.string(),
    })
    .nullable(),
  /** A member's request details (destination, incoterm, target date, note); null when the request had none. */
  requestDetails: z
    .object({
      destinationCountry: countryView,
      destinationPort: z.string(),
      incoterm: z.enum(INCOTERMS),
      targetDate: z.iso.date().nullable(),
      note: z.string(),
    })
    .nullable(),
  /** The same buyer's (or e-mail address's) other quotations, newest first. */
  previous: z.array(
    consoleQuotationRow.pick({
      id: true,
      number: true,
      state: true,
      currency: true,
      requestedAt: true,
      requested: true,
      offer: true,
    }),
  ),
  lines: z.array(consoleQuotationLine),
  offers: z.array(offerView.extend({ operatorName: z.string().nullable() })),
  messages: z.array(quotationMessageView),
  history: z.array(quotationEventView),
  acceptedVersion: z.number().int().nullable(),
  order: quotationOrderRef,
  allowedActions: z.array(quotationActionSchema),
  canPostMessage: z.boolean(),
  /** What a new offer starts from. */
  /**
   * What a new offer starts from: the current offer's terms; before one, the request's incoterm and destination with
   * the freight and insurance its rule puts on the seller estimated by sea from the operators' rates (null where the
   * rule leaves them to the buyer, or no rate applies).
   */
  defaults: z.object({
    validUntil: z.iso.date(),
    incoterm: z.enum(INCOTERMS),
    namedPlace: z.string(),
    freight: money.nullable(),
    insurance: money.nullable(),
    duties: money.nullable(),
  }),
});
export type ConsoleQuotationDetail = z.infer<typeof consoleQuotationDetail>;

/** A new offer version: every requested product once, with its price, quantity and availability, and the terms. */
export const offerBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: idSchema,
        unitPrice: z.number().int().min(0).max(1_000_000_000),
        quantity: z.number().int().min(0).max(9999),
        available: z.boolean(),
      }),
    )
    .min(1)
    .max(500),
  validUntil: z.iso.date(),
  incoterm: z.enum(INCOTERMS),
  /** The incoterm's named place (a port or place in Korea for E and F rules, the destination for C and D); '' leaves it to the buyer's order. */
  namedPlace: shownText().trim().max(100).default(''),
  /** Each cost the rule puts on the seller, in minor units (required by it, refused otherwise: `costsProblem`). */
  freight: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
  insurance: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
  duties: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
  leadTimeDays: z.number().int().min(0).max(365),
  note: shownText().trim().max(2000).default(''),
});
export type OfferBody = z.infer<typeof offerBody>;

/** How many quotations are in each state, for the inbox's tabs; `waiting` are those the operators must answer. */
export const consoleQuotationCounts = z.object({
  states: z.array(z.object({ state: quotationStateSchema, count: z.number().int() })),
  waiting: z.number().int(),
});
export type ConsoleQuotationCounts = z.infer<typeof consoleQuotationCounts>;
export const consoleQuotationCountsQuery = z.strictObject({ kind: z.enum(QUOTATION_KINDS).optional() });
