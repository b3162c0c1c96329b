import { expect, test } from './fixtures';

test('the go-to-top button appears after 800 px and takes the page back up', async ({ page }) => {
  await page.goto('/brand/');
  await expect(page.locator('main .brand-card').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'Go to top' });
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1000));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test.describe('at 1200 px or less', () => {
  test.use({ viewport: { width: 1000, height: 700 } });

  test('the top strip hides after scrolling down 100 px and comes back on scrolling up', async ({ page }) => {
    await page.goto('/brand/');
    await expect(page.locator('main .brand-card').first()).toBeVisible();
    const strip = page.locator('.top-strip');
    await expect(strip).not.toHaveClass(/top-strip--hidden/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(strip).toHaveClass(/top-strip--hidden/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(strip).not.toHaveClass(/top-strip--hidden/);
  });
});

test('above 1200 px the top strip always shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/brand/');
  await expect(page.locator('main .brand-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(page.locator('.top-strip')).not.toHaveClass(/top-strip--hidden/);
  await expect(page.getByRole('link', { name: /Call us \+82/ })).toBeVisible();
});

test('installed as an app, a bottom bar offers home, order now, trend, sign in and the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);

  // Headless Chromium cannot install the app: the page is told, as an installed app is, that it runs standalone.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = original(query);
      if (!query.includes('display-mode: standalone')) return list;
      const listeners = { addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} };
      return {
        ...listeners,
        matches: true,
        media: query,
        onchange: null,
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  });
  await page.reload();
  const bar = page.getByRole('navigation', { name: 'App' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText(['Home', 'Order now', 'Trend', 'Sign in']);
  await bar.getByRole('link', { name: 'Trend' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Trend\s*Beta$/);
  await bar.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('the footer carries the addresses, contacts and every link of the specification', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Headquarters')).toBeVisible();
  await expect(footer.getByText(/Gimpo-daero/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /^\+82/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
  for (const name of [
    'Company information',
    'All our links',
    'Blog',
    'Become a supplier',
    'Request a brand or product',
    'Message us',
    'Public business agency',
    'Terms and conditions',
    'Privacy policy',
    'Instagram',
    'YouTube',
  ]) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByText('Seoul certified export company')).toBeVisible();
  await expect(footer.getByText(/© 2022/)).toBeVisible();
  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(page.getByRole('heading', { name: '11. Law and disputes' })).toBeVisible();
});

test('the page and the installed app name their icons as pictures, none as an SVG', async ({ page, request }) => {
  // The browser fetches a page's icons through the page itself: an SVG icon is a document of its own, built on the
  // page's main thread just after its first paint (3–28 ms each on the CI machine, three times a load).
  await page.goto('/');
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(icons.length).toBeGreaterThan(0);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const href of [...icons, ...manifest.icons.map((icon) => icon.src)]) {
    const answer = await request.get(href);
    expect(answer.ok(), href).toBe(true);
    expect(answer.headers()['content-type'], href).toBe('image/png');
  }
});
