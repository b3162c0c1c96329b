import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { type Pricing, SEARCH_RESULT_CAP, type SearchQuery, type SearchResult } from '@hive/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogChanges } from '../../db/changes.js';
import { keptMap } from '../../lib/kept.js';
import { VISITOR_MAX_AGE_S } from '../../plugins/catalog-cache.js';
import type { ProductCards } from '../../products/product-card.js';
import { presentSearch } from './search.presenter.js';
import type { SearchPage, SearchPlan, SearchRepository, SearchRows } from './search.repository.js';

const MAX_WORDS = 8;
/** A word is a run of letters, digits and combining marks, in any script. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const SKU_LIKE = /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u;
const BARCODE_LIKE = /^[0-9]{1,14}$/;

/** Hangul, kana and CJK: a syllable says as much as several Latin letters. */
const SYLLABIC = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/** Shorter words would match half the catalogue as prefixes; they are matched whole. */
const prefixable = (word: string) => [...word].length >= (SYLLABIC.test(word) ? 2 : 3);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A word as a quoted tsquery lexeme; words hold only letters, digits and marks, so nothing needs escaping. */
const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ':*' : ''}`;

/**
 * The text inside a word, where trigrams can find it: three characters or more; or two Korean (CJK) syllables at the
 * end of a word, the head of a compound (크림 in 선크림), which the trigram "크림 " finds.
 */
function infixOf(text: string): string | null {
  // A phrase's words are matched as words: substrings of several words would cost trigrams of every one of them.
  // Codes and sizes (anything with a digit) are matched by their starts, as SKUs and barcodes are.
  if (text.includes(' ') || /[0-9]/.test(text)) return null;
  const length = [...text].length;
  if (length >= 3) return `%${escapeLike(text)}%`;
  return length === 2 && SYLLABIC.test(text) && !text.includes(' ') ? `%${escapeLike(text)} %` : null;
}

/** The text as the database searches it: normalised, split into words, and which indexes apply. */
export function parseSearch(search: string): SearchPlan {
  // Composed (NFC) like the names: a word typed with combining marks or Korean jamo still matches.
  const text = search.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const words = [...new Set(text.match(WORD) ?? [])].slice(0, MAX_WORDS);
  return {
    text,
    words,
    exactQuery: words.length ? words.map((word) => lexeme(word, false)).join(' & ') : null,
    single: words.length === 1 ? words[0]! : null,
    prefixable: words.map(prefixable),
    prefixAll: words.length ? words.map((word) => lexeme(word, prefixable(word))).join(' & ') : null,
    infix: infixOf(text),
    sku: SKU_LIKE.test(text) && /[0-9]/.test(text),
    barcode: BARCODE_LIKE.test(text),
  };
}

const FLUSH_MS = 500;
const FLUSH_AT = 200;
/** 96 bits of the HMAC: no two of the world's searchers share one by chance, and the log stays small. */
const SEARCHER_CHARS = 16;

/**
 * Who searched, as the log keeps it: an HMAC of the buyer's id or the visitor's address under the server's own key —
 * the same person gives the same value, and nobody can tell from the log (or from a copy of it) who it was.
 */
function searcherOf(key: Buffer, who: string): string {
  return createHmac('sha256', key).update(who).digest('base64url').slice(0, SEARCHER_CHARS);
}

/**
 * Who searched, before it is hashed: the signed-in buyer, else the visitor's network — an IPv4 address, or the /64 of an
 * IPv6 one, since one home or phone line holds a whole /64 and could otherwise pass for any number of people.
 */
export function searcherIdentity(buyerId: number | undefined, ip: string): string {
  return buyerId === undefined ? `ip:${networkOf(ip)}` : `buyer:${buyerId}`;
}

function networkOf(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  // An IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const left = groups(head);
  const right = groups(tail);
  const full = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Searches are logged for the trend page with a keyed hash of who made them (never the address or the account), so the
 * page can count people rather than searches. The log is written in batches, after the answers, and hashed there: a
 * failing insert or key read costs a warning in the server log, never a search; the address waits in memory only.
 */
function searchLog(repository: SearchRepository, log: FastifyBaseLogger, searcherKey: () => Promise<Buffer>) {
  let pending: { term: string; results: number; who: string }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.length) return;
    const batch = pending;
    pending = [];
    try {
      const key = await searcherKey();
      await repository.logSearches(
        batch.map(({ term, results, who }) => ({ term, results, searcher: searcherOf(key, who) })),
      );
    } catch (error) {
      log.warn({ err: error, searches: batch.length }, 'search log not written');
    }
  };
  return {
    add(term: string, results: number, who: string) {
      pending.push({ term, results, who });
      if (pending.length >= FLUSH_AT) void flush();
      else if (!timer) {
        timer = setTimeout(flush, FLUSH_MS);
        // A pending batch never keeps the process alive; closing the app writes it (see search.routes.ts).
        timer.unref();
      }
    },
    flush,
  };
}

/** Found rows kept per text and page (ids, counts and facets: a few kB each, so at most ≈ 10 MB). */
const KEPT_SEARCHES = 2_000;

/**
 * What a search found — the page's ids, the counts, the facets, the correction — kept per text and page for the minute
 * a catalogue answer may be reused anyway, and dropped whenever any API process changes the catalogue: people search
 * the same few texts over and over, and the statement costs a few milliseconds of the database. Nothing of a buyer is
 * kept (the cards, with or without prices, come from `cards`), and every search is still logged.
 */
function keptSearches(changes?: CatalogChanges) {
  const kept = keptMap<SearchRows>({ maxAgeMs: VISITOR_MAX_AGE_S * 1000, maxEntries: KEPT_SEARCHES });
  changes?.subscribe(() => kept.clear());
  return async (key: string, find: () => Promise<SearchRows>): Promise<SearchRows> => {
    const hit = kept.get(key);
    if (hit) return hit;
    const generation = kept.generation();
    const rows = await find();
    kept.set(key, rows, generation);
    return rows;
  };
}

export function searchService(
  repository: SearchRepository,
  cards: ProductCards,
  log: FastifyBaseLogger,
  searcherKey: () => Promise<Buffer>,
  changes?: CatalogChanges,
) {
  const searches = searchLog(repository, log, searcherKey);
  const kept = keptSearches(changes);
  return {
    /** `who`: from `searcherIdentity`, hashed before it is kept. */
    async search(query: SearchQuery, pricing: Pricing | undefined, who: string): Promise<SearchResult> {
      const plan = parseSearch(query.search);
      // Pages end with the ranked window: past it a page is empty, however many more matched.
      const room = Math.max(0, Math.min(query.size, SEARCH_RESULT_CAP - (query.page - 1) * query.size));
      const page: SearchPage = {
        offset: (query.page - 1) * query.size,
        limit: room,
        categoryId: query.categoryId,
        brandId: query.brandId,
        inStock: query.inStock === 'true',
        moqMax: query.moqMax,
        // A price sort only with the buyer's prices: anyone else gets the best match, so no order tells a price.
        sort: query.sort.startsWith('price') && !pricing ? 'relevance' : query.sort,
        // Read only by the name sort and a price sort: any other search finds the same in every language, for everyone.
        locale: query.sort === 'name' ? query.locale : 'en',
        priceIn: query.sort.startsWith('price') ? pricing?.currency : undefined,
      };
      const narrowed = Boolean(query.categoryId || query.brandId || page.inStock || query.moqMax);
      const rows = await kept(JSON.stringify([plan.text, page]), async () => {
        const found = await repository.search(plan, page);
        // Nothing as typed: a second statement corrects the words, or finds suggestions.
        return found.productTotal === 0 && found.brandTotal === 0 ? repository.rescue(plan, page) : found;
      });
      // A new search, not the next page of one nor the same one narrowed or sorted, is what the trend page counts.
      if (query.page === 1 && !narrowed && query.sort === 'relevance') {
        searches.add(
          plan.text,
          Math.min(rows.productTotal, SEARCH_RESULT_CAP) + Math.min(rows.brandTotal, SEARCH_RESULT_CAP),
          who,
        );
      }
      return presentSearch(query, plan, rows, await cards.get(rows.productIds, pricing), pricing);
    },
    /** Writes what is waiting in the search log (at shutdown, and for tests). */
    flushLog: () => searches.flush(),
  };
}

export type SearchService = ReturnType<typeof searchService>;
