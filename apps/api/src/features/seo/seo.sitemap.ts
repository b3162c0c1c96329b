/** robots.txt and the sitemaps, as text. Pure: the service hands in the addresses. */

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages of one visitor or of the operators: nothing for a search engine there. */
export const PRIVATE_PATHS = [
  '/admin',
  '/my-page/',
  '/cart',
  '/quotation',
  '/order',
  '/sign-in',
  '/sign-up',
  '/find/',
  '/invitation/',
  '/auth/complete/',
  '/docs',
];

/**
 * Everything else is open, the API included: a crawler that runs JavaScript needs the catalogue API and the images
 * to render a page.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSetXml(urls: readonly string[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new Error(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries}</urlset>\n`;
}

export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

/**
 * Products sitemap `n` (from 1) lists the products whose id falls in its range of `size` ids: each file is one
 * index range scan, it never holds more than `size` URLs, and a new product never moves another to a different file.
 */
export function productIdRange(n: number, size = SITEMAP_MAX_URLS): { from: number; to: number } {
  return { from: (n - 1) * size + 1, to: n * size };
}
