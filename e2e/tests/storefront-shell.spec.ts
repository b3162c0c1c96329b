import { expect, type Page, test } from './fixtures';

/**
 * The page's scroll position and where the header's top strip is, 30 times over 3 s with no input: a page that moves
 * by itself (the strip collapsing, the browser's scroll anchoring pulling the page back, the strip returning…) gives
 * more than one distinct sample.
 */
async function stillnessOver3s(page: Page): Promise<string[]> {
  const samples = await page.evaluate(async () => {
    const strip = document.querySelector('.top-strip') as HTMLElement;
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      seen.push(`y=${window.scrollY} strip=${Math.round(strip.getBoundingClientRect().bottom)} ${strip.className}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  });
  return [...new Set(samples)];
}

for (const width of [375, 1024]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('after a scroll the header and the page stand still, the strip hidden going down and back going up', async ({
      page,
    }) => {
      await page.goto('/brand/');
      await expect(page.locator('main .brand-card').first()).toBeVisible();
      await page.mouse.move(width / 2, 400);
      for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 80);
      const strip = page.locator('.top-strip');
      await expect(strip).toHaveClass(/top-strip--hidden/);
      const down = await stillnessOver3s(page);
      expect(down).toHaveLength(1);
      // Hidden means out of sight above the window, not a collapsed box that moves the page.
      expect(down[0]).toMatch(/strip=0 /);

      for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -60);
      await expect(strip).not.toHaveClass(/top-strip--hidden/);
      const up = await stillnessOver3s(page);
      expect(up).toHaveLength(1);
      expect(up[0]).not.toMatch(/strip=0 /);
    });
  });
}

test('every unknown page answers 404 with a search box and the brands', async ({ page }) => {
  for (const path of ['/no-such-page/', '/brand/999999', '/pick/no-such-list-pick/', '/product/99999999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Hive');
    await expect(main.getByRole('searchbox', { name: 'Search brands and products' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Brands' }).getByRole('link').first()).toBeVisible();
  }
  // The way on: a search from the page, or a brand.
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search brands and products' }).fill('cream');
  await main.getByRole('searchbox', { name: 'Search brands and products' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/\?search=cream$/);
  await page.goBack();
  const brand = main.getByRole('region', { name: 'Brands' }).getByRole('link').first();
  const name = await brand.textContent();
  await brand.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});
