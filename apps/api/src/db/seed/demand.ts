import { IN_STOCK_BRAND_ID } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import type { CatalogueRows } from './catalogue.js';
import { attributeWords, typeWords } from './product-text.js';
import type { Random } from './random.js';
import { categories as categoryVocabulary } from './vocabulary.js';
import type { Words } from './vocabulary.types.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** A year of history, so that the tracking page's year has something in every month. */
export const DEMAND_WEEKS = 52;
/** Average lines and searches in a week of the year; the newest weeks are busier (the marketplace grows). */
const QUOTATION_LINES_PER_WEEK = 360;
/** Order lines per quotation line: they become the demo's past orders (seed/orders.ts), about 45 lines a week. */
const ORDER_SHARE = 0.125;
const SEARCHES_PER_WEEK = 640;
const RISING_PRODUCTS = 4;
/** The languages in which the words of the first three rising products climb in the search log. */
const CLIMBING_LANGUAGES: (keyof Words)[][] = [
  ['en', 'ko'],
  ['en', 'vi'],
  ['ko', 'es', 'ru'],
];
const LANGUAGE_WEIGHT: Record<keyof Words, number> = { en: 1, ko: 0.6, vi: 0.45, es: 0.35, ru: 0.35, id: 0.3 };

type Columns = { kind: string[]; product: number[]; brand: number[]; units: number[]; value: number[]; at: number[] };
/** An ordered line drawn from the demand: the product (its index in the catalogue), its units, and when (seconds). */
export type OrderDraw = { product: number; units: number; at: number };

/**
 * A year of quotation lines and of searches before `now`, and the order lines the demo's past orders are made of, so
 * the trend and tracking pages chart something real: popular brands are asked for most, a few products and one brand
 * rise in the last weeks, demand peaks before the year-end season, order lines are an eighth of the quotation lines,
 * and a few search terms (the words of the rising products, in several languages) climb. Deterministic for a seed;
 * inserted with one statement per table. The order lines are returned: their demand events come with their orders.
 */
export async function seedDemand(
  db: Db,
  catalogue: CatalogueRows,
  random: Random,
  now = new Date(),
): Promise<OrderDraw[]> {
  const demand = demandHistory(catalogue, random, now.getTime());
  await db.execute(sql`insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
    select kind, product_id, brand_id, units, value_usd, to_timestamp(at)
    from unnest(${sql.param(demand.events.kind)}::text[], ${sql.param(demand.events.product)}::int[],
      ${sql.param(demand.events.brand)}::int[], ${sql.param(demand.events.units)}::int8[],
      ${sql.param(demand.events.value)}::int8[], ${sql.param(demand.events.at)}::float8[])
      as e(kind, product_id, brand_id, units, value_usd, at)`);
  // Made-up searchers, each search drawn among 4,000 visitors (about eight searches each), shaped like the keyed hashes
  // the search writes: the trend page counts people, so the rising terms need many of them.
  await db.execute(sql`insert into search_log (term, results, searched_at, searcher)
    select term, results, to_timestamp(at),
      left(translate(encode(sha256(convert_to('demo-searcher-' || (n * 7919 % 4000), 'UTF8')), 'base64'), '+/', '-_'), 16)
    from unnest(${sql.param(demand.searches.term)}::text[], ${sql.param(demand.searches.results)}::int[],
      ${sql.param(demand.searches.at)}::float8[]) with ordinality as s(term, results, at, n)`);
  return demand.orders;
}

/** Pure: the rows, as columns. */
export function demandHistory(catalogue: CatalogueRows, random: Random, now: number) {
  const { products, brands } = catalogue;
  // Popularity to the fourth power: a few brands carry much of the demand, as in any marketplace.
  const brandWeight = new Map(brands.map((brand) => [brand.id, (brand.popularity / 10_000) ** 4 + 0.01]));
  // Desirability is in units; a line's chance divides it by the MOQ, so cases of 200 sheet masks do not win by size.
  const desirability = products.map(
    (product) => (brandWeight.get(product.brandId) ?? 0.01) * (0.1 + random.next() ** 2),
  );
  const top = desirability.reduce((max, value) => Math.max(max, value), 0);
  const rising = random.sample(
    products.filter((product) => product.exist && product.brandId !== IN_STOCK_BRAND_ID),
    RISING_PRODUCTS,
  );
  // At their peak, this week, each sells several times what the steadiest product does.
  const boost = new Map(rising.map((product) => [product.id, top * (3 + random.next() * 3)]));
  // One brand launches a new line: every one of its products climbs over the last two months.
  const middling = brands.filter((brand) => brand.popularity > 3_000 && brand.popularity < 6_000);
  const launched = random.pick(middling.length > 0 ? middling : brands);
  const ramp = (age: number, weeks: number) => (age < weeks ? ((weeks - age) / weeks) ** 1.5 : 0);

  // A line's product is drawn from the steady demand, or — in proportion — from what rises in that week.
  const steady = cumulate(products.map((product, index) => desirability[index]! / product.moq));
  const climbers = products.flatMap((product, index) =>
    product.brandId === launched.id || boost.has(product.id) ? [{ product, index }] : [],
  );
  const climbing = (age: number) =>
    cumulate(
      climbers.map(({ product, index }) => {
        const launch = product.brandId === launched.id ? 12 * ramp(age, 9) * desirability[index]! : 0;
        return (launch + (boost.get(product.id) ?? 0) * ramp(age, 6)) / product.moq;
      }),
    );

  const events: Columns = { kind: [], product: [], brand: [], units: [], value: [], at: [] };
  const orders: OrderDraw[] = [];
  for (let age = 0; age < DEMAND_WEEKS; age++) {
    const weekEnd = now - age * WEEK_MS;
    const volume = seasonal(weekEnd, age) * (0.85 + random.next() * 0.3);
    for (const [kind, lines, lag] of [
      ['quotation', QUOTATION_LINES_PER_WEEK * volume, 0],
      // Orders follow quotations: fewer lines, a week behind on what is rising.
      ['order', QUOTATION_LINES_PER_WEEK * ORDER_SHARE * volume * (0.85 + random.next() * 0.3), 1],
    ] as const) {
      const extra = climbing(age + lag);
      const steadyTotal = steady.at(-1) ?? 0;
      for (let n = Math.round(lines); n > 0; n--) {
        const roll = random.next() * (steadyTotal + (extra.at(-1) ?? 0));
        const index =
          roll < steadyTotal ? pickIndex(steady, roll) : climbers[pickIndex(extra, roll - steadyTotal)]!.index;
        const product = products[index]!;
        // Mostly one or two cases of the MOQ a line, now and then up to five.
        const units = product.moq * (1 + Math.floor(random.next() ** 2 * (kind === 'order' ? 4 : 5)));
        const at = Math.floor((weekEnd - random.next() * WEEK_MS) / 1000);
        if (kind === 'order') {
          orders.push({ product: index, units, at });
          continue;
        }
        events.kind.push(kind);
        events.product.push(product.id);
        events.brand.push(product.brandId);
        events.units.push(units);
        events.value.push(units * product.supplyUsd);
        events.at.push(at);
      }
    }
  }

  return { events, orders, searches: searchHistory(catalogue, random, now, rising, launched) };
}

function searchHistory(
  { products, brands }: CatalogueRows,
  random: Random,
  now: number,
  rising: CatalogueRows['products'],
  launched: CatalogueRows['brands'][number],
) {
  // Terms people type: ingredients, product kinds and category names in every language, and brand names.
  const weights = new Map<string, number>();
  const add = (text: string | undefined, weight: number) => {
    const term = text?.trim().toLowerCase();
    if (term && term.length <= 100) weights.set(term, (weights.get(term) ?? 0) + weight);
  };
  const words = categoryVocabulary
    .filter((category) => !category.hidden)
    .flatMap((category) => [
      category.name,
      ...category.attributes.map((attribute) => attributeWords(attribute)),
      ...category.subcategories.flatMap((sub) => sub.productTypes.map(typeWords)),
    ]);
  random.sample(words, words.length).forEach((word, rank) => {
    const weight = 1 / (rank + 6);
    for (const language of Object.keys(LANGUAGE_WEIGHT) as (keyof Words)[]) {
      add(word[language], weight * LANGUAGE_WEIGHT[language]);
    }
  });
  // Brand names are about a fifth of the searches, however many brands there are.
  const wordTotal = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const brandWeights = brands.map((brand) => 0.04 + (brand.popularity / 10_000) ** 3);
  const brandTotal = brandWeights.reduce((sum, weight) => sum + weight, 0);
  brands.forEach((brand, index) => {
    const weight = ((brandWeights[index] ?? 0) / brandTotal) * wordTotal * 0.25;
    add(brand.names.en, weight);
    add(brand.names.ko, weight * 0.6);
  });
  const terms = [...weights.keys()];
  const cumulative = cumulate(terms.map((term) => weights.get(term) ?? 0));
  const total = cumulative.at(-1) ?? 0;

  // The words of the rising products and the launched brand climb over the last two months.
  const climbing = new Set<string>();
  rising.slice(0, 3).forEach((product, index) => {
    const category = categoryVocabulary.find((c) => c.id === Math.floor(product.categoryId / 100));
    const attribute = category?.attributes.find((a) => product.names.en.startsWith(`${a.en} `));
    if (!attribute) return;
    // The attribute's words as the product's name has them (a Russian or Spanish adjective agrees with the type).
    const type = category?.subcategories
      .find((sub) => sub.id === product.categoryId)
      ?.productTypes.find((t) => product.names.en.startsWith(`${attribute.en} ${t.en} `));
    const words = attributeWords(attribute, type);
    const languages = CLIMBING_LANGUAGES[index] ?? ['en'];
    for (const language of languages) climbing.add(words[language].toLowerCase());
  });
  climbing.add(launched.names.en.toLowerCase());
  if (launched.names.ko) climbing.add(launched.names.ko.toLowerCase());
  const peaks = new Map([...climbing].map((term) => [term, 16 + random.next() * 24]));

  const results = resultCounter(products, brands);
  const columns: { term: string[]; results: number[]; at: number[] } = { term: [], results: [], at: [] };
  const log = (term: string, weekEnd: number) => {
    columns.term.push(term);
    columns.results.push(results(term));
    columns.at.push(Math.floor((weekEnd - random.next() * WEEK_MS) / 1000));
  };
  for (let age = 0; age < DEMAND_WEEKS; age++) {
    const weekEnd = now - age * WEEK_MS;
    const count = Math.round(SEARCHES_PER_WEEK * seasonal(weekEnd, age) * (0.85 + random.next() * 0.3));
    for (let n = 0; n < count; n++) log(terms[pickIndex(cumulative, random.next() * total)]!, weekEnd);
    for (const [term, peak] of peaks) {
      const extra = age < 8 ? Math.round(peak * ((8 - age) / 8) ** 1.5 * (0.8 + random.next() * 0.4)) : 0;
      for (let n = 0; n < extra; n++) log(term, weekEnd);
    }
  }
  return columns;
}

/**
 * How many products and brands a term finds in their names, remembered per term. Names are indexed by word, so only
 * the names sharing a word with the term are read. A big catalogue's products (the benchmark's) are counted on an even
 * sample of 3,000 and scaled up.
 */
function resultCounter(products: CatalogueRows['products'], brands: CatalogueRows['brands']) {
  const stride = Math.max(1, Math.ceil(products.length / 3_000));
  const rows = [
    ...products.filter((_, index) => index % stride === 0).map((row) => ({ names: row.names, weight: stride })),
    ...brands.map((row) => ({ names: row.names, weight: 1 })),
  ].map((row) => ({ text: Object.values(row.names).join('\n').toLowerCase(), weight: row.weight }));
  const byWord = new Map<string, number[]>();
  rows.forEach((row, index) => {
    for (const word of new Set(row.text.split(WORD_BREAK))) {
      const list = byWord.get(word);
      if (list) list.push(index);
      else byWord.set(word, [index]);
    }
  });
  const known = new Map<string, number>();
  return (term: string) => {
    let count = known.get(term);
    if (count === undefined) {
      const lists = term.split(WORD_BREAK).map((word) => byWord.get(word) ?? []);
      const candidates = lists.reduce((shortest, list) => (list.length < shortest.length ? list : shortest));
      count = 0;
      for (const index of candidates) if (rows[index]!.text.includes(term)) count += rows[index]!.weight;
      known.set(term, count);
    }
    return count;
  };
}

const WORD_BREAK = /[\s«»"'(),.-]+/;

/** The year-end stocking season peaks in November; the marketplace is about 40 % busier than a year ago. */
function seasonal(time: number, age: number): number {
  const day = (time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS;
  return (
    (1 + 0.2 * Math.cos((2 * Math.PI * (day - 315)) / 365)) * (0.72 + (0.28 * (DEMAND_WEEKS - age)) / DEMAND_WEEKS)
  );
}

/** Running totals of weights, for weighted draws. */
function cumulate(weights: number[]): number[] {
  let total = 0;
  return weights.map((weight) => {
    total += weight;
    return total;
  });
}

/** A weighted draw: the index whose running total first exceeds `target` (in [0, total)). */
function pickIndex(cumulative: number[], target: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}
