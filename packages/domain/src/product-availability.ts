/**
 * Whether a product can be bought now, and if not, why:
 * - `available`: sold, it can be put in a cart or a basket, requested in a quotation and ordered;
 * - `soldOut`: the operators took it off sale (`exist` false); it is still shown, marked, and can wait for a restock;
 * - `withdrawn`: the operators hid the product or its brand. It is in no list, search or page of the storefront, and
 *   cannot be added anywhere; lines already in a cart or a basket stay there, marked, and cannot be chosen.
 * Neither sold out nor withdrawn can be requested, ordered or ordered again: the server refuses them naming them.
 */
export type ProductAvailability = 'available' | 'soldOut' | 'withdrawn';

/** A product as the rule reads it: `withdrawn` is the database's flag (the product or its brand hidden). */
export type AvailabilityFacts = { exist: boolean; withdrawn?: boolean };

export function productAvailability(product: AvailabilityFacts): ProductAvailability {
  if (product.withdrawn) return 'withdrawn';
  return product.exist ? 'available' : 'soldOut';
}

/** Whether the product can be requested and ordered now. */
export const isAvailable = (product: AvailabilityFacts): boolean => productAvailability(product) === 'available';

/** Whether a line of the product may be chosen (checked) in a cart or a basket: a sold-out one may, to be refused. */
export const isChoosable = (product: AvailabilityFacts): boolean => productAvailability(product) !== 'withdrawn';

/**
 * A product as an answer shows it: `exist` says whether it can be bought now (false for a withdrawn one too, so that
 * a client reading only `exist` refuses it as well), `withdrawn` is there only when it is.
 */
export function shownAvailability(product: AvailabilityFacts): { exist: boolean; withdrawn?: true } {
  const availability = productAvailability(product);
  return availability === 'withdrawn' ? { exist: false, withdrawn: true } : { exist: availability === 'available' };
}

/**
 * What a refusal says of the products that cannot be bought now, named (by SKU, or however the caller names them):
 * "Sold out: A, B", "No longer sold: C", or both. Empty when every one can be bought.
 */
export function unavailableText<Product extends AvailabilityFacts>(
  products: readonly Product[],
  name: (product: Product) => string,
): string {
  const named = (availability: ProductAvailability) =>
    products.filter((product) => productAvailability(product) === availability).map(name);
  const soldOut = named('soldOut');
  const withdrawn = named('withdrawn');
  return [
    ...(soldOut.length ? [`Sold out: ${soldOut.join(', ')}`] : []),
    ...(withdrawn.length ? [`No longer sold: ${withdrawn.join(', ')}`] : []),
  ].join('. ');
}
