import { z } from 'zod';
import { MAX_PACKS } from '../constants.js';
import { companyNameSchema, emailSchema, personNameSchema } from './account.js';
import { productSummary } from './catalog.js';
import { idSchema, localeSchema, plainText, shownText } from './common.js';

/** Ids in a JSON body are numbers, never numeric strings. */
const bodyId = z.number().int().positive().max(2_147_483_647);
/** How many MOQ packs: a whole number from 1 to 9,999. */
export const packsSchema = z.number().int().min(1).max(MAX_PACKS);
/** At most this many lines in one cart request (the cart holds at most `CART_MAX_ITEMS`). */
export const CART_MAX_ITEMS = 200;

/** "1,2,3" in a path or a query: up to 200 distinct ids, in the order given. */
const idList = plainText()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'must be ids joined by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)));

export const cartLine = z.strictObject({ productId: bodyId, quantity: packsSchema });
export type CartLine = z.infer<typeof cartLine>;

/** Each product once: a list naming one twice would leave it unclear which quantity counts. */
const distinctProducts = (lines: { productId: number }[]) =>
  new Set(lines.map((line) => line.productId)).size === lines.length;

/** `POST /client/api/v1/cart/add`: one or many products, quantities in MOQ packs. Prices are never taken from here. */
export const cartAddBody = z
  .array(cartLine)
  .min(1)
  .max(CART_MAX_ITEMS)
  .refine(distinctProducts, { message: 'each product may appear once' });
export type CartAddBody = z.infer<typeof cartAddBody>;
/** How many lines were new to the cart (toast `cart.add.1`) and how many were already there and updated (`cart.add.0`). */
export const cartAddResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  count: z.number().int(),
});
export type CartAddResult = z.infer<typeof cartAddResult>;

/** `PUT /client/api/v1/cart/edit`: the quantity and/or checked flag of items, and/or check or uncheck them all. */
export const cartEditBody = z
  .strictObject({
    items: z
      .array(
        z
          .strictObject({ id: bodyId, quantity: packsSchema.optional(), checked: z.boolean().optional() })
          .refine((item) => item.quantity !== undefined || item.checked !== undefined, {
            message: 'give a quantity or checked',
          }),
      )
      .min(1)
      .max(CART_MAX_ITEMS)
      .optional(),
    /** Checks (true) or unchecks (false) every item of the cart, before `items` apply. */
    checkAll: z.boolean().optional(),
  })
  .refine((body) => body.items !== undefined || body.checkAll !== undefined, { message: 'give items or checkAll' });
export type CartEditBody = z.infer<typeof cartEditBody>;
export const cartEditResult = z.object({ updated: z.number().int() });

export const cartExistsQuery = z.strictObject({ productIds: idList });
/** Which of the asked products are in the cart. */
export const cartExistsResult = z.array(z.number().int());

export const cartDeleteParams = z.strictObject({ ids: idList });
export const cartDeleteResult = z.object({ deleted: z.number().int() });

export const cartCount = z.number().int();

/** A cart item (docs/product.md §3): the product and its brand (prices for a buyer only), quantity, checked. */
export const cartItem = z.object({
  id: z.number().int(),
  product: productSummary,
  quantity: z.number().int(),
  checked: z.boolean(),
  /** A buyer's item only: the product is in their quotation basket too (the cart says so beside it). */
  inBasket: z.boolean().optional(),
});
export type CartItem = z.infer<typeof cartItem>;
/** Newest first. */
export const cartItems = z.array(cartItem);

/** A phone number as people write it: an optional +, digits, spaces, dashes, dots and brackets. */
export const contactPhoneSchema = plainText()
  .trim()
  .regex(/^\+?[\d ().-]{4,30}$/);

/**
 * `POST /client/api/v1/no-member/quotation`: a visitor's request for the checked items of their cart, with who to
 * answer. Never a price: operators answer with one.
 */
export const noMemberQuotationBody = z.strictObject({
  items: z.array(cartLine).min(1).max(CART_MAX_ITEMS).refine(distinctProducts, {
    message: 'each product may appear once',
  }),
  company: companyNameSchema,
  countryId: idSchema,
  name: personNameSchema,
  email: emailSchema,
  phone: contactPhoneSchema,
  message: shownText().trim().max(2000).default(''),
  /** The language of the confirmation e-mail and of the operators' answer. */
  language: localeSchema,
});
export type NoMemberQuotationBody = z.infer<typeof noMemberQuotationBody>;
export const noMemberQuotationResult = z.object({ number: z.string(), lines: z.number().int() });
export type NoMemberQuotationResult = z.infer<typeof noMemberQuotationResult>;
