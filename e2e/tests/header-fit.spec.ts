import { readFileSync } from 'node:fs';
import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';

const LANGUAGES = ['en', 'vi', 'es', 'ru', 'id'] as const;
/** The widths people read the storefront at, and the edges of the tablet and desktop layouts (800, 1200 px). */
const WIDTHS = [375, 768, 800, 1024, 1200, 1280];
/** The narrowest search box still usable for a brand's or a product's name. */
const MIN_SEARCH_PX = 160;

const texts = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/i18n/locales/${language}/common.json`, import.meta.url), 'utf8'),
  ) as { nav: { brands: string; basket: string }; search: { toggle: string } };

/**
 * What does not fit in the header's bar as it is drawn now: a control outside the bar's row or past its end, a text on
 * two lines, a search box too narrow to type in, a page wider than the screen.
 */
function misfits(page: Page, label: string): Promise<string[]> {
  return page.evaluate(
    ({ label, minSearch }) => {
      const found: string[] = [];
      const bar = document.querySelector<HTMLElement>('.header__bar')!;
      const box = bar.getBoundingClientRect();
      const shown = (element: Element) => element.getClientRects().length > 0;
      const items = [...bar.querySelectorAll<HTMLElement>(':scope > *, .header__nav > *')].filter(shown);
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        const name = item.getAttribute('aria-label') ?? item.textContent?.trim() ?? item.className;
        if (rect.top < box.top - 1 || rect.bottom > box.bottom + 1) found.push(`${label}: "${name}" leaves the row`);
        if (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1)
          found.push(`${label}: "${name}" is past the screen's edge`);
      }
      // The links and buttons sit on one line: their middles are level.
      const middles = items
        .filter((item) => item.matches('a, button, search, .language-select'))
        .map((item) => item.getBoundingClientRect())
        .map((rect) => (rect.top + rect.bottom) / 2);
      if (Math.max(...middles) - Math.min(...middles) > 4) found.push(`${label}: the controls are not on one line`);
      // No text wraps: each shown text of the bar is drawn on a single line.
      const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || !node.parentElement || !shown(node.parentElement)) continue;
        if (node.parentElement.closest('.visually-hidden, select')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(`${label}: "${text}" wraps onto ${tops.size} lines`);
      }
      const search = document.querySelector<HTMLElement>('#header-search');
      if (search && shown(search) && search.getBoundingClientRect().width < minSearch)
        found.push(`${label}: the search box is ${Math.round(search.getBoundingClientRect().width)} px wide`);
      if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
        found.push(`${label}: the page is ${document.documentElement.scrollWidth} px wide`);
      return found;
    },
    { label, minSearch: MIN_SEARCH_PX },
  );
}

/** Every language at every width, then a page with the back arrow on a phone. */
async function measure(page: Page, who: string, backPage: string): Promise<string[]> {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('footer select').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const words = texts(language);
    await expect(page.getByRole('banner').getByRole('link', { name: words.nav.brands, exact: true })).toBeVisible();
    if (who === 'buyer')
      await expect(page.getByRole('banner').getByText(words.nav.basket, { exact: true })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      found.push(...(await misfits(page, `${who} ${language} ${width}px`)));
      // The inline search from the tablet up; a phone opens it from its button.
      if (width >= 800) await expect(page.locator('#header-search')).toBeVisible();
      else await expect(page.getByRole('banner').getByRole('button', { name: words.search.toggle })).toBeVisible();
    }
  }
  const home = page.url();
  await page.goto(backPage);
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('footer select').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('.header__bar--back')).toBeVisible();
    found.push(...(await misfits(page, `${who} ${language} 375px ${backPage}`)));
  }
  await page.goto(home);
  return found;
}

test('the storefront header fits on one row in every language and width, for a visitor and a buyer', async ({
  page,
}) => {
  // Five languages, six widths, two people and the back arrow's pages: about 12 s alone on a slow machine.
  test.setTimeout(90_000);
  await page.goto('/');
  expect(await measure(page, 'visitor', '/sign-up/')).toEqual([]);

  await page.locator('footer select').selectOption('en');
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  // Products seen: the home's row of them is drawn (its cards' hidden texts must stay inside the row).
  for (const product of ['/product/5/', '/product/41/']) {
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.locator('.buyer-home__products .product-card').first()).toBeVisible();
  expect(await measure(page, 'buyer', '/my-page/quotations/')).toEqual([]);
  await page.locator('footer select').selectOption('en');
});
