import {
  type Currency,
  DEFAULT_MINIMUM_ORDER,
  DomainError,
  formatMoney,
  gradeUnitPrice,
  isAvailable,
  lineSubtotal,
  localName,
  type Minor,
  minor,
  notFound,
  type OrderPreview,
  type OrderProduct,
  orderTotals,
  unavailableText,
} from '@hive/domain';
import type { OfferedQuotation, PlacingContext, PlacingProduct } from './order-placing.repository.js';

/** A line priced by the server: at the buyer's grade today, or at the accepted offer's price and pack size. */
export type PricedLine = {
  product: PlacingProduct;
  quantity: number;
  moq: number;
  unitPrice: Minor;
  subtotal: Minor;
  units: number;
  /** Units the fulfilment centre holds now; null when the product is not held there. */
  stock: number | null;
};

/**
 * The accepted offer an order is placed from: the buyer's own (404 otherwise), ACCEPTED (409 QUOTATION_STATE), and the
 * products exactly its suppliable lines with their quantities (409 CONFLICT otherwise).
 */
export function acceptedOffer(
  quotation: OfferedQuotation | undefined,
  buyerId: number,
  products: readonly OrderProduct[],
): OfferedQuotation {
  if (!quotation || quotation.buyerId !== buyerId) throw notFound('Quotation');
  if (quotation.state !== 'ACCEPTED')
    throw new DomainError(
      'QUOTATION_STATE',
      `Quotation ${quotation.number} is ${quotation.state}: only an accepted offer can be ordered, once.`,
    );
  const wanted = new Map(products.map((line) => [line.productId, line.qty]));
  const same =
    wanted.size === quotation.lines.length &&
    quotation.lines.every((line) => wanted.get(line.productId) === line.quantity);
  if (!same) {
    const offered = quotation.lines.map((line) => `product ${line.productId} × ${line.quantity}`).join(', ');
    throw new DomainError(
      'CONFLICT',
      `body.products must be the accepted offer's lines with their quantities (${offered}): reload the offer.`,
    );
  }
  return quotation;
}

/** Prices the (merged) products for the buyer; an unknown product is a 400 naming it, and nothing is stored. */
export function priceLines(
  products: readonly OrderProduct[],
  context: PlacingContext,
  currency: Currency,
  discountBp: number,
  offer: OfferedQuotation | null,
): PricedLine[] {
  const known = new Map(context.products.map((product) => [product.productId, product]));
  const stock = new Map(context.held.map((row) => [row.id, row.stockQty]));
  const offered = new Map(offer?.lines.map((line) => [line.productId, line]));
  return products.map(({ productId, qty }) => {
    const product = known.get(productId);
    if (!product) throw new DomainError('BAD_REQUEST', `body.products: no such product ${productId}`);
    const line = offered.get(productId);
    const moq = line?.moq ?? product.moq;
    const unitPrice = line
      ? minor(line.unitPrice)
      : gradeUnitPrice(minor(currency === 'USD' ? product.supplyUsd : product.supplyKrw), discountBp, currency);
    return {
      product,
      quantity: qty,
      moq,
      unitPrice,
      subtotal: lineSubtotal(unitPrice, moq, qty),
      units: moq * qty,
      stock: stock.get(productId) ?? null,
    };
  });
}

export type Verdict = {
  totals: ReturnType<typeof orderTotals>;
  minimum: Minor;
  block: OrderPreview['block'];
  soldOut: PricedLine[];
  short: PricedLine[];
};

/**
 * What keeps the lines from being ordered: a product sold out or withdrawn (an accepted offer's too: the operators can
 * revise it), a held product short of units, no amount at all, or (unless an accepted offer is ordered) a total below
 * the minimum order.
 */
export function judge(lines: PricedLine[], context: PlacingContext, currency: Currency, offered: boolean): Verdict {
  const totals = orderTotals(lines);
  const settings = context.settings;
  const minimum = offered
    ? minor(0)
    : settings
      ? minor(currency === 'USD' ? settings.minUsd : settings.minKrw)
      : DEFAULT_MINIMUM_ORDER[currency];
  const soldOut = lines.filter((line) => !isAvailable(line.product));
  const short = lines.filter((line) => line.stock !== null && line.stock < line.units);
  const block = soldOut.length
    ? 'soldOut'
    : short.length
      ? 'outOfStock'
      : totals.amount === 0
        ? 'amountMissing'
        : totals.amount < minimum
          ? 'minimum'
          : null;
  return { totals, minimum, block, soldOut, short };
}

/** The refusal for a verdict's block, in the order placing checks them; nothing when the lines can be ordered. */
export function refusal({ block, soldOut, short, totals, minimum }: Verdict, currency: Currency): DomainError | null {
  const named = (line: PricedLine) => `${line.product.sku} ${localName(line.product.names, 'en')}`;
  switch (block) {
    case 'soldOut':
      return new DomainError(
        'SOLD_OUT',
        `${unavailableText(
          soldOut.map((line) => line.product),
          (product) => `${product.sku} ${localName(product.names, 'en')}`,
        )}. Take it out of the order to place the rest.`,
      );
    case 'outOfStock':
      return new DomainError(
        'OUT_OF_STOCK',
        `Out of stock: ${short.map((line) => `${named(line)} (${line.stock} units left, ${line.units} ordered)`).join('; ')}.`,
      );
    case 'amountMissing':
      return new DomainError('MINIMUM_NOT_REACHED', 'These lines come to no amount: there is nothing to order.');
    case 'minimum':
      return new DomainError(
        'MINIMUM_NOT_REACHED',
        `The minimum order is ${formatMoney(minimum, currency)}: add ${formatMoney(minor(minimum - totals.amount), currency)} more to place the order.`,
      );
    default:
      return null;
  }
}
