import { MAX_PACKS } from './constants.js';
import { DomainError } from './errors.js';
import { type Currency, lineSubtotal, type Minor, minor, sumMoney } from './money.js';
import { type AvailabilityFacts, productAvailability } from './product-availability.js';

/** A line as the buyer sends it: a product and a quantity in MOQ packs (the spec's `{ productId, qty }`). */
export type OrderProduct = { productId: number; qty: number };

/**
 * The lines of one product summed into one, in the order each product first appears: stock is reserved once per
 * product, never twice for the same units. A product summed past the largest quantity is refused.
 */
export function mergeOrderProducts(products: readonly OrderProduct[]): OrderProduct[] {
  const merged = new Map<number, number>();
  for (const { productId, qty } of products) merged.set(productId, (merged.get(productId) ?? 0) + qty);
  return [...merged].map(([productId, qty]) => {
    if (qty > MAX_PACKS)
      throw new DomainError('BAD_REQUEST', `products: at most ${MAX_PACKS} packs of product ${productId} per order.`);
    return { productId, qty };
  });
}

export type PricedLine = { unitPrice: Minor; moq: number; quantity: number };

/** An order's totals: distinct products, units (packs × MOQ) and the amount. */
export function orderTotals(lines: readonly PricedLine[]): { sku: number; units: number; amount: Minor } {
  return {
    sku: lines.length,
    units: lines.reduce((units, line) => units + line.moq * line.quantity, 0),
    amount: sumMoney(lines.map((line) => lineSubtotal(line.unitPrice, line.moq, line.quantity))),
  };
}

/** How the buyer pays, set by the operators at confirmation. */
export const PAYMENT_TERMS = ['ADVANCE', 'DEPOSIT'] as const;
export type PaymentTermsKind = (typeof PAYMENT_TERMS)[number];
export type PaymentTerms = { kind: 'ADVANCE' } | { kind: 'DEPOSIT'; depositPercent: number };
export const DEPOSIT_PERCENT_RANGE = { min: 10, max: 90, default: 30 } as const;

export const INSTALLMENT_KINDS = ['full', 'deposit', 'balance'] as const;
export type InstallmentKind = (typeof INSTALLMENT_KINDS)[number];
export type Installment = { kind: InstallmentKind; amount: Minor };

/**
 * What the buyer transfers, in order: the whole amount in advance, or the deposit (rounded down to the currency's
 * whole unit) and then the balance before shipment. The installments always add up to the total.
 */
export function installments(total: Minor, terms: PaymentTerms, currency: Currency): Installment[] {
  if (terms.kind === 'ADVANCE') return [{ kind: 'full', amount: total }];
  const { depositPercent } = terms;
  if (
    !Number.isInteger(depositPercent) ||
    depositPercent < DEPOSIT_PERCENT_RANGE.min ||
    depositPercent > DEPOSIT_PERCENT_RANGE.max
  )
    throw new RangeError(`Deposit must be ${DEPOSIT_PERCENT_RANGE.min}–${DEPOSIT_PERCENT_RANGE.max} %`);
  const unit = currency === 'USD' ? 100 : 10;
  const deposit = minor(Math.floor((total * depositPercent) / 100 / unit) * unit);
  return [
    { kind: 'deposit', amount: deposit },
    { kind: 'balance', amount: minor(total - deposit) },
  ];
}

/** The installment to record next, given the kinds already paid; null once everything is paid. */
export function nextInstallment(
  total: Minor,
  terms: PaymentTerms,
  currency: Currency,
  paid: readonly InstallmentKind[],
): Installment | null {
  return installments(total, terms, currency).find((installment) => !paid.includes(installment.kind)) ?? null;
}

/** A product's packing data: one unit's net weight, and a full carton's units, gross weight and volume. */
export type Packing = { unitWeightG: number; unitsPerCarton: number; cartonWeightG: number; cartonVolumeCm3: number };
export type PackedLine = { cartons: number; netWeightG: number; grossWeightG: number; volumeCm3: number };

/**
 * How a line ships: whole cartons (the last one may be part-filled), the goods' net weight, and the gross weight and
 * volume of its cartons (a part-filled carton weighs its share of the goods plus the empty carton's share). `cartons`,
 * when the operators packed the line otherwise (counted at shipment), replaces the rule's count.
 */
export function packLine(units: number, packing: Packing, cartons?: number): PackedLine {
  if (cartons !== undefined && (!Number.isInteger(cartons) || cartons < 1))
    throw new RangeError(`Cartons must be a whole number of at least 1, got ${cartons}`);
  cartons ??= Math.max(1, Math.ceil(units / packing.unitsPerCarton));
  const netWeightG = units * packing.unitWeightG;
  const emptyCartonG = Math.max(0, packing.cartonWeightG - packing.unitsPerCarton * packing.unitWeightG);
  return {
    cartons,
    netWeightG,
    grossWeightG: netWeightG + cartons * emptyCartonG,
    volumeCm3: cartons * packing.cartonVolumeCm3,
  };
}

/** The packing list's totals: the sum of its lines (the commercial invoice states the same). */
export function packingTotals(lines: readonly PackedLine[]): PackedLine {
  return lines.reduce(
    (sum, line) => ({
      cartons: sum.cartons + line.cartons,
      netWeightG: sum.netWeightG + line.netWeightG,
      grossWeightG: sum.grossWeightG + line.grossWeightG,
      volumeCm3: sum.volumeCm3 + line.volumeCm3,
    }),
    { cartons: 0, netWeightG: 0, grossWeightG: 0, volumeCm3: 0 },
  );
}

/** Cubic metres with three decimals, from cubic centimetres: "0.125". */
export const cubicMetres = (volumeCm3: number): string => (Math.round(volumeCm3 / 1000) / 1000).toFixed(3);
/** Kilograms with two decimals, from grams: "12.50". */
export const kilograms = (grams: number): string => (Math.round(grams / 10) / 100).toFixed(2);

/** A past line as it could be ordered again today. */
export const REORDER_STATUSES = ['available', 'priceChanged', 'soldOut', 'unavailable'] as const;
export type ReorderStatus = (typeof REORDER_STATUSES)[number];

/**
 * Sold out: the product exists but is not sold now (or its held stock cannot cover one pack); unavailable: it is no
 * longer in the catalogue, or withdrawn from it; price changed: the buyer's price today differs from the one paid.
 */
export function reorderStatus(
  past: { unitPrice: Minor },
  today: (AvailabilityFacts & { unitPrice: Minor; moq: number; stockQty: number | null }) | null,
): ReorderStatus {
  if (!today) return 'unavailable';
  const availability = productAvailability(today);
  if (availability === 'withdrawn') return 'unavailable';
  if (availability === 'soldOut' || (today.stockQty !== null && today.stockQty < today.moq)) return 'soldOut';
  return today.unitPrice === past.unitPrice ? 'available' : 'priceChanged';
}

/** Carriers whose tracking page takes the number in its address (lower-cased name fragments). */
const TRACKING_PAGES: readonly [RegExp, string][] = [
  [/\bdhl\b/i, 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id='],
  [/\bfedex\b/i, 'https://www.fedex.com/fedextrack/?trknbr='],
  [/\bups\b/i, 'https://www.ups.com/track?tracknum='],
  [/\bems\b|korea post/i, 'https://service.epost.go.kr/trace.RetrieveEmsRigiTraceList.comm?POST_CODE='],
  [/\bmaersk\b/i, 'https://www.maersk.com/tracking/'],
];

/**
 * The shipment's tracking page: the one the operators gave, else the known carrier's page for the number, else none.
 */
export function trackingLink(carrier: string, trackingNumber: string, given: string | null): string | null {
  if (given) return given;
  const page = TRACKING_PAGES.find(([name]) => name.test(carrier));
  return page ? `${page[1]}${encodeURIComponent(trackingNumber)}` : null;
}
