import { type APIRequestContext, expect, test } from './fixtures';

/**
 * What a crawler or a link preview reads: the HTML as the server sends it, fetched without a browser, so no
 * JavaScript runs.
 */

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Each `<meta>` of the head by name or property, and the title. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g))
    meta[key!] = decode(content!);
  const titles = [...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
  return { meta, titles };
}

/** A brand as the catalogue API names it (in English, the default language). */
async function aBrand(request: APIRequestContext) {
  const response = await request.get('/client/api/brands/all');
  expect(response.ok()).toBe(true);
  const brands = (await response.json()).payload as { id: number; name: string }[];
  return brands.find((brand) => brand.id !== 492)!;
}

test('the HTML of a brand page fetched without JavaScript carries its meta tags', async ({ request, baseURL }) => {
  const brand = await aBrand(request);
  const response = await request.get(`/brand/${brand.id}/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const { meta, titles } = headOf(await response.text());

  expect(titles).toEqual([`${brand.name} | Hive`]);
  expect(meta['og:title']).toBe(`${brand.name} | Hive`);
  expect(meta.description?.length).toBeGreaterThan(20);
  expect(meta['og:description']).toBe(meta.description);
  expect(meta.keywords).toContain(brand.name);
  expect(meta['og:site_name']).toBe('Hive');
  expect(meta['og:locale']).toBe('en_US');
  expect(meta['og:type']).toBe('website');
  expect(meta['og:url']).toBe(`${baseURL}/brand/${brand.id}/`);
  expect(meta['og:image']).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
  expect(meta['twitter:card']).toBe('summary_large_image');

  const missing = await request.get('/brand/99999999/');
  expect(missing.status()).toBe(404);
  expect(headOf(await missing.text()).titles).toEqual(['Page not found | Hive']);
});

test('the HTML of a product page names the product and carries no price', async ({ request, baseURL }) => {
  // The way a crawler finds it: robots.txt, the sitemap index, a products sitemap.
  const robots = await (await request.get('/robots.txt')).text();
  const index = robots.match(/^Sitemap: (.+)$/m)![1]!;
  const products = (await (await request.get(index)).text()).match(/<loc>([^<]+sitemap-products-\d+\.xml)<\/loc>/)![1]!;
  const url = (await (await request.get(products)).text()).match(/<loc>([^<]+\/product\/(\d+)\/)<\/loc>/)!;
  const detail = await request.get(`/client/api/v2/product/${url[2]}`);
  expect(detail.ok()).toBe(true);
  const product = (await detail.json()).payload as { id: number; name: string };

  const response = await request.get(`/product/${product.id}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const { meta, titles } = headOf(html);
  expect(titles).toEqual([`${product.name} | Hive`]);
  expect(meta['og:title']).toBe(`${product.name} | Hive`);
  expect(meta['og:type']).toBe('product');
  expect(meta['og:url']).toBe(`${baseURL}/product/${product.id}/`);
  for (const content of Object.values(meta)) expect(content).not.toMatch(/price|[$₩]\s?\d/i);
  expect(html).not.toMatch(/[$₩]\s?\d|\d\s?(USD|KRW)\b/);
});

test('in the browser the client takes the tags over: one set, following the page', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1, name: 'About Hive' })).toBeVisible();
  await expect(page).toHaveTitle('About Hive | Hive');
  const head = page.locator('head');
  await expect(head.locator('meta[data-seo], title[data-seo]')).toHaveCount(0);
  for (const tag of ['title', 'meta[name="description"]', 'meta[property="og:title"]', 'meta[property="og:image"]'])
    await expect(head.locator(tag), tag).toHaveCount(1);

  await page.getByRole('link', { name: 'How to use' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to use Hive' })).toBeVisible();
  await expect(page).toHaveTitle('How to use Hive | Hive');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
});

test('a visitor gets the page drawn in the HTML, in the chosen language; a signed-in buyer gets it from the app', async ({
  request,
  page,
}) => {
  const brand = await aBrand(request);
  const products = (await (await request.get(`/client/api/v2/brand/${brand.id}?page=1&size=24&sort=newest`)).json())
    .payload.products.list as { name: string }[];
  const html = await (await request.get(`/brand/${brand.id}/`)).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-render"'));
  expect(decode(root)).toContain(`<h1`);
  expect(decode(root)).toContain(brand.name);
  expect(decode(root)).toContain(products[0]!.name);
  expect(html).toContain('data-language="en"');

  // The language the visitor chose travels in a cookie: the page arrives in Vietnamese.
  const vietnamese = await (await request.get(`/brand/${brand.id}/`, { headers: { cookie: 'hive_lang=vi' } })).text();
  expect(vietnamese).toContain('<html lang="vi"');
  expect(vietnamese).toContain('data-language="vi"');

  // A buyer's page carries their prices: without their session cookie the server sends the empty shell (and says the
  // cookie is missing, for the app to ask for it).
  const buyer = await (await request.get(`/brand/${brand.id}/`, { headers: { cookie: 'hive_member=1' } })).text();
  expect(buyer).toContain('<div id="root" data-session-cookie="missing"></div>');
  expect(buyer).not.toContain('first-render');

  // In the browser the app takes the drawn page over without drawing it again: the heading stays the same element.
  await page.route('**/assets/boot-*.js', async (route) => {
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-drawn-by', 'server'));
    await route.continue();
  });
  await page.goto(`/brand/${brand.id}/`);
  await expect(page.locator('h1[data-drawn-by="server"]')).toHaveText(brand.name);
  await page.getByRole('link', { name: products[0]!.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: products[0]!.name })).toBeVisible();
});
