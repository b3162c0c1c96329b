import { DomainError, gradeUnitPrice, lineSubtotal, lineUnits, type Minor, minor, type Pricing } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { quotationRequestRepository, type RequestProductRow } from './quotation-request.repository.js';

/** A line priced by the server at the buyer's grade: whatever a client sends, only ids and quantities are read. */
export type PricedLine = {
  product: RequestProductRow;
  quantity: number;
  unitPrice: Minor;
  subtotal: Minor;
  units: number;
};

type WantedLine = { productId: number; quantity: number };

/**
 * Prices `lines` for the buyer from their products read in the buyer's currency (`described`), as the quotation sheet
 * shows them and a request stores them. An unknown product is a 400 naming the field (`field(index)`).
 */
export function priceRows(
  described: RequestProductRow[],
  lines: WantedLine[],
  pricing: Pricing,
  field: (index: number) => string,
): PricedLine[] {
  const productOf = new Map(described.map((row) => [row.id, row]));
  return lines.map((line, index) => {
    const product = productOf.get(line.productId);
    if (!product) throw new DomainError('BAD_REQUEST', `${field(index)}: no such product`);
    // Read in the buyer's currency: the base price is there.
    const unitPrice = gradeUnitPrice(minor(product.supply as number), pricing.discountBp, pricing.currency);
    return {
      product,
      quantity: line.quantity,
      unitPrice,
      subtotal: lineSubtotal(unitPrice, product.moq, line.quantity),
      units: lineUnits(product.moq, line.quantity),
    };
  });
}

/** Reads the products of `lines` and prices them (`priceRows`). */
export async function priceLines(
  db: Db,
  lines: WantedLine[],
  pricing: Pricing,
  field: (index: number) => string,
): Promise<PricedLine[]> {
  const described = await quotationRequestRepository(db).products(
    lines.map((line) => line.productId),
    pricing.currency,
  );
  return priceRows(described, lines, pricing, field);
}
