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
