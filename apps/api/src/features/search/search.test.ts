import { setTimeout as sleep } from 'node:timers/promises';
import { SEARCH_RESULT_CAP } from '@hive/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';
import { parseSearch, searcherIdentity } from './search.service.js';

let ctx: TestContext;
let call: ReturnType<typeof requests>['call'];
const tokens: Record<string, string> = {};

/** Any key that could carry a price or a stock count. */
const PRICE_KEY =
  /"(price|supplyPrice|supplyUsd|supplyKrw|supply_usd|supply_krw|supply|retail\w*|unitPrice|moqPrice|stockQty|stock_qty)"/i;

type Product = {
  id: number;
  brand: { id: number };
  name: string;
  nameKo: string | null;
  sku: string;
  barcode: string | null;
  price?: Price;
};
type Price = { currency: string; unitPrice: number };
type Brand = { id: number; name: string; nameKo: string | null; productCount: number };
type Result = {
  search: string;
  terms: string[];
  correction: string | null;
  brands: { list: Brand[]; total: number; totalCapped: boolean };
  products: {
    list: Product[];
    page: number;
    size: number;
    total: number;
    totalCapped: boolean;
    totalPages: number;
  };
  suggestions: { terms: string[]; brands: { id: number; name: string }[] };
};

async function search(text: string, extra = '', token?: string): Promise<Result> {
  const response = await call('GET', `/client/api/search?search=${encodeURIComponent(text)}${extra}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function one<T>(statement: string, params: unknown[] = []): Promise<T> {
  const { rows } = await ctx.database.pool.query(statement, params);
  return rows[0] as T;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const client = requests(ctx);
  call = client.call;
  for (const loginId of ['demo-usd', 'demo-krw']) tokens[loginId] = await client.signIn(loginId);
});

describe('parseSearch', () => {
  it('normalises the text and splits words of any script', () => {
    const plan = parseSearch('  Kem   DƯỠNG  ẩm ');
    expect(plan.text).toBe('kem dưỡng ẩm');
    expect(plan.words).toEqual(['kem', 'dưỡng', 'ẩm']);
    expect(plan.exactQuery).toBe("'kem' & 'dưỡng' & 'ẩm'");
    // Words of one or two letters are matched whole, longer ones as prefixes too (when the database knows them not).
    expect(plan.prefixable).toEqual([true, true, false]);
    // A phrase is matched word by word, never as a substring.
    expect(plan.infix).toBeNull();
    expect(parseSearch('Dưỡng').infix).toBe('%dưỡng%');
  });

  it('keeps quotes, brackets and wildcards out of the queries', () => {
    const plan = parseSearch(`<script>alert("x'%_")</script>`);
    expect(plan.words).toEqual(['script', 'alert', 'x']);
    expect(plan.exactQuery).toBe("'script' & 'alert' & 'x'");
    expect(parseSearch(`<script>alert("x'%_")`).infix).toBe(`%<script>alert("x'\\%\\_")%`);
    expect(parseSearch('"\'').words).toEqual([]);
    expect(parseSearch('"\'').exactQuery).toBeNull();
  });

  it('looks inside Korean compounds for two syllables at the end of a word', () => {
    expect(parseSearch('크림').infix).toBe('%크림 %');
    expect(parseSearch('크림').prefixable).toEqual([true]);
    expect(parseSearch('ab').infix).toBeNull();
    expect(parseSearch('ab').prefixable).toEqual([false]);
  });

  it('composes decomposed letters (NFD) as the names are stored', () => {
    expect(parseSearch('du\u031b\u0303o\u031bng').text).toBe('dữơng'.normalize('NFC'));
    expect(parseSearch('\u1112\u1161\u11AB').text).toBe('한');
  });

  it('tells SKUs and barcodes apart', () => {
    expect(parseSearch('HV401-0101').sku).toBe(true);
    expect(parseSearch('HV401-0101').barcode).toBe(false);
    expect(parseSearch('8800401').barcode).toBe(true);
    expect(parseSearch('cream').sku).toBe(false);
    expect(parseSearch('lip balm').sku).toBe(false);
  });
});

describe('what the search finds', () => {
  it('finds products by an English word and ranks whole words first', async () => {
    const result = await search('Centella');
    expect(result.products.total).toBeGreaterThan(0);
    expect(result.products.list[0]!.name).toMatch(/centella/i);
    expect(result.terms).toEqual(['centella']);
    expect(result.correction).toBeNull();
  });

  it('finds words by their start, as they are being typed', async () => {
    const result = await search('cleans');
    expect(result.products.total).toBeGreaterThan(0);
    expect(result.products.list.every((p) => /\bcleans/i.test(p.name))).toBe(true);
  });

  it('finds products by Korean words, whole and inside compounds', async () => {
    const whole = await search('병풀');
    expect(whole.products.total).toBeGreaterThan(0);
    expect(whole.products.list.every((p) => p.nameKo?.includes('병풀'))).toBe(true);
    // 선크림 (sun cream) is one word: 크림 alone finds it through trigrams, 크림 as a word finds the rest.
    const compound = await search('선크림');
    expect(compound.products.list.some((p) => p.nameKo?.includes('선크림'))).toBe(true);
  });

  it('finds products by their Vietnamese, Spanish, Russian and Indonesian names', async () => {
    const row = await one<{ id: number; vi: string; es: string; ru: string; id_: string }>(
      `select id, names->>'vi' as vi, names->>'es' as es, names->>'ru' as ru, names->>'id' as id_
       from products where names->>'en' like 'Centella Foam Cleanser %' order by id limit 1`,
    );
    // The names as a buyer reads them: the kind first, the ingredient after it (in Russian in its own case).
    expect(row.vi).toMatch(/^Sữa rửa mặt tạo bọt rau má \d+ ml$/);
    expect(row.es).toMatch(/^Espuma limpiadora con centella asiática \d+ ml$/);
    expect(row.ru).toMatch(/^Пенка для умывания с центеллой \d+ мл$/);
    expect(row.id_).toMatch(/^Sabun cuci muka busa centella \d+ ml$/);
    for (const [name, locale] of [
      [row.vi, 'vi'],
      [row.es, 'es'],
      [row.ru, 'ru'],
      [row.id_, 'id'],
    ] as const) {
      const result = await search(name, `&locale=${locale}&size=60`);
      expect(result.products.total, name).toBeGreaterThan(0);
      // The names come back in the language asked for.
      expect(result.products.list.some((p) => p.name === name)).toBe(true);
    }
  });

  it('finds Russian names by the words a buyer types, whatever the gender of the adjective', async () => {
    // "с центеллой" (with centella): every product with centella, named in Russian.
    const centella = await search('с центеллой', '&locale=ru&size=60');
    expect(centella.products.total).toBeGreaterThan(0);
    expect(centella.products.list.every((p) => p.name.includes(' с центеллой '))).toBe(true);
    // The noun as a dictionary has it is corrected to the form the names hold, and said so.
    const typed = await search('центелла', '&locale=ru');
    expect(typed.correction).toBe('центеллой');
    expect(typed.products.total).toBe(centella.products.total);
    // "матовая помада" (matte lipstick, feminine) finds the lipsticks; "матовый" alone the masculine nouns.
    const lipsticks = await search('матовая помада', '&locale=ru');
    expect(lipsticks.products.total).toBeGreaterThan(0);
    expect(lipsticks.products.list.every((p) => p.name.startsWith('Матовая помада '))).toBe(true);
    const masculine = await search('матовый', '&locale=ru&size=60');
    expect(masculine.products.list.every((p) => p.name.startsWith('Матовый '))).toBe(true);
  });

  it('finds brands by their Latin and Korean names, and names them in Latin letters in every language', async () => {
    const brand = await one<{ id: number; en: string; ko: string }>(
      `select id, names->>'en' as en, names->>'ko' as ko from brands where id <> 492 order by id limit 1`,
    );
    expect(brand.en).toMatch(/^[A-Za-z]+ [A-Za-z]+$/);
    expect(brand.ko).toMatch(/[가-힣]/);
    for (const [name, locale] of [
      [brand.en, 'en'],
      [brand.ko, 'en'],
      [brand.en, 'ru'],
      [brand.ko, 'ru'],
      [brand.en, 'vi'],
    ] as const) {
      const result = await search(name, `&locale=${locale}`);
      const found = result.brands.list.find((b) => b.id === brand.id);
      // A Russian buyer reads the name of the packaging and the invoice, the Hangul beside it.
      expect(found, `${name} ${locale}`).toMatchObject({ name: brand.en, nameKo: brand.ko });
      expect(result.brands.total).toBeGreaterThanOrEqual(1);
    }
    const { brands } = await search(brand.en);
    expect(brands.list.find((b) => b.id === brand.id)?.productCount).toBeGreaterThan(0);
  });

  it("finds a brand's products by the brand's name, in Latin letters or in Korean", async () => {
    const brand = await one<{ id: number; en: string; ko: string; count: number }>(
      `select b.id, b.names->>'en' as en, b.names->>'ko' as ko, count(p.id)::int as count
       from brands b join products p on p.brand_id = b.id where b.id <> 492 group by b.id order by b.id limit 1`,
    );
    for (const name of [brand.en, brand.ko, brand.en.toLowerCase()]) {
      const { products } = await search(name, '&size=60');
      const own = products.list.filter((p) => p.brand.id === brand.id);
      expect(own.length, name).toBe(Math.min(brand.count, 60));
    }
  });

  it('narrows the products found by category, brand, held stock and largest MOQ, and lists the facets to choose from', async () => {
    const all = await search('cream', '&size=60');
    const facets = (
      all as unknown as {
        facets: { brands: { id: number; count: number }[]; categories: { id: number; count: number }[] };
      }
    ).facets;
    expect(facets.brands.length).toBeGreaterThan(1);
    expect(
      Math.min(
        facets.categories.reduce((sum, c) => sum + c.count, 0),
        SEARCH_RESULT_CAP,
      ),
    ).toBe(all.products.total);
    const brand = facets.brands[0]!;
    const ofBrand = await search('cream', `&size=60&brandId=${brand.id}`);
    expect(ofBrand.products.total).toBe(Math.min(brand.count, SEARCH_RESULT_CAP));
    expect(ofBrand.products.list.every((p) => p.brand.id === brand.id)).toBe(true);
    const category = facets.categories[0]!;
    expect((await search('cream', `&size=60&categoryId=${category.id}`)).products.total).toBe(
      Math.min(category.count, SEARCH_RESULT_CAP),
    );
    const small = await search('cream', '&size=60&moqMax=12');
    expect(small.products.list.every((p) => (p as unknown as { moq: number }).moq <= 12)).toBe(true);
    expect(small.products.total).toBeLessThan(all.products.total);
    const held = await search('cream', '&size=60&inStock=true');
    expect(held.products.list.every((p) => (p as unknown as { held: boolean }).held)).toBe(true);
  });

  it('sorts the products found by name, MOQ and newest; by price only for a buyer', async () => {
    const byMoq = (await search('cream', '&size=60&sort=moq')).products.list.map(
      (p) => (p as unknown as { moq: number }).moq,
    );
    expect(byMoq).toEqual([...byMoq].sort((a, b) => a - b));
    const newest = (await search('cream', '&size=60&sort=newest')).products.list.map((p) => p.id);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const best = (await search('cream', '&size=60')).products.list.map((p) => p.id);
    const visitorPrice = await search('cream', '&size=60&sort=price-asc');
    expect(visitorPrice.products.list.map((p) => p.id)).toEqual(best);
    const cheap = (await search('cream', '&size=60&sort=price-asc', tokens['demo-usd'])).products.list.map(
      (p) => p.price!.unitPrice,
    );
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await search('cream', '&size=60&sort=price-desc', tokens['demo-usd'])).products.list.map(
      (p) => p.price!.unitPrice,
    );
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
  });

  it('does not take a word many brands share for a brand: no products by brand for it', async () => {
    const word = await one<{ word: string; brands: number }>(
      `select lower(w) as word, count(*)::int as brands from brands b, regexp_split_to_table(b.names->>'en', ' ') w
       where b.id <> 492 group by lower(w) order by count(*) desc limit 1`,
    );
    expect(word.brands).toBeGreaterThan(3);
    const { products, brands } = await search(word.word, '&size=60');
    expect(brands.total).toBeGreaterThan(3);
    // Only products whose own names hold the word, none for being some brand's.
    const byBrandOnly = products.list.filter((p) => !`${p.name} ${p.nameKo ?? ''}`.toLowerCase().includes(word.word));
    expect(byBrandOnly).toEqual([]);
  });

  it('forgives a typo: the closest known word is searched, and said so', async () => {
    const result = await search('centela');
    expect(result.correction).toBe('centella');
    expect(result.terms).toEqual(['centella']);
    expect(result.products.total).toBeGreaterThan(0);
    expect(result.products.list[0]!.name).toMatch(/centella/i);
    const two = await search('snial mucin');
    expect(two.correction).toBe('snail mucin');
  });

  it('finds a product by the start of its SKU, whatever the case, the exact SKU first', async () => {
    const product = await one<{ id: number; sku: string }>(`select id, sku from products order by id desc limit 1`);
    const exact = await search(product.sku.toLowerCase());
    expect(exact.products.list[0]!.id).toBe(product.id);
    const prefix = await search(product.sku.slice(0, -3).toLowerCase(), '&size=60');
    expect(prefix.products.list.map((p) => p.id)).toContain(product.id);
    expect(prefix.products.list.every((p) => p.sku.startsWith(product.sku.slice(0, -3)))).toBe(true);
  });

  it('finds a product by its barcode, whole or its start', async () => {
    const product = await one<{ id: number; barcode: string }>(
      `select id, barcode from products where length(barcode) = 13 order by id limit 1`,
    );
    const exact = await search(product.barcode);
    expect(exact.products.list[0]!.id).toBe(product.id);
    const prefix = await search(product.barcode.slice(0, 9), '&size=60');
    expect(prefix.products.list.map((p) => p.id)).toContain(product.id);
    expect(prefix.products.list.every((p) => p.barcode?.startsWith(product.barcode.slice(0, 9)))).toBe(true);
  });

  it('answers nothing found with popular brands and known words close to the text', async () => {
    const result = await search('qxzvvq');
    expect(result.products.total).toBe(0);
    expect(result.brands.total).toBe(0);
    expect(result.suggestions.brands.length).toBeGreaterThan(0);
    // One word known, one not: no correction is complete, so the closest known words are offered.
    const close = await search('centella qxzvvq');
    expect(close.products.total).toBe(0);
    expect(close.suggestions.terms).toContain('centella');
    // A search that found something suggests nothing.
    expect((await search('centella')).suggestions).toEqual({ terms: [], brands: [] });
  });
});

describe('counts and pages', () => {
  it('counts every match: whole words, prefixes and substrings', async () => {
    const result = await search('centella');
    const { count } = await one<{ count: number }>(
      `select count(*)::int as count from products where search_vector @@ to_tsquery('simple', 'centella:*')
         or search_text like '%centella%'`,
    );
    expect(count).toBeGreaterThan(0);
    expect(result.products.total).toBe(Math.min(count, SEARCH_RESULT_CAP));
    expect(result.products.totalPages).toBe(Math.ceil(result.products.total / 24));
  });

  it('pages through the matches without repeating a product', async () => {
    const first = await search('cream', '&size=5');
    expect(first.products.list).toHaveLength(5);
    expect(first.products.totalPages).toBe(Math.ceil(first.products.total / 5));
    const second = await search('cream', '&size=5&page=2');
    expect(second.products.page).toBe(2);
    const ids = [...first.products.list, ...second.products.list].map((p) => p.id);
    expect(new Set(ids).size).toBe(10);
  });

  it('caps the count of a word found everywhere rather than counting it all', async () => {
    const result = await search('ml');
    expect(result.products.total).toBe(SEARCH_RESULT_CAP);
    expect(result.products.totalCapped).toBe(true);
    const past = await search('ml', `&size=60&page=${Math.ceil(SEARCH_RESULT_CAP / 60) + 1}`);
    expect(past.products.list).toEqual([]);
  });

  it('lists a dozen brands at most, with the total of all that match', async () => {
    const result = await search('lab');
    expect(result.brands.list.length).toBeLessThanOrEqual(12);
    expect(result.brands.total).toBeGreaterThanOrEqual(result.brands.list.length);
  });
});

describe('hostile text', () => {
  it('returns markup and quotes as the plain text they are', async () => {
    const text = `<script>alert("x")</script> ' or 1=1 --`;
    const response = await call('GET', `/client/api/search?search=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().payload.search).toBe(text);
    for (const odd of [`'`, `"`, `\\`, `%`, `_`, `'':*`, `a & b | !c`, `<img src=x onerror=alert(1)>`, `--`]) {
      const result = await search(odd);
      expect(result.search).toBe(odd);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['', 'query.search'],
    ['search=', 'query.search'],
    ['search=%20%20%20', 'query.search'],
    [`search=${'a'.repeat(101)}`, 'query.search'],
    ['search=cream&size=61', 'query.size'],
    ['search=cream&size=0', 'query.size'],
    ['search=cream&page=0', 'query.page'],
    ['search=cream&locale=fr', 'query.locale'],
    ['search=cream&order=name', 'query'],
    ['search=cream&sort=cheapest', 'query'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await call('GET', `/client/api/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(response.json().error).toContain(field);
  });

  it('accepts a hundred characters', async () => {
    await search('a'.repeat(100));
  });
});

describe('prices', () => {
  it('gives a buyer the brand page prices in their currency', async () => {
    const usd = await search('centella', '&size=10', tokens['demo-usd']);
    expect(usd.products.list.length).toBeGreaterThan(0);
    expect(usd.products.list.every((p) => p.price?.currency === 'USD')).toBe(true);
    const krw = await search('centella', '&size=10', tokens['demo-krw']);
    expect(krw.products.list.every((p) => p.price?.currency === 'KRW' && p.price.unitPrice % 10 === 0)).toBe(true);
    // The same product costs what its own page says.
    const product = usd.products.list[0]!;
    const page = await call('GET', `/client/api/v2/product/${product.id}`, { token: tokens['demo-usd'] });
    expect(product.price).toEqual(page.json().payload.price);
  });

  it('keeps the cards of each price list apart: a visitor after a buyer gets no price, a buyer after a visitor gets theirs', async () => {
    const text = 'toner';
    const usd = await search(text, '&size=20', tokens['demo-usd']);
    expect(usd.products.list.every((p) => p.price?.currency === 'USD')).toBe(true);
    const visitor = await call('GET', `/client/api/search?search=${text}&size=20`);
    expect(visitor.body).not.toMatch(PRICE_KEY);
    expect(visitor.json().payload.products.list.map((p: Product) => p.id)).toEqual(usd.products.list.map((p) => p.id));
    const krw = await search(text, '&size=20', tokens['demo-krw']);
    expect(krw.products.list.every((p) => p.price?.currency === 'KRW')).toBe(true);
    expect((await search(text, '&size=20', tokens['demo-usd'])).products.list).toEqual(usd.products.list);
  });

  it('gives a visitor no price key at all', async () => {
    for (const text of ['centella', '크림', 'HV4']) {
      const response = await call('GET', `/client/api/search?search=${encodeURIComponent(text)}&size=60`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(PRICE_KEY);
    }
  });

  it('lets caches keep a visitor answer and keeps a buyer answer private', async () => {
    const visitor = await call('GET', '/client/api/search?search=centella');
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    expect(visitor.headers.etag).toMatch(/^W\/".+"$/);
    const buyer = await call('GET', '/client/api/search?search=centella', { token: tokens['demo-usd'] });
    expect(buyer.headers['cache-control']).toBe('private, no-cache');
    expect(buyer.headers.vary).toContain('X-Auth-Token');
  });
});

describe('search log', () => {
  it('logs each new search, trimmed and lower-cased, with its result count and only a hash of who searched', async () => {
    const text = '  Snail   MUCIN  Qx7 ';
    const result = await search(text, '', tokens['demo-usd']);
    const logged = () =>
      one<{ term: string; results: number; rows: number } | undefined>(
        `select term, results, count(*) over ()::int as rows from search_log where term = 'snail mucin qx7'`,
      );
    await vi.waitFor(async () => expect(await logged()).toBeDefined(), { timeout: 3000 });
    expect(await logged()).toEqual({
      term: 'snail mucin qx7',
      results: result.products.total + result.brands.total,
      rows: 1,
    });
    // The next page is the same search: not logged again.
    await search(text, '&page=2');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await logged())?.rows).toBe(1);
    const { rows } = await ctx.database.pool.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'search_log' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(['id', 'term', 'results', 'searched_at', 'searcher']);
    const searcher = await one<{ searcher: string }>(`select searcher from search_log where term = 'snail mucin qx7'`);
    // A keyed hash of the buyer: neither the account nor an address, in any form.
    expect(searcher?.searcher).toMatch(/^[\w-]{16}$/);
    expect(searcher?.searcher).not.toMatch(/buyer|ip:|demo|\d+\.\d+\.\d+/);
  });

  it('keeps for each searcher a keyed hash: the same for the same address or buyer, different for another', async () => {
    const from = async (remoteAddress: string, token?: string) => {
      const response = await ctx.app.inject({
        url: '/client/api/search?search=searcher%20probe',
        remoteAddress,
        headers: token ? { 'x-auth-token': token } : {},
      });
      expect(response.statusCode).toBe(200);
    };
    await from('203.0.113.5');
    await from('203.0.113.5');
    await from('203.0.113.77');
    // One IPv6 line holds a whole /64: two of its addresses are one searcher.
    await from('2001:db8:5:6::1');
    await from('2001:db8:5:6:ffff::2');
    // A buyer is the account, from wherever it searches.
    await from('203.0.113.5', tokens['demo-krw']);
    await from('198.51.100.9', tokens['demo-krw']);
    const logged = async () =>
      (
        await ctx.database.pool.query<{ searcher: string }>(
          `select searcher from search_log where term = 'searcher probe' order by id`,
        )
      ).rows.map((row) => row.searcher);
    await vi.waitFor(async () => expect(await logged()).toHaveLength(7), { timeout: 3000 });
    const [a1, a2, b, v6a, v6b, buyer1, buyer2] = await logged();
    expect(a2).toBe(a1);
    expect(v6b).toBe(v6a);
    expect(buyer2).toBe(buyer1);
    expect(new Set([a1, b, v6a, buyer1]).size).toBe(4);
    const { rows } = await ctx.database.pool.query(
      `select * from search_log where term = 'searcher probe' and (searcher like '%203.0%' or searcher like '%2001:%'
         or searcher like '%198.51%' or searcher in (select id::text from buyers))`,
    );
    expect(rows).toEqual([]);
    for (const searcher of await logged()) expect(searcher).toMatch(/^[\w-]{16}$/);
  });

  it('names a searcher by the buyer, or by the address (an IPv6 one by its /64)', () => {
    expect(searcherIdentity(42, '203.0.113.5')).toBe('buyer:42');
    expect(searcherIdentity(undefined, '203.0.113.5')).toBe('ip:203.0.113.5');
    expect(searcherIdentity(undefined, '::ffff:203.0.113.5')).toBe('ip:203.0.113.5');
    expect(searcherIdentity(undefined, '2001:0db8:0005:0006:1:2:3:4')).toBe('ip:2001:db8:5:6::/64');
    expect(searcherIdentity(undefined, '2001:db8:5::9')).toBe('ip:2001:db8:5:0::/64');
    expect(searcherIdentity(undefined, 'fe80::1%eth0')).toBe('ip:fe80:0:0:0::/64');
  });
});

describe('query count', () => {
  // An app of its own: no card read by another test yet.
  let fresh: ReturnType<typeof requests>;
  let token: string;
  beforeAll(async () => {
    fresh = requests(await createTestApp());
    token = await fresh.signIn('demo-usd');
  });

  it('reads one product or a full page of 60 in the same queries, for visitors and buyers', async () => {
    // The ids of the page, then its cards in one read; the log's batched insert comes after the answer.
    const one = await fresh.queriesOf('/client/api/search?search=cream&size=1&page=2');
    const sixty = await fresh.queriesOf('/client/api/search?search=cream&size=60&page=1');
    expect(one).toBe(2);
    expect(sixty).toBe(one);
    // The same page again: what the search found and its cards are kept for a minute.
    expect(await fresh.queriesOf('/client/api/search?search=cream&size=60&page=1')).toBe(0);
    // Once the process keeps the buyer's session (it does while it hears the database's announcements), a buyer's
    // request reads it no more: a count is then its one statement.
    for (let tries = 0; tries < 40 && (await fresh.queriesOf('/client/api/v1/quotation/cnt', token)) > 1; tries++)
      await sleep(50);
    const buyerOne = await fresh.queriesOf('/client/api/search?search=cream&size=1&page=2', token);
    const buyerSixty = await fresh.queriesOf('/client/api/search?search=cream&size=60&page=1', token);
    expect(buyerSixty).toBe(buyerOne);
    // The buyer's page again: the ids and the cards with the buyer's prices are kept too (one query less, at least).
    expect(await fresh.queriesOf('/client/api/search?search=cream&size=60&page=1', token)).toBeLessThan(buyerSixty);
    const page = await fresh.call('GET', '/client/api/search?search=cream&size=60&page=1');
    expect(page.json().payload.products.list).toHaveLength(60);
  });
});
