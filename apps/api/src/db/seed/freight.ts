import type { Currency, FreightMethod, FreightRate } from '@hive/domain';
import { minor } from '@hive/domain';

/**
 * The demo's freight rates from Korea to the buyers' main markets: sea (per kg and per CBM, a minimum), air and
 * courier (per kg of chargeable weight), in dollars and in won, in minor units.
 */
export const DEMO_FREIGHT_RATES: [
  country: string,
  method: FreightMethod,
  currency: Currency,
  perKg: number,
  perCbm: number,
  minimum: number,
][] = [
  ['VN', 'SEA', 'USD', 12, 6500, 15000],
  ['VN', 'AIR', 'USD', 420, 0, 9000],
  ['VN', 'COURIER', 'USD', 780, 0, 4500],
  ['VN', 'SEA', 'KRW', 160, 85000, 200000],
  ['ID', 'SEA', 'USD', 15, 7200, 18000],
  ['ID', 'AIR', 'USD', 460, 0, 9500],
  ['ID', 'COURIER', 'USD', 820, 0, 4800],
  ['US', 'SEA', 'USD', 25, 11000, 35000],
  ['US', 'AIR', 'USD', 650, 0, 12000],
  ['US', 'COURIER', 'USD', 1150, 0, 6500],
  ['RU', 'SEA', 'USD', 30, 12500, 40000],
  ['KZ', 'COURIER', 'USD', 1250, 0, 7000],
  ['MX', 'AIR', 'USD', 720, 0, 13000],
];

/** Won to the dollar cent, for what the demo's operators quoted where they keep no rate. */
const KRW_PER_CENT = 14;

/**
 * The rate a demo order's freight comes from: the one the operators keep for the destination, the method and the
 * currency, or — for the past orders they quoted by hand — the US rate of the method, in the order's currency.
 */
export function demoRate(country: string, method: FreightMethod, currency: Currency): FreightRate {
  const row =
    DEMO_FREIGHT_RATES.find((rate) => rate[0] === country && rate[1] === method && rate[2] === currency) ??
    DEMO_FREIGHT_RATES.find((rate) => rate[0] === 'US' && rate[1] === method)!;
  const scale = row[2] === currency ? 1 : KRW_PER_CENT;
  return {
    country,
    method,
    currency,
    perKg: minor(row[3] * scale),
    perCbm: minor(row[4] * scale),
    minimum: minor(row[5] * scale),
  };
}
