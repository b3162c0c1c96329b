import { z } from 'zod';
import { FREIGHT_METHODS } from '../incoterms.js';
import { CURRENCIES } from '../money.js';

/**
 * The freight rates operators keep: per destination country, method (sea, air, courier) and currency, a price per
 * kilogram of chargeable weight, a price per cubic metre and a minimum charge, in minor units. An order or request for
 * a C or D rule is given its freight estimate from them (the domain's `freightEstimate`).
 */

/** The largest rate figure, in minor units (a million dollars, ten million won). */
export const MAX_FREIGHT_AMOUNT = 100_000_000;
const amount = z.number().int().min(0).max(MAX_FREIGHT_AMOUNT);

export const freightRateBody = z.strictObject({
  /** ISO 3166 alpha-2 code of the destination country, e.g. VN. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  method: z.enum(FREIGHT_METHODS),
  currency: z.enum(CURRENCIES),
  perKg: amount,
  perCbm: amount,
  minimum: amount,
});
export type FreightRateBody = z.infer<typeof freightRateBody>;

export const freightRateView = z.object({
  id: z.number().int(),
  country: z.string(),
  countryName: z.string(),
  method: z.enum(FREIGHT_METHODS),
  currency: z.enum(CURRENCIES),
  perKg: z.number().int(),
  perCbm: z.number().int(),
  minimum: z.number().int(),
  updatedAt: z.string(),
});
export type FreightRateView = z.infer<typeof freightRateView>;
