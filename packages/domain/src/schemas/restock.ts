import { z } from 'zod';
import { emailSchema } from './account.js';
import { localeSchema, pageFields } from './common.js';

/**
 * "Ask for restock" on a sold-out product (PRODUCT.md): a buyer asks as themselves (the e-mail goes to their
 * representative's address), a visitor with an e-mail address. One waiting request per product and person: asking
 * again answers `already`. The e-mail, in `language`, goes when the product can be ordered again.
 */
export const restockAskBody = z.strictObject({
  productId: z.number().int().positive().max(2_147_483_647),
  /** A visitor's address; a buyer's request leaves it out (it is refused from a buyer, who is known already). */
  email: emailSchema.optional(),
  language: localeSchema,
});
export type RestockAskBody = z.infer<typeof restockAskBody>;
export type RestockAskInput = z.input<typeof restockAskBody>;
export const restockAskResult = z.object({ status: z.enum(['recorded', 'already']) });
export type RestockAskResult = z.infer<typeof restockAskResult>;

export const RESTOCK_STATES = ['waiting', 'notified'] as const;
export const consoleRestockQuery = z.strictObject({ state: z.enum(RESTOCK_STATES).optional(), ...pageFields });

/** A row of the console's list: the product, who asked, since when, and whether the e-mail went. */
export const consoleRestockRow = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    brand: z.string(),
    /** Whether it can be ordered now. */
    available: z.boolean(),
  }),
  /** A buyer's company and login id, or null for a visitor. */
  buyer: z.object({ id: z.number().int(), companyName: z.string(), loginId: z.string() }).nullable(),
  email: z.string(),
  language: z.string(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type ConsoleRestockRow = z.infer<typeof consoleRestockRow>;
