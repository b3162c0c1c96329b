import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { splitTemplate } from './page-head.js';
import { escapeHtml, homeTags, matchPage, PAGES, renderHead, SITE, searchTags, summarize } from './seo.meta.js';
import { seoRepository } from './seo.repository.js';
import { seoService } from './seo.service.js';
import { productIdRange, robotsTxt, SITEMAP_MAX_URLS, urlSetXml } from './seo.sitemap.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');
const fixtureWeb = path.resolve(here, '../../../test/fixtures/web');
const PUBLIC_URL = 'https://hive.example';

// ---- reading the HTML as a crawler does: no JavaScript, only the markup ----

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

type Meta = Record<string, string>;

/** Every `<meta>` of the head, keyed by its name or property, with its content decoded; repeated keys fail. */
function metaOf(html: string): Meta {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Meta = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].slice(1).map(([, key, value]) => [key, value ?? '']),
    );
    const key = attributes.name ?? attributes.property;
    if (!key || attributes.content === undefined) continue;
    if (key in meta) throw new Error(`two <meta> for ${key}`);
    meta[key] = decode(attributes.content);
  }
  return meta;
}

function titleOf(html: string): string {
  const titles = [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)];
  expect(titles).toHaveLength(1);
  return decode(titles[0]![1]!);
}

const REQUIRED = [
  'description',
  'keywords',
  'og:title',
  'og:description',
  'og:image',
  'og:site_name',
  'og:locale',
  'og:type',
  'og:url',
  'twitter:card',
];

/** The tags every page carries, and the app's script still there to take over. */
function expectPageTags(html: string, title: string, url: string): Meta {
  const meta = metaOf(html);
  for (const key of REQUIRED) expect(meta[key], key).toBeTruthy();
  expect(titleOf(html)).toBe(title);
  expect(meta['og:title']).toBe(title);
  expect(meta['og:description']).toBe(meta.description);
  expect(meta['og:site_name']).toBe('Hive');
  expect(meta['og:locale']).toBe('en_US');
  expect(meta['twitter:card']).toBe('summary_large_image');
  expect(meta['og:url']).toBe(url);
  expect(meta['og:image']).toMatch(/^https:\/\/hive\.example\//);
  expect(html).toContain('<div id="root"></div>');
  expect(html.match(/<script\b/g)).toHaveLength(1);
  return meta;
}

// ---- pure parts ----

describe('matching a URL to a page', () => {
  it('knows the pages that carry tags, with or without the trailing slash', () => {
    expect(matchPage('/')).toEqual({ kind: 'home' });
    expect(matchPage('/?quotation=3')).toEqual({ kind: 'home' });
    expect(matchPage('/brand/')).toEqual({ kind: 'brands' });
    expect(matchPage('/brand?categoryId=2')).toEqual({ kind: 'brands' });
    expect(matchPage('/brand/492')).toEqual({ kind: 'brand', id: 492 });
    expect(matchPage('/brand/12/?sort=name')).toEqual({ kind: 'brand', id: 12 });
    expect(matchPage('/product/7/')).toEqual({ kind: 'product', id: 7 });
    expect(matchPage('/pick/best-pick/')).toEqual({ kind: 'pick', code: 'best', type: 'PICK' });
    expect(matchPage('/pick/new-in-choice/')).toEqual({ kind: 'pick', code: 'new-in', type: 'CHOICE' });
    expect(matchPage('/search/?search=a%20b+c')).toEqual({ kind: 'search', text: 'a b c' });
    expect(matchPage('/about/')).toEqual({ kind: 'info', page: 'about' });
    expect(matchPage('/how-to-use')).toEqual({ kind: 'info', page: 'howToUse' });
    expect(matchPage('/hive-center/')).toEqual({ kind: 'info', page: 'hiveCenter' });
  });

  it('calls a brand, product or pick that cannot exist not found, and leaves other pages to the client', () => {
    for (const url of ['/brand/abc/', '/brand/0/', '/brand/99999999999/', '/product/1.5', '/pick/best/', '/pick/x-y/'])
      expect(matchPage(url).kind, url).toBe('notFound');
    expect(matchPage('/cart')).toEqual({ kind: 'other', path: '/cart' });
    expect(matchPage('/constructor')).toEqual({ kind: 'other', path: '/constructor' });
    expect(matchPage('//evil.example/x')).toEqual({ kind: 'other', path: '/evil.example/x' });
    expect(matchPage('/my-page/general-settings/')).toEqual({ kind: 'other', path: '/my-page/general-settings/' });
  });
});

describe('tags as HTML', () => {
  it('escapes text for elements and attributes alike', () => {
    expect(escapeHtml(`<script>alert(1)</script>"'&`)).toBe('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('shortens a long description at a word', () => {
    expect(summarize('  one\n two  ')).toBe('one two');
    const long = summarize('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^(word )+word…$/);
  });

  it('writes every tag once, with absolute URLs, escaped, and a title ending in the site name', () => {
    const head = renderHead({ ...homeTags(), title: 'A "B" <C>', image: '/img/x.png', path: '/x/' }, PUBLIC_URL);
    const meta = metaOf(`${head}</head>`);
    expect(titleOf(head)).toBe('A "B" <C> | Hive');
    expect(head).not.toContain('<C>');
    expect(meta['og:image']).toBe('https://hive.example/img/x.png');
    expect(meta['og:url']).toBe('https://hive.example/x/');
    expect(Object.keys(meta).sort()).toEqual([...REQUIRED].sort());
    expect(titleOf(renderHead(homeTags(), `${PUBLIC_URL}/`))).toBe('Hive');
  });

  it('keeps search pages out of the index, their text escaped', () => {
    const head = renderHead(searchTags('<b>"x"</b>'), PUBLIC_URL);
    expect(head).not.toContain('<b>');
    expect(metaOf(`${head}</head>`).robots).toBe('noindex, follow');
    expect(titleOf(head)).toBe('Search: “<b>"x"</b>” | Hive');
  });
});

describe('the template', () => {
  it('replaces the marked place of the web app’s index.html, and its default title with it', () => {
    const template = readFileSync(path.join(repoRoot, 'apps/web/index.html'), 'utf8');
    const { before, after, defaultHead } = splitTemplate(template);
    expect(defaultHead).toBe('<title data-seo>Hive</title>');
    const html = `${before}<title>X</title>${after}`;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>X</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('puts the tags before </head> in a build without the markers', () => {
    const { before, after } = splitTemplate('<html><head><meta charset="UTF-8"></head><body></body></html>');
    expect(`${before}<title>X</title>${after}`).toMatch(/<meta charset="UTF-8">\s*<title>X<\/title>\s*<\/head>/);
  });

  it('says what the web client says in English', () => {
    const en = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/i18n/locales/en/common.json'), 'utf8'));
    expect(SITE.name).toBe(en.site.name);
    expect(SITE.description).toBe(en.site.description);
    expect(SITE.keywords).toBe(en.site.keywords);
    expect(PAGES.brands).toMatchObject({ title: en.brands.title, description: en.brands.description });
    for (const page of ['about', 'howToUse', 'hiveCenter'] as const)
      expect(PAGES[page]).toMatchObject({ title: en[page].title, description: en[page].lead });
    expect(PAGES.search).toMatchObject({ title: en.pages.search.title, description: en.pages.search.lead });
    expect(PAGES.notFound.title).toBe(en.notFound.title);
  });
});

describe('sitemap text', () => {
  it('refuses more URLs than a sitemap may hold and splits products by id ranges', () => {
    expect(() => urlSetXml(Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => `https://x/${i}`))).toThrow();
    expect(productIdRange(1)).toEqual({ from: 1, to: 50_000 });
    expect(productIdRange(3)).toEqual({ from: 100_001, to: 150_000 });
  });

  it('escapes URLs in XML', () => {
    expect(urlSetXml(['https://x/?a=1&b=2'])).toContain('<loc>https://x/?a=1&amp;b=2</loc>');
  });

  it('disallows private pages in robots.txt', () => {
    expect(robotsTxt(PUBLIC_URL)).toContain('Disallow: /my-page/\n');
  });
});

// ---- through the server, on the demo catalogue ----

let ctx: TestContext;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  ctx = await createTestApp({ webDist: fixtureWeb, publicUrl: PUBLIC_URL });
});

describe('brand pages', () => {
  it('carry the brand’s English name, description and logo in the HTML', async () => {
    const [brand] = await query<{ id: number; name: string; description: string }>(
      `select id, names->>'en' as name, descriptions->>'en' as description from brands where id <> 492 order by id limit 1`,
    );
    const response = await get(`/brand/${brand!.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const meta = expectPageTags(response.body, `${brand!.name} | Hive`, `${PUBLIC_URL}/brand/${brand!.id}/`);
    expect(meta.description).toBe(summarize(brand!.description));
    expect(meta.keywords).toContain(brand!.name);
    expect(meta['og:type']).toBe('website');
    // The demo logo is a PNG: link previews show it.
    expect(meta['og:image']).toBe(`${PUBLIC_URL}/img/brand/${brand!.id}.png`);
    // The same page without the trailing slash, and with a query, says the same.
    expect(titleOf((await get(`/brand/${brand!.id}?sort=name`)).body)).toBe(`${brand!.name} | Hive`);
  });

  it('escape a name with markup and quotes', async () => {
    const name = `Kim's <b>"Best"</b> & Co`;
    await query(`update brands set names = jsonb_set(names, '{en}', to_jsonb($1::text)) where id = 401`, [name]);
    const response = await get('/brand/401/');
    expect(response.body).not.toContain('<b>');
    expect(expectPageTags(response.body, `${name} | Hive`, `${PUBLIC_URL}/brand/401/`).keywords).toContain(name);
  });

  it('give a raster logo to link previews as an absolute URL, and the site’s picture for an SVG one', async () => {
    await query(`update brands set logo_url = '/img/upload/402.png' where id = 402`);
    expect(metaOf((await get('/brand/402/')).body)['og:image']).toBe(`${PUBLIC_URL}/img/upload/402.png`);
    // A demo logo stored before as SVG (previews do not show SVG).
    await query(`update brands set logo_url = '/img/brand/402.svg' where id = 402`);
    expect(metaOf((await get('/brand/402/')).body)['og:image']).toBe(`${PUBLIC_URL}/og-image.png`);
  });

  it('answer 404 with the app and a generic title for a brand that does not exist', async () => {
    for (const url of ['/brand/99999999/', '/brand/abc/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(expectPageTags(response.body, 'Page not found | Hive', `${PUBLIC_URL}${url}`).description).toBe(
        SITE.description,
      );
    }
  });

  it('tag the brand list', async () => {
    const response = await get('/brand/');
    expectPageTags(response.body, 'All brands | Hive', `${PUBLIC_URL}/brand/`);
  });
});

describe('category pages', () => {
  it('carry the category’s English name, its product count and brands, and answer 404 for a hidden one', async () => {
    const [category] = await query<{ id: number; name: string }>(
      `select c.id, c.names->>'en' as name from categories c where c.parent_id is null and not c.hidden order by c.id limit 1`,
    );
    const response = await get(`/category/${category!.id}/?brandId=3&sort=name`);
    expect(response.statusCode).toBe(200);
    const meta = expectPageTags(response.body, `${category!.name} | Hive`, `${PUBLIC_URL}/category/${category!.id}/`);
    expect(meta.description).toMatch(new RegExp(`^${category!.name}: \\d+ products by `));
    expect(meta.keywords).toContain(category!.name);
    expect(response.body).not.toMatch(/supply|retail|price/i);
    const [hidden] = await query<{ id: number }>('select id from categories where hidden order by id limit 1');
    for (const url of [`/category/${hidden!.id}/`, '/category/99999999/', '/category/x/']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('product pages', () => {
  type PricedProduct = {
    id: number;
    name: string;
    brand: string;
    supply_usd: number;
    supply_krw: number;
    retail_usd: number;
    retail_krw: number;
  };

  /** A price as a person or a program might write it. */
  const forms = (minor: number, currency: 'USD' | 'KRW') => {
    const major = currency === 'USD' ? minor / 100 : minor;
    const fixed = currency === 'USD' ? major.toFixed(2) : String(major);
    return [
      fixed,
      major.toLocaleString('en-US', { minimumFractionDigits: currency === 'USD' ? 2 : 0 }),
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(major),
      new Intl.NumberFormat('ko-KR', { style: 'currency', currency }).format(major),
    ];
  };

  it('carry the product’s name and no price in any form', async () => {
    const products = await query<PricedProduct>(
      `select p.id, p.names->>'en' as name, b.names->>'en' as brand, p.supply_usd, p.supply_krw, p.retail_usd, p.retail_krw
       from products p join brands b on b.id = p.brand_id
       where p.id in ((select min(id) from products), (select max(id) from products),
         (select min(id) from products where held), 1000)`,
    );
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const product of products) {
      const response = await get(`/product/${product.id}/`);
      expect(response.statusCode).toBe(200);
      const meta = expectPageTags(response.body, `${product.name} | Hive`, `${PUBLIC_URL}/product/${product.id}/`);
      expect(meta['og:type']).toBe('product');
      expect(meta.keywords).toContain(product.brand);
      for (const content of Object.values(meta)) expect(content).not.toMatch(/price|[$₩]|\bUSD\b|\bKRW\b/i);
      const words = response.body.replace(`/product/${product.id}/`, '');
      for (const [minor, currency] of [
        [product.supply_usd, 'USD'],
        [product.retail_usd, 'USD'],
        [product.supply_krw, 'KRW'],
        [product.retail_krw, 'KRW'],
      ] as const) {
        for (const form of forms(minor, currency)) expect(words, `${currency} ${form}`).not.toContain(form);
        expect(words).not.toMatch(new RegExp(`(?<![\\w-])${minor}(?![\\w-])`));
      }
    }
  });

  it('answer 404 for a product that does not exist', async () => {
    const response = await get('/product/99999999/');
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Page not found | Hive');
  });
});

describe('pick pages', () => {
  it('carry the group’s English name, for picks and choices', async () => {
    const groups = await query<{ code: string; type: string; name: string }>(
      `select code, type, names->>'en' as name from product_groups where code = 'best' order by type`,
    );
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      const url = `/pick/${group.code}-${group.type.toLowerCase()}/`;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const meta = expectPageTags(response.body, `${group.name} | Hive`, `${PUBLIC_URL}${url}`);
      expect(meta.description).toMatch(new RegExp(`^${group.name}: \\d+ products, including ones by .+ and `));
    }
    // "Buyers' Choice": its apostrophe is escaped in the markup.
    expect((await get('/pick/best-choice/')).body).toContain('Buyers&#39; Choice');
  });

  it('answer 404 for a group that does not exist', async () => {
    for (const url of ['/pick/no-such-group-pick/', '/pick/best/']) expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('search, information pages and home', () => {
  it('escape the search text', async () => {
    const text = `<script>alert(1)</script>"'`;
    const response = await get(`/search/?search=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toMatch(/content="[^"]*'"/);
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;');
    const meta = expectPageTags(
      response.body,
      `Search: “${text}” | Hive`,
      `${PUBLIC_URL}/search/?search=${encodeURIComponent(text)}`,
    );
    expect(meta.description).toContain(text);
    expect(meta.robots).toBe('noindex, follow');
  });

  it('tag the information pages and home', async () => {
    for (const [url, page] of [
      ['/about/', PAGES.about],
      ['/how-to-use/', PAGES.howToUse],
      ['/hive-center/', PAGES.hiveCenter],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(expectPageTags(response.body, `${page.title} | Hive`, `${PUBLIC_URL}${url}`).description).toBe(
        page.description,
      );
    }
    const home = await get('/');
    expect(expectPageTags(home.body, 'Hive', `${PUBLIC_URL}/`).description).toBe(SITE.description);
    expect(home.headers['cache-control']).toBe('private, no-cache');
  });

  it('answer 404 with the app and the not-found title where the web app has no page, for visitors and buyers', async () => {
    for (const url of ['/no-such-page', '/no-such-page/deeper/?search=x', '//no-such-page']) {
      for (const cookie of [undefined, 'hive_member=1']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(titleOf(response.body)).toBe('Page not found | Hive');
        expect(response.body).toContain('<div id="root"></div>');
      }
    }
  });

  it('still answers other pages with the app, and unknown API paths with JSON', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(titleOf(cart.body)).toBe('Hive');
    const api = await get('/client/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('robots.txt and sitemaps', () => {
  const URLSET =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<url><loc>https:\/\/hive\.example\/[^<>&"]*<\/loc><\/url>\n)*<\/urlset>\n$/;
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('serves robots.txt: all allowed but private pages, and the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/my-page/', '/cart', '/quotation', '/order', '/sign-in'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /client/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves a sitemap index of the static, brands and products sitemaps, cached an hour', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<sitemap><loc>[^<]+<\/loc><\/sitemap>\n)+<\/sitemapindex>\n$/,
    );
    expect(locs(response.body)).toEqual([
      `${PUBLIC_URL}/sitemap-static.xml`,
      `${PUBLIC_URL}/sitemap-brands.xml`,
      `${PUBLIC_URL}/sitemap-products-1.xml`,
    ]);
  });

  it('lists every visible product once, and no product of a hidden category', async () => {
    const [hidden] = await query<{ id: number }>(`select id from categories where hidden order by id limit 1`);
    const [moved] = await query<{ id: number }>(
      `update products set category_id = $1 where id = (select max(id) from products) returning id`,
      [hidden!.id],
    );
    const [{ count } = { count: 0 }] = await query<{ count: number }>(
      `select count(*)::int as count from products p join categories c on c.id = p.category_id
       left join categories parent on parent.id = c.parent_id where not c.hidden and not coalesce(parent.hidden, false)`,
    );
    const response = await get('/sitemap-products-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(URLSET);
    const urls = locs(response.body);
    expect(urls).toHaveLength(count);
    expect(new Set(urls).size).toBe(count);
    expect(urls.every((url) => /^https:\/\/hive\.example\/product\/\d+\/$/.test(url))).toBe(true);
    expect(urls).not.toContain(`${PUBLIC_URL}/product/${moved!.id}/`);
    expect((await get('/sitemap-products-2.xml')).statusCode).toBe(404);
  });

  it('lists the brands and the static pages with the picks', async () => {
    const brands = await get('/sitemap-brands.xml');
    expect(brands.body).toMatch(URLSET);
    const [{ count } = { count: 0 }] = await query<{ count: number }>(
      `select count(*)::int as count from brands b join categories c on c.id = b.category_id
       left join categories parent on parent.id = c.parent_id where not c.hidden and not coalesce(parent.hidden, false)`,
    );
    expect(locs(brands.body)).toHaveLength(count);
    expect(locs(brands.body)).toContain(`${PUBLIC_URL}/brand/492/`);

    const pages = await get('/sitemap-static.xml');
    expect(pages.body).toMatch(URLSET);
    expect(locs(pages.body)).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/brand/`,
        `${PUBLIC_URL}/about/`,
        `${PUBLIC_URL}/how-to-use/`,
        `${PUBLIC_URL}/hive-center/`,
        `${PUBLIC_URL}/pick/best-pick/`,
        `${PUBLIC_URL}/pick/best-choice/`,
      ]),
    );
    const categories = await query<{ id: number }>(
      `select c.id from categories c left join categories parent on parent.id = c.parent_id
       where not c.hidden and not coalesce(parent.hidden, false)`,
    );
    expect(locs(pages.body).filter((loc) => loc.includes('/category/'))).toHaveLength(categories.length);
  });

  it('splits products into files of at most the sitemap size, by id range, losing none', async () => {
    const size = 1000;
    const seo = seoService(seoRepository(ctx.database.db), { publicUrl: PUBLIC_URL, sitemapSize: size });
    const files = locs(await seo.sitemapIndex()).filter((url) => url.includes('/sitemap-products-'));
    const [{ visible, top } = { visible: 0, top: 0 }] = await query<{ visible: number; top: number }>(
      `select count(*)::int as visible, max(p.id) as top from products p join categories c on c.id = p.category_id
       left join categories parent on parent.id = c.parent_id where not c.hidden and not coalesce(parent.hidden, false)`,
    );
    expect(files).toHaveLength(Math.ceil(top / size));
    const seen = new Set<string>();
    for (const [index, file] of files.entries()) {
      expect(file).toBe(`${PUBLIC_URL}/sitemap-products-${index + 1}.xml`);
      const urls = locs((await seo.sitemapProducts(index + 1)) ?? '');
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(size);
      const ids = urls.map((url) => Number(url.split('/').at(-2)));
      expect(Math.min(...ids)).toBeGreaterThan(index * size);
      expect(Math.max(...ids)).toBeLessThanOrEqual((index + 1) * size);
      for (const url of urls) seen.add(url);
    }
    expect(seen.size).toBe(visible);
  });
});
