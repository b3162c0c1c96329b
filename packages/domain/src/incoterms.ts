import { type Currency, type Minor, minor } from './money.js';
import { type Packing, packingTotals, packLine } from './order-rules.js';
import type { Incoterm } from './quotation-offer.js';

/**
 * What an Incoterms 2020 rule means for an export sale from Korea: where its named place is, which costs the seller
 * carries to it (and so prices into the deal), and how the goods may travel. The domain decides which combinations of
 * a rule, a place and a shipping method exist; every route and page asks these functions.
 */

/** How an order travels, as the buyer chooses it. */
export const SHIPPING_METHODS = ['SEA', 'AIR', 'EXPRESS', 'ROAD', 'RAIL'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
/** The methods the operators keep freight rates for (an express courier is `COURIER`). */
export const FREIGHT_METHODS = ['SEA', 'AIR', 'COURIER'] as const;
export type FreightMethod = (typeof FREIGHT_METHODS)[number];

/** The rate table a shipping method is priced from; null for road and rail, always quoted by an operator. */
export function freightMethodOf(method: ShippingMethod): FreightMethod | null {
  if (method === 'EXPRESS') return 'COURIER';
  return method === 'SEA' || method === 'AIR' ? method : null;
}

/** E: goods made available at origin; F: handed to the buyer's carrier in Korea; C: carriage paid to destination;
 * D: delivered at destination. */
export type IncotermGroup = 'E' | 'F' | 'C' | 'D';

export type IncotermRule = {
  group: IncotermGroup;
  /** Whose place the rule names: a place of origin or loading in Korea, or the destination. */
  place: 'origin' | 'destination';
  /** The seller pays the main carriage to the named place. */
  freight: boolean;
  /** The seller insures the goods in transit (CIF, CIP; under D rules the seller carries the risk to the place). */
  insurance: boolean;
  /** The seller pays import duties and taxes (DDP alone). */
  duties: boolean;
  /** A rule for sea and inland waterway transport only. */
  seaOnly: boolean;
};

export const INCOTERM_RULES: Record<Incoterm, IncotermRule> = {
  EXW: { group: 'E', place: 'origin', freight: false, insurance: false, duties: false, seaOnly: false },
  FCA: { group: 'F', place: 'origin', freight: false, insurance: false, duties: false, seaOnly: false },
  FAS: { group: 'F', place: 'origin', freight: false, insurance: false, duties: false, seaOnly: true },
  FOB: { group: 'F', place: 'origin', freight: false, insurance: false, duties: false, seaOnly: true },
  CFR: { group: 'C', place: 'destination', freight: true, insurance: false, duties: false, seaOnly: true },
  CIF: { group: 'C', place: 'destination', freight: true, insurance: true, duties: false, seaOnly: true },
  CPT: { group: 'C', place: 'destination', freight: true, insurance: false, duties: false, seaOnly: false },
  CIP: { group: 'C', place: 'destination', freight: true, insurance: true, duties: false, seaOnly: false },
  DAP: { group: 'D', place: 'destination', freight: true, insurance: true, duties: false, seaOnly: false },
  DPU: { group: 'D', place: 'destination', freight: true, insurance: true, duties: false, seaOnly: false },
  DDP: { group: 'D', place: 'destination', freight: true, insurance: true, duties: true, seaOnly: false },
};

/** Why a rule, a method and a place do not go together; null when they do. */
export type TermsProblem = 'seaOnly' | 'placeMissing' | null;

/**
 * Whether a rule may be used with a shipping method and a named place: FAS, FOB, CFR and CIF only by sea, and every
 * rule names its place (an origin in Korea for E and F rules, the destination for C and D rules).
 */
export function termsProblem(incoterm: Incoterm, method: ShippingMethod, namedPlace: string): TermsProblem {
  if (INCOTERM_RULES[incoterm].seaOnly && method !== 'SEA') return 'seaOnly';
  if (namedPlace.trim() === '') return 'placeMissing';
  return null;
}

/** The costs on top of the goods that a sale carries: each null where the rule leaves it to the buyer. */
export type DeliveryCosts = { freight: Minor | null; insurance: Minor | null; duties: Minor | null };

/**
 * A freight rate the operators keep for a destination country and a method, in one currency: per kilogram of
 * chargeable weight, per cubic metre, and a minimum charge.
 */
export type FreightRate = {
  country: string;
  method: FreightMethod;
  currency: Currency;
  perKg: Minor;
  perCbm: Minor;
  minimum: Minor;
};

/** What a shipment weighs and fills: gross grams and cubic centimetres. */
export type Shipment = { grossG: number; volumeCm3: number };

/** What the lines of an order ship as, packed by the packing rule: units of products with their packing. */
export function shipmentOf(lines: readonly { units: number; packing: Packing }[]): Shipment {
  const totals = packingTotals(lines.map((line) => packLine(line.units, line.packing)));
  return { grossG: totals.grossWeightG, volumeCm3: totals.volumeCm3 };
}

/**
 * Air and courier carriers charge the greater of the real and the volumetric weight (IATA: 6,000 cm³ a kilogram by
 * air, 5,000 by courier); sea freight is charged on what the goods weigh and fill as they are.
 */
const VOLUMETRIC_CM3_PER_KG: Record<FreightMethod, number | null> = { SEA: null, AIR: 6_000, COURIER: 5_000 };

/** The weight a carrier charges for, in grams. */
export function chargeableGrams(method: FreightMethod, shipment: Shipment): number {
  const divisor = VOLUMETRIC_CM3_PER_KG[method];
  const volumetric = divisor === null ? 0 : Math.ceil((shipment.volumeCm3 * 1_000) / divisor);
  return Math.max(shipment.grossG, volumetric);
}

/**
 * The freight of a shipment at a rate, in the rate's minor units: per kilogram of chargeable weight plus per cubic
 * metre, never below the minimum; exact in integers, rounded half up once at the end.
 */
export function freightEstimate(rate: FreightRate, shipment: Shipment): Minor {
  const byWeight = BigInt(rate.perKg) * BigInt(chargeableGrams(rate.method, shipment)) * 1_000n; // minor units × 10⁶
  const byVolume = BigInt(rate.perCbm) * BigInt(shipment.volumeCm3); // minor units × 10⁶
  const total = Number((byWeight + byVolume + 500_000n) / 1_000_000n);
  return minor(Math.max(rate.minimum, total));
}

/** Incoterms 2020 ask CIF and CIP insurance to cover at least the contract value plus 10 %. */
export const INSURED_SHARE_BP = 11_000;

/**
 * The insurance premium of a sale: the operators' rate (basis points of the insured value) on 110 % of the goods and
 * the freight, rounded half up to the minor unit (KRW: to the won).
 */
export function insuranceEstimate(goods: Minor, freight: Minor, rateBp: number): Minor {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000)
    throw new RangeError(`An insurance rate is 0–10000 basis points, got ${rateBp}`);
  const premium = BigInt(goods + freight) * BigInt(INSURED_SHARE_BP) * BigInt(rateBp); // minor units × 10⁸
  return minor(Number((premium + 50_000_000n) / 100_000_000n));
}

/**
 * What a rule makes the seller charge on top of the goods, estimated from the rate found for the destination and
 * the shipping method (or null: no rate, the freight is to be quoted by an operator before confirming). Duties are never estimated: under DDP
 * an operator enters them.
 */
export function deliveryEstimate(
  incoterm: Incoterm,
  goods: Minor,
  shipment: Shipment,
  rate: FreightRate | null,
  insuranceRateBp: number,
): DeliveryCosts & { toBeQuoted: boolean } {
  const rule = INCOTERM_RULES[incoterm];
  if (!rule.freight) return { freight: null, insurance: null, duties: null, toBeQuoted: false };
  if (!rate) return { freight: null, insurance: null, duties: null, toBeQuoted: true };
  const freight = freightEstimate(rate, shipment);
  return {
    freight,
    insurance: rule.insurance ? insuranceEstimate(goods, freight, insuranceRateBp) : null,
    duties: null,
    toBeQuoted: rule.duties,
  };
}

/** What the buyer pays: the goods and each cost the rule puts on the seller, less a discount and any credit. */
export function dealTotal(
  goods: Minor,
  costs: DeliveryCosts,
  discount: Minor = minor(0),
  credit: Minor = minor(0),
): Minor {
  return minor(goods + (costs.freight ?? 0) + (costs.insurance ?? 0) + (costs.duties ?? 0) - discount - credit);
}

export const COST_FIELDS = ['freight', 'insurance', 'duties'] as const;
export type CostField = (typeof COST_FIELDS)[number];

/**
 * Whether the costs an operator states (in an offer, or editing an order) fit the rule: each cost the rule puts on the
 * seller given (freight under C and D rules, insurance under CIF, CIP and D rules, duties under DDP), none it leaves to
 * the buyer. The first field that does not, and why; null when they fit.
 */
export function costsProblem(
  incoterm: Incoterm,
  costs: DeliveryCosts,
): { field: CostField; problem: 'required' | 'notCarried' } | null {
  const rule = INCOTERM_RULES[incoterm];
  for (const field of COST_FIELDS) {
    const carried = rule[field];
    if (carried && costs[field] === null) return { field, problem: 'required' };
    if (!carried && costs[field] !== null) return { field, problem: 'notCarried' };
  }
  return null;
}

/** Why the field of a `costsProblem` is refused, for the refusal that names it. */
export function costsProblemText(incoterm: Incoterm, problem: NonNullable<ReturnType<typeof costsProblem>>): string {
  return problem.problem === 'required'
    ? `${incoterm} puts the ${problem.field} on the seller: state it (0 when there is none)`
    : `${incoterm} leaves the ${problem.field} to the buyer: leave it out (null)`;
}

/** The FOB value of a C or D sale, as importers declare it: the total less the freight and the insurance. */
export function fobValue(total: Minor, costs: DeliveryCosts): Minor {
  return minor(total - (costs.freight ?? 0) - (costs.insurance ?? 0) - (costs.duties ?? 0));
}
