/**
 * The title and meta tags the server writes into each page's HTML, for crawlers and link previews that run no
 * JavaScript. Pure functions: a URL becomes a route, a route's data becomes tags, tags become escaped HTML.
 */

/**
 * The site's own texts in English, the default language. They say what apps/web's `en/common.json` says (a test
 * compares them), so a page's tags read the same before and after the client takes over.
 */
export const SITE = {
  name: 'Hive',
  description:
    "Hive is the B2B wholesale marketplace where overseas companies buy Korean brands' products: K-beauty, food, living and more, with quotations, orders and export documents in one place.",
  keywords: 'Korean wholesale, K-beauty wholesale, Korean brands, B2B marketplace, export, quotation',
  image: '/og-image.png',
} as const;

export const PAGES = {
  brands: {
    path: '/brand/',
    title: 'All brands',
    description: 'Every Korean brand on Hive, by category, newest, name or popularity.',
  },
  about: {
    path: '/about/',
    title: 'About Hive',
    description:
      'Hive connects overseas retailers, distributors and online sellers with Korean brands, and handles everything between the first quotation and the delivered carton.',
  },
  howToUse: {
    path: '/how-to-use/',
    title: 'How to use Hive',
    description: 'From your first visit to your delivered order, in six steps.',
  },
  hiveCenter: {
    path: '/hive-center/',
    title: 'Hive Center fulfilment service',
    description:
      'Our own fulfilment centre in Gimpo receives goods from many Korean brands, checks them, stores them and ships them to you as one consolidated export shipment.',
  },
  search: {
    path: '/search/',
    title: 'Search',
    description: 'Search brands and products by name in any language, by SKU or by barcode.',
  },
  category: { description: 'Korean wholesale products from many brands, with their MOQ and SKU.' },
  pick: { title: 'Picks', description: 'Product selections chosen by our merchandisers.' },
  notFound: { title: 'Page not found' },
} as const;

/** The pages every visitor reaches from the menu, for the static sitemap. */
export const STATIC_PATHS = ['/', PAGES.brands.path, PAGES.about.path, PAGES.howToUse.path, PAGES.hiveCenter.path];

export type InfoPage = 'about' | 'howToUse' | 'hiveCenter';
export type GroupType = 'PICK' | 'CHOICE';

/** Which page a URL shows, as far as its tags go. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'brands' }
  | { kind: 'brand'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'product'; id: number }
  | { kind: 'pick'; code: string; type: GroupType }
  | { kind: 'search'; text: string }
  | { kind: 'info'; page: InfoPage }
  | { kind: 'notFound'; path: string }
  | { kind: 'other'; path: string };

/** What one page says about itself. `path` is relative to the site's public address. */
export type PageTags = {
  title: string;
  description: string;
  keywords: string;
  image: string;
  path: string;
  type: 'website' | 'product';
  /** Pages whose text anyone can choose (search) are not to be indexed. */
  noindex?: boolean;
};

/** Ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;
const INFO_PATHS = new Map<string, InfoPage>([
  ['about', 'about'],
  ['how-to-use', 'howToUse'],
  ['hive-center', 'hiveCenter'],
]);
const PICK_SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(pick|choice)$/;
const MAX_SEARCH_TEXT = 100;

const idOf = (segment: string): number | undefined => {
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : undefined;
};

/** A request URL (path and query) parsed; leading slashes collapsed: `//host/x` is a path, not another host. */
export const parseUrl = (url: string) => new URL(url.replace(/^\/+/, '/'), 'http://localhost');

/** The route of a request URL (path and query), matching the web client's router for the pages that have tags. */
export function matchPage(url: string): PageRoute {
  const parsed = parseUrl(url);
  const path = parsed.pathname;
  // `/brand/12` and `/brand/12/` are the same page: a trailing slash leaves one empty segment at the end.
  const segments = path.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (rest.length > 0) return { kind: 'other', path };
  if (first === 'brand' && second === undefined) return { kind: 'brands' };
  if (first === 'brand' || first === 'product') {
    const id = idOf(second ?? '');
    if (id === undefined) return { kind: 'notFound', path };
    return first === 'brand' ? { kind: 'brand', id } : { kind: 'product', id };
  }
  if (first === 'category') {
    const id = idOf(second ?? '');
    return id === undefined ? { kind: 'notFound', path } : { kind: 'category', id };
  }
  if (first === 'pick' && second !== undefined) {
    const match = PICK_SLUG.exec(second);
    if (!match) return { kind: 'notFound', path };
    return { kind: 'pick', code: match[1]!, type: match[2] === 'pick' ? 'PICK' : 'CHOICE' };
  }
  if (second !== undefined) return { kind: 'other', path };
  if (first === 'search') return { kind: 'search', text: parsed.searchParams.get('search') ?? '' };
  const info = INFO_PATHS.get(first);
  return info ? { kind: 'info', page: info } : { kind: 'other', path };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text and in quoted attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** One line of at most `max` characters, cut at a word where it has to be cut. */
export function summarize(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const keywords = (...words: (string | null | undefined)[]) =>
  [...new Set([...words.filter((word): word is string => !!word?.trim()), SITE.keywords])].join(', ');

/** Link previews show raster pictures only: an SVG logo (or none) gives way to the site's picture. */
const previewImage = (url: string | null | undefined) =>
  url && /\.(?:png|jpe?g|webp|gif)(?:[?#]|$)/i.test(url) ? url : SITE.image;

export const homeTags = (): PageTags => ({
  title: SITE.name,
  description: SITE.description,
  keywords: SITE.keywords,
  image: SITE.image,
  path: '/',
  type: 'website',
});

export const siteTags = (path: string): PageTags => ({ ...homeTags(), path });

export const notFoundTags = (path: string): PageTags => ({ ...homeTags(), title: PAGES.notFound.title, path });

export const brandListTags = (): PageTags => ({
  ...homeTags(),
  title: PAGES.brands.title,
  description: PAGES.brands.description,
  path: PAGES.brands.path,
});

export const infoTags = (page: InfoPage): PageTags => ({
  ...homeTags(),
  title: PAGES[page].title,
  description: PAGES[page].description,
  path: PAGES[page].path,
});

export type BrandFacts = {
  id: number;
  name: string;
  nameKo: string | null;
  description: string;
  logoUrl: string;
  category: string;
};

export const brandTags = (brand: BrandFacts): PageTags => ({
  title: brand.name,
  description: summarize(brand.description),
  keywords: keywords(brand.name, brand.nameKo, brand.category),
  image: previewImage(brand.logoUrl),
  path: `/brand/${brand.id}/`,
  type: 'website',
});

/** A category's public facts: its name, the one it belongs to, how many products and the first few brands. */
export type CategoryFacts = { id: number; name: string; parent: string | null; productCount: number; brands: string[] };

export const categoryPath = (id: number) => `/category/${id}/`;

export function categoryTags(category: CategoryFacts): PageTags {
  const title = category.parent ? `${category.name} · ${category.parent}` : category.name;
  const by = category.brands.length ? ` by ${category.brands.join(', ')} and more` : '';
  return {
    ...homeTags(),
    title,
    description: `${category.name}: ${category.productCount} products${by}. ${PAGES.category.description}`,
    keywords: keywords(category.name, category.parent, ...category.brands),
    path: categoryPath(category.id),
  };
}

/** A product's public facts: what a visitor may see, so never a price. */
export type ProductFacts = {
  id: number;
  name: string;
  description: string;
  sku: string;
  brand: string;
  category: string;
  image: string | null;
};

export const productTags = (product: ProductFacts): PageTags => ({
  title: product.name,
  description: summarize(product.description),
  keywords: keywords(product.name, product.brand, product.category, product.sku),
  image: previewImage(product.image),
  path: `/product/${product.id}/`,
  type: 'product',
});

export type PickFacts = { code: string; type: GroupType; name: string; productCount: number; brands: string[] };

export const pickPath = (code: string, type: GroupType) => `/pick/${code}-${type.toLowerCase()}/`;

export function pickTags(pick: PickFacts): PageTags {
  const names =
    pick.brands.length > 1 ? `${pick.brands.slice(0, -1).join(', ')} and ${pick.brands.at(-1)}` : pick.brands[0];
  const by = names ? `, including ones by ${names}` : '';
  return {
    ...homeTags(),
    title: pick.name,
    description: `${pick.name}: ${pick.productCount} products${by}. ${PAGES.pick.description}`,
    keywords: keywords(pick.name, ...pick.brands),
    path: pickPath(pick.code, pick.type),
  };
}

export function searchTags(text: string): PageTags {
  const words = summarize(text, MAX_SEARCH_TEXT);
  return {
    ...homeTags(),
    title: words ? `${PAGES.search.title}: “${words}”` : PAGES.search.title,
    description: words ? `Results for “${words}” on Hive. ${PAGES.search.description}` : PAGES.search.description,
    path: words ? `${PAGES.search.path}?search=${encodeURIComponent(words)}` : PAGES.search.path,
    noindex: true,
  };
}

/** The tags as HTML, every value escaped and every URL absolute. */
export function renderHead(tags: PageTags, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
  const title = tags.title === SITE.name ? SITE.name : `${tags.title} | ${SITE.name}`;
  // `data-seo` marks the server's copies: the web client drops them before it writes its own (page-meta.tsx).
  const meta = (key: 'name' | 'property', value: string, content: string) =>
    `<meta ${key}="${value}" content="${escapeHtml(content)}" data-seo />`;
  return [
    `<title data-seo>${escapeHtml(title)}</title>`,
    meta('name', 'description', tags.description),
    meta('name', 'keywords', tags.keywords),
    ...(tags.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:image', absolute(tags.image)),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:type', tags.type),
    meta('property', 'og:url', absolute(tags.path)),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}
