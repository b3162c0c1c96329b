import { z } from 'zod';
import { PRODUCT_GROUP_TYPES } from '../constants.js';
import { productSummary } from './catalog.js';
import { localeSchema, pageFields, pageOf, plainText } from './common.js';

/**
 * Picks: product groups that operators curate, each a `PICK` or a `CHOICE` list of one group code, shown at
 * `/pick/{code}-pick/` and `/pick/{code}-choice/`. A group and type the catalogue does not have answers 404, not 400:
 * the path is an address, any text in it may simply name nothing.
 */
export const pickParams = z.strictObject({
  code: plainText().min(1).max(64),
  /** `pick` or `choice`, as in the page's address (upper case accepted). */
  type: plainText().min(1).max(20),
});
export type PickParams = z.infer<typeof pickParams>;

export const pickPageQuery = z.strictObject({ ...pageFields, locale: localeSchema });
export type PickPageQuery = z.infer<typeof pickPageQuery>;

export const pickGroup = z.object({
  code: z.string(),
  type: z.enum(PRODUCT_GROUP_TYPES),
  name: z.string(),
  productCount: z.number().int(),
  /** The first product's picture, for the picks menu; null while the group is empty. */
  image: z.string().nullable(),
});
export type PickGroup = z.infer<typeof pickGroup>;
export const pickGroups = z.array(pickGroup);

/** One group with a page of its products in the operators' order, and every group for the picks menu. */
export const pickPage = z.object({
  group: pickGroup,
  products: pageOf(productSummary),
  groups: pickGroups,
});
export type PickPage = z.infer<typeof pickPage>;
