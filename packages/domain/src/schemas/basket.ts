import { z } from 'zod';
import { MAX_PACKS } from '../constants.js';
import { CURRENCIES } from '../money.js';
import { INCOTERMS } from '../quotation-offer.js';
import { REQUEST_NOTE_MAX, REQUEST_PORT_MAX } from '../quotation-request.js';
import { buyerView } from './auth.js';
import { priceView, productSummary } from './catalog.js';
import { idSchema, localeSchema, plainText, shownText } from './common.js';

/** At most this many products in one call (a sheet, a request, an add or a delete). */
export const BASKET_BATCH_MAX = 200;
/** A quotation sheet downloaded from the basket is valid this many days. */
export const QUOTATION_SHEET_VALID_DAYS = 30;

/** Quantities count MOQ packs: whole, 1 to 9,999, as the database allows them. */
export const basketQuantity = z.number().int().min(1).max(MAX_PACKS);
const productId = z.number().int().positive().max(2_147_483_647);
const distinct =
  <T>(key: (item: T) => number) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

/** How many products are in the basket: the header's and the menu's count. */
export const basketCount = z.number().int();

/** A product in the draft quotation basket: always with the buyer's price, since only buyers have a basket. */
export const basketItem = z.object({
  /** The basket item's own id. */
  id: z.number().int(),
  product: productSummary.extend({ price: priceView }),
  /** MOQ packs. */
  quantity: z.number().int(),
  /** moq × quantity × unit price, in minor units of the buyer's currency. */
  subtotal: z.number().int(),
  /** quantity × moq: units. */
  totalQuantity: z.number().int(),
  /** The product is in the buyer's cart too (the basket says so beside it). */
  inCart: z.boolean(),
});
export type BasketItem = z.infer<typeof basketItem>;

export const basketView = z.object({
  items: z.array(basketItem),
  /** The operators' minimum order amount in the buyer's currency, in minor units. */
  minimum: z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) }),
});
export type BasketView = z.infer<typeof basketView>;

export const basketAddBody = z.strictObject({
  productIds: z
    .array(productId)
    .min(1)
    .max(BASKET_BATCH_MAX)
    .refine(
      distinct((id: number) => id),
      'must not repeat a product',
    ),
});
export type BasketAddBody = z.infer<typeof basketAddBody>;
/** Products put in the basket, and products that were in it already (left as they were). */
export const basketAddResult = z.object({ added: z.number().int(), updated: z.number().int() });

/**
 * `POST /client/api/v1/quotation/move-from-cart` (ours): the buyer's cart items (by item id) move into the basket in one
 * transaction — they leave the cart; a product already in the basket takes both quantities (at most `MAX_PACKS`).
 * Items no longer in the cart (a retry, a double click) are skipped: nothing moves twice.
 */
export const basketMoveBody = z.strictObject({
  itemIds: z
    .array(productId)
    .min(1)
    .max(BASKET_BATCH_MAX)
    .refine(
      distinct((id: number) => id),
      'must not repeat an item',
    ),
});
export type BasketMoveBody = z.infer<typeof basketMoveBody>;
/** Items that moved, and how many of them joined a product already in the basket. */
export const basketMoveResult = z.object({ moved: z.number().int(), merged: z.number().int() });
export type BasketMoveResult = z.infer<typeof basketMoveResult>;

export const basketProductParams = z.strictObject({ productId: idSchema });
/** '01': added; '02': it was in the basket already. Both are a success (docs/product.md §4). */
export const basketAddOneResult = z.enum(['01', '02']);

export const basketQuantityBody = z.strictObject({ productId, quantity: basketQuantity });
export type BasketQuantityBody = z.infer<typeof basketQuantityBody>;

/** `DELETE /client/api/v1/quotation/{ids}`: comma-joined **product** ids (as the quantity call names products too). */
export const basketDeleteParams = z.strictObject({
  ids: plainText()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'must be product ids joined by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= BASKET_BATCH_MAX, `must name at most ${BASKET_BATCH_MAX} products`),
});
export const basketDeleteResult = z.object({ removed: z.number().int() });

/** The checked items, as the quotation sheet and the request read them. */
export const basketSheetBody = z
  .array(z.strictObject({ productId, qty: basketQuantity }))
  .min(1)
  .max(BASKET_BATCH_MAX)
  .refine(
    distinct((line: { productId: number }) => line.productId),
    'must not repeat a product',
  );
export type BasketSheetBody = z.infer<typeof basketSheetBody>;
export const basketSheetQuery = z.strictObject({
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
  locale: localeSchema,
});

/**
 * A member's request details (PRODUCT.md): the destination country (an id of `GET /client/api/country`, checked by the
 * server) and port or place, the preferred incoterm, a target date (today or later, checked by the server with
 * `isTargetDateAllowed`) and a note. The country and the incoterm are asked; the rest may stay empty.
 */
export const quotationRequestDetails = z.strictObject({
  destinationCountryId: idSchema,
  destinationPort: shownText().trim().max(REQUEST_PORT_MAX).default(''),
  incoterm: z.enum(INCOTERMS),
  targetDate: z.iso.date().optional(),
  note: shownText().trim().max(REQUEST_NOTE_MAX).default(''),
});
export type QuotationRequestDetails = z.infer<typeof quotationRequestDetails>;
export type QuotationRequestDetailsInput = z.input<typeof quotationRequestDetails>;

/**
 * Request quotation. Each product is read for its id only: the old client sends the product as it has it, and a
 * price or anything else in it is ignored — the server prices every line. The old client's `buyer` is accepted and
 * ignored too: the server knows the buyer from the session.
 */
export const quotationRequestBody = z.strictObject({
  requestProducts: z
    .array(z.strictObject({ product: z.object({ id: productId }), quantity: basketQuantity }))
    .min(1)
    .max(BASKET_BATCH_MAX)
    .refine(
      distinct((line: { product: { id: number } }) => line.product.id),
      'must not repeat a product',
    ),
  buyer: z.unknown().optional(),
  /** Ours, beside the spec's fields: where and when the goods should go (the basket's request step asks for them). */
  details: quotationRequestDetails.optional(),
});
export type QuotationRequestBody = z.infer<typeof quotationRequestBody>;
export type QuotationRequestInput = z.input<typeof quotationRequestBody>;

export const quotationRequestResult = z.object({
  buyer: buyerView,
  quotation: z.object({
    id: z.number().int(),
    number: z.string(),
    state: z.string(),
    currency: z.enum(CURRENCIES),
    requestedAt: z.string(),
  }),
  /** The quotation detail (docs/product.md §3); `totalAmount` in minor units of `currency`. */
  quotationDetail: z.object({
    quotationId: z.number().int(),
    totalSku: z.number().int(),
    totalQty: z.number().int(),
    totalAmount: z.number().int(),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    requestedAt: z.string(),
    currency: z.enum(CURRENCIES),
  }),
});
export type QuotationRequestResult = z.infer<typeof quotationRequestResult>;
