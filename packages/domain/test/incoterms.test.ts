import { describe, expect, it } from 'vitest';
import {
  chargeableGrams,
  costsProblem,
  dealTotal,
  deliveryEstimate,
  type FreightRate,
  fobValue,
  freightEstimate,
  freightMethodOf,
  INCOTERM_RULES,
  insuranceEstimate,
  shipmentOf,
  termsProblem,
} from '../src/incoterms.js';
import { minor } from '../src/money.js';
import { INCOTERMS } from '../src/quotation-offer.js';

const sea: FreightRate = {
  country: 'VN',
  method: 'SEA',
  currency: 'USD',
  perKg: minor(0),
  perCbm: minor(85_00),
  minimum: minor(150_00),
};
const air: FreightRate = { ...sea, method: 'AIR', perKg: minor(4_20), perCbm: minor(0), minimum: minor(60_00) };

describe('Incoterms 2020', () => {
  it('name a place in Korea for E and F rules and the destination for C and D rules', () => {
    for (const term of INCOTERMS) {
      const rule = INCOTERM_RULES[term];
      expect(rule.place, term).toBe(rule.group === 'E' || rule.group === 'F' ? 'origin' : 'destination');
      // The seller pays the carriage exactly under C and D rules, duties under DDP alone.
      expect(rule.freight, term).toBe(rule.group === 'C' || rule.group === 'D');
      expect(rule.duties, term).toBe(term === 'DDP');
    }
    expect(INCOTERM_RULES.CIF.insurance).toBe(true);
    expect(INCOTERM_RULES.CFR.insurance).toBe(false);
    expect(INCOTERM_RULES.CIP.insurance).toBe(true);
  });

  it('keep FAS, FOB, CFR and CIF to the sea, and ask every rule its place', () => {
    expect(termsProblem('FOB', 'AIR', 'Incheon airport')).toBe('seaOnly');
    expect(termsProblem('CIF', 'EXPRESS', 'Hanoi')).toBe('seaOnly');
    expect(termsProblem('CIP', 'AIR', 'Hanoi')).toBeNull();
    expect(termsProblem('FCA', 'AIR', 'Incheon airport')).toBeNull();
    expect(termsProblem('CIF', 'SEA', ' ')).toBe('placeMissing');
  });
});

describe('freight', () => {
  it('prices sea and air from their rates, an express courier from the courier rates, road and rail never', () => {
    expect([freightMethodOf('SEA'), freightMethodOf('AIR'), freightMethodOf('EXPRESS')]).toEqual([
      'SEA',
      'AIR',
      'COURIER',
    ]);
    expect([freightMethodOf('ROAD'), freightMethodOf('RAIL')]).toEqual([null, null]);
  });

  it('charges air and courier by the greater of the real and the volumetric weight, sea as it is', () => {
    const light = { grossG: 10_000, volumeCm3: 120_000 }; // 10 kg filling 0.12 m³
    expect(chargeableGrams('AIR', light)).toBe(20_000); // 120,000 / 6,000 = 20 kg
    expect(chargeableGrams('COURIER', light)).toBe(24_000); // 120,000 / 5,000 = 24 kg
    expect(chargeableGrams('SEA', light)).toBe(10_000);
    expect(chargeableGrams('AIR', { grossG: 50_000, volumeCm3: 120_000 })).toBe(50_000);
  });

  it('adds the weight and the volume charges, never below the minimum, rounded half up once', () => {
    // 2.5 m³ by sea at $85 a m³: $212.50.
    expect(freightEstimate(sea, { grossG: 400_000, volumeCm3: 2_500_000 })).toBe(212_50);
    // 0.5 m³: $42.50, under the $150 minimum.
    expect(freightEstimate(sea, { grossG: 80_000, volumeCm3: 500_000 })).toBe(150_00);
    // 20.333 kg chargeable by air at $4.20: $85.3986 → $85.40.
    expect(freightEstimate(air, { grossG: 20_333, volumeCm3: 1_000 })).toBe(85_40);
    // Won, with a price a kilogram and a cubic metre, for ten tonnes: no overflow, whole won.
    const won: FreightRate = { ...sea, currency: 'KRW', perKg: minor(1_250), perCbm: minor(95_000), minimum: minor(0) };
    expect(freightEstimate(won, { grossG: 10_000_000, volumeCm3: 30_000_001 })).toBe(12_500_000 + 2_850_000);
  });

  it('insures 110 % of the goods and the freight at the operators’ rate', () => {
    // $10,000 of goods and $500 of freight at 0.3 %: 11,550 × 0.003 = $34.65.
    expect(insuranceEstimate(minor(10_000_00), minor(500_00), 30)).toBe(34_65);
    expect(insuranceEstimate(minor(0), minor(0), 30)).toBe(0);
    expect(() => insuranceEstimate(minor(1), minor(1), 10_001)).toThrow(RangeError);
  });
});

describe('a shipment', () => {
  it('weighs and fills whole cartons by the packing rule', () => {
    const packing = { unitWeightG: 200, unitsPerCarton: 24, cartonWeightG: 5_300, cartonVolumeCm3: 30_000 };
    // 50 units: 3 cartons (24 + 24 + 2), the goods' 10 kg and 3 × 500 g of empty cartons, 3 × 30 litres.
    expect(shipmentOf([{ units: 50, packing }])).toEqual({ grossG: 11_500, volumeCm3: 90_000 });
    expect(
      shipmentOf([
        { units: 50, packing },
        { units: 24, packing },
      ]),
    ).toEqual({ grossG: 16_800, volumeCm3: 120_000 });
  });
});

describe('a deal’s amounts', () => {
  const goods = minor(10_000_00);
  const shipment = { grossG: 400_000, volumeCm3: 2_500_000 };

  it('carry no freight under E and F rules, freight under CFR, freight and insurance under CIF', () => {
    expect(deliveryEstimate('FOB', goods, shipment, sea, 30)).toEqual({
      freight: null,
      insurance: null,
      duties: null,
      toBeQuoted: false,
    });
    expect(deliveryEstimate('CFR', goods, shipment, sea, 30)).toMatchObject({ freight: 212_50, insurance: null });
    const cif = deliveryEstimate('CIF', goods, shipment, sea, 30);
    expect(cif).toMatchObject({ freight: 212_50, insurance: 33_70, toBeQuoted: false });
    // The FOB value an importer declares is the CIF total less freight and insurance.
    const total = dealTotal(goods, cif);
    expect(total).toBe(10_246_20);
    expect(fobValue(total, cif)).toBe(goods);
  });

  it('is to be quoted without a rate, and under DDP until an operator enters the duties', () => {
    expect(deliveryEstimate('CIF', goods, shipment, null, 30)).toEqual({
      freight: null,
      insurance: null,
      duties: null,
      toBeQuoted: true,
    });
    expect(deliveryEstimate('DDP', goods, shipment, sea, 30)).toMatchObject({
      freight: 212_50,
      duties: null,
      toBeQuoted: true,
    });
  });

  it('takes a discount and a credit off the total', () => {
    expect(dealTotal(goods, { freight: minor(100_00), insurance: null, duties: null }, minor(50_00))).toBe(10_050_00);
    expect(dealTotal(goods, { freight: null, insurance: null, duties: null }, minor(0), minor(25_00))).toBe(9_975_00);
  });

  it('ask an operator for exactly the costs the rule puts on the seller', () => {
    const none = { freight: null, insurance: null, duties: null };
    expect(costsProblem('FOB', none)).toBeNull();
    expect(costsProblem('FOB', { ...none, freight: minor(0) })).toEqual({ field: 'freight', problem: 'notCarried' });
    expect(costsProblem('CFR', none)).toEqual({ field: 'freight', problem: 'required' });
    expect(costsProblem('CFR', { ...none, freight: minor(90_00) })).toBeNull();
    expect(costsProblem('CIF', { ...none, freight: minor(90_00) })).toEqual({
      field: 'insurance',
      problem: 'required',
    });
    expect(costsProblem('CIF', { freight: minor(90_00), insurance: minor(0), duties: minor(1) })).toEqual({
      field: 'duties',
      problem: 'notCarried',
    });
    expect(costsProblem('DDP', { freight: minor(90_00), insurance: minor(3_00), duties: null })).toEqual({
      field: 'duties',
      problem: 'required',
    });
    expect(costsProblem('DDP', { freight: minor(90_00), insurance: minor(3_00), duties: minor(120_00) })).toBeNull();
  });
});
