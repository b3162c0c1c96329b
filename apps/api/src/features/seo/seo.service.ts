import type { PageHead } from './page-head.js';
import {
  brandListTags,
  brandTags,
  categoryPath,
  categoryTags,
  homeTags,
  infoTags,
  MAX_ID,
  matchPage,
  notFoundTags,
  type PageRoute,
  type PageTags,
  parseUrl,
  pickPath,
  pickTags,
  productTags,
  renderHead,
  STATIC_PATHS,
  searchTags,
  siteTags,
} from './seo.meta.js';
import type { SeoRepository } from './seo.repository.js';
import { productIdRange, robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, urlSetXml } from './seo.sitemap.js';

/** The tags of each public page, robots.txt and the sitemaps, with absolute addresses under `publicUrl`. */
export function seoService(
  repository: SeoRepository,
  { publicUrl, sitemapSize = SITEMAP_MAX_URLS }: { publicUrl: string; sitemapSize?: number },
) {
  const base = publicUrl.replace(/\/+$/, '');
  const absolute = (path: string) => `${base}${path}`;

  async function tagsOf(route: PageRoute): Promise<PageTags | undefined> {
    switch (route.kind) {
      case 'home':
        return homeTags();
      case 'brands':
        return brandListTags();
      case 'info':
        return infoTags(route.page);
      case 'search':
        return searchTags(route.text);
      case 'other':
        return siteTags(route.path);
      case 'notFound':
        return undefined;
      case 'brand': {
        const brand = await repository.brand(route.id);
        return brand && brandTags(brand);
      }
      case 'category': {
        const category = await repository.category(route.id);
        return category && categoryTags(category);
      }
      case 'product': {
        const product = await repository.product(route.id);
        return product && productTags(product);
      }
      case 'pick': {
        const pick = await repository.pick(route.code, route.type);
        return pick && pickTags(pick);
      }
    }
  }

  return {
    /**
     * The head of the page at `url` (path and query); an unknown brand, category, product or pick answers 404, and so does any
     * URL the web app has no page for (`isPage` false).
     */
    async pageHead(url: string, isPage = true): Promise<PageHead> {
      const route: PageRoute = isPage ? matchPage(url) : { kind: 'notFound', path: parseUrl(url).pathname };
      const tags = await tagsOf(route);
      if (tags) return { status: 200, head: renderHead(tags, base) };
      return { status: 404, head: renderHead(notFoundTags(parseUrl(url).pathname), base) };
    },

    robots: () => robotsTxt(base),

    async sitemapIndex() {
      const chunks = await repository.productChunks(sitemapSize);
      return sitemapIndexXml([
        absolute('/sitemap-static.xml'),
        absolute('/sitemap-brands.xml'),
        ...chunks.map((n) => absolute(`/sitemap-products-${n}.xml`)),
      ]);
    },

    async sitemapStatic() {
      const [picks, categories] = await Promise.all([repository.picks(), repository.categoryIds()]);
      return urlSetXml([
        ...STATIC_PATHS.map(absolute),
        ...categories.map((id) => absolute(categoryPath(id))),
        ...picks.map((pick) => absolute(pickPath(pick.code, pick.type))),
      ]);
    },

    async sitemapBrands() {
      const ids = await repository.brandIds(sitemapSize);
      return urlSetXml(ids.map((id) => absolute(`/brand/${id}/`)));
    },

    /** Products sitemap `n`, or undefined when no product falls in its range. */
    async sitemapProducts(n: number) {
      const { from, to } = productIdRange(n, sitemapSize);
      if (from > MAX_ID) return undefined;
      const ids = await repository.productIds(from, Math.min(to, MAX_ID));
      return ids.length > 0 ? urlSetXml(ids.map((id) => absolute(`/product/${id}/`))) : undefined;
    },
  };
}

export type SeoService = ReturnType<typeof seoService>;
