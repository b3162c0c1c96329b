import { DEMO_PASSWORD, signIn } from './accounts-helpers';
import { expect, type Page, test } from './fixtures';
import { buyerHeaders, expectNoSeriousA11yViolations } from './helpers';
import { buyerQuotation } from './quotation-helpers';

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
      // The wheel's last scroll has landed (the samples then tell whether anything moves by itself).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(320);
      const down = await stillnessOver3s(page);
      expect(down).toHaveLength(1);
      // Hidden means out of sight above the window, not a collapsed box that moves the page.
      expect(down[0]).toMatch(/strip=0 /);

      for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -60);
      await expect(strip).not.toHaveClass(/top-strip--hidden/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
      const up = await stillnessOver3s(page);
      expect(up).toHaveLength(1);
      expect(up[0]).not.toMatch(/strip=0 /);
    });
  });
}

test.describe('not found', () => {
  // The installed service worker answers later navigations with the app itself: the status asked of here is the server's.
  test.use({ serviceWorkers: 'block' });

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
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the cart is named under its icon, and the language is changed from the menu', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Cart, / })).toContainText('Cart');
    // The header's own switch is for wider screens.
    await expect(banner.getByRole('combobox', { name: 'Language' })).toBeHidden();

    await banner.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.keyboard.press('Escape');
    await expect(banner.getByRole('link', { name: /^Корзина, / })).toContainText('Корзина');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Меню' })).toBeVisible();
  });

  test('the pager stays on one line', async ({ page }) => {
    await page.goto('/brand/?page=3');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('button', { name: 'Next' })).toBeVisible();
    const [first, last] = await Promise.all([
      pager.getByRole('button', { name: 'Previous' }).boundingBox(),
      pager.getByRole('button', { name: 'Next' }).boundingBox(),
    ]);
    expect(last?.y).toBe(first?.y);
  });
});

test('a visitor’s page comes with what the app loads at start: no request for the categories, top brands, countries or brands', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/client\/api\/(country|category\/tree|top-brands|brands\/all)/.test(pathname)) asked.push(pathname);
  });
  for (const path of ['/', '/brand/401/', '/product/5/', '/category/1/']) {
    await page.goto(path);
    await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
    // The shell's start-up loading runs once the page is live: give it the time it takes.
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toEqual([]);
  // The countries are there for a form: the find-ID page, opened from the page, offers them without asking.
  await page.evaluate(() => {
    history.pushState(null, '', '/find/id');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('combobox', { name: 'Country' }).fill('Viet');
  await expect(page.getByRole('option', { name: /Vietnam/ })).toBeVisible();
  expect(asked).toEqual([]);
});

test('the pictures of a list’s first cards are wanted with the page, the others lazily, and all are drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  let fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
  });
  for (const path of ['/category/1/', '/brand/401/']) {
    fetched = [];
    await page.goto(path);
    const pictures = page.locator('.grid--products .product-card__image img');
    await expect(pictures.first()).toBeVisible();
    const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.length).toBeGreaterThan(4);
    // The first four (a phone's first two rows, most of a desktop's first row) are named in the HTML as wanted at once:
    // the browser fetches them as it reads the page, not after the layout, and draws them.
    const loading = await pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading));
    expect(loading.slice(0, 5)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    for (let card = 0; card < 4; card++) {
      await expect.poll(() => pictures.nth(card).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    }
    expect(fetched).toEqual(expect.arrayContaining(sources.slice(0, 4)));
    // The last card's picture is there once the visitor scrolls down to it.
    await pictures.last().scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.last().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  }
});

/** Where the page stands: its scroll position and where its footer is on screen. */
const standing = (page: Page) =>
  page.evaluate(() => ({
    y: Math.round(window.scrollY),
    footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().top),
  }));

/** Scrolls to the end as a person does, with the wheel, until the page goes no further; where it then stands. */
async function wheelToEnd(page: Page) {
  await page.mouse.move(640, 400);
  for (let last = -1, now = 0; now !== last; ) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
    [last, now] = [now, (await standing(page)).y];
  }
  await expect.poll(() => standing(page)).toEqual(await standing(page));
  return standing(page);
}

test('the home page draws its parts off screen as they come near, and going back lands where the visitor left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const picks = page.locator('#home-picks');
  const drawn = () => picks.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  // Far down the page, not drawn yet (it has no layout or paint of its own until it comes near).
  await expect(page.locator('#home-top')).toBeVisible();
  expect(await drawn()).toBe(false);

  // Scrolled to the end as a person does: the picks are drawn now.
  const left = await wheelToEnd(page);
  expect(await drawn()).toBe(true);
  expect(left.y).toBeGreaterThan(1500);

  // To a category and back, twice: the same place, though every part above it was drawn again from nothing (with the
  // parts counted at their estimated height, the footer came 114 px lower).
  for (let round = 0; round < 2; round++) {
    await page.locator('.category-tile').last().click();
    await expect(page).toHaveURL(/\/category\/\d+\/$/);
    await page.goBack();
    await expect.poll(() => standing(page)).toEqual(left);
  }
});

test('a reload the service worker answers lands where the visitor left, though the page grows as its data arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.locator('#home-top')).toBeVisible();
  const left = await wheelToEnd(page);
  expect(left.y).toBeGreaterThan(1500);

  // Twice: the app alone comes from the service worker (no page drawn by the server), then its data from the network,
  // here as slowly as a phone's (a third of a second an answer).
  await page.route('**/client/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  for (let round = 0; round < 2; round++) {
    await page.reload();
    expect(await page.evaluate(() => document.getElementById('first-render'))).toBeNull();
    await expect.poll(() => standing(page)).toEqual(left);
  }
});

test('an address typed in the tab opens at its top, while a reload stays where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('#home-top')).toBeVisible();
  const down = await wheelToEnd(page);
  expect(down.y).toBeGreaterThan(1500);
  // A new address in the same tab, as typed or from a bookmark: its top, not where the last page was left.
  for (const path of ['/about/', '/cart/', '/brand/401/']) {
    await page.goto(path);
    await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY), path).toBe(0);
  }
  // A reload lands where the visitor was on that very page.
  await page.goto('/');
  await expect(page.locator('#home-top')).toBeVisible();
  const left = await wheelToEnd(page);
  await page.reload();
  await expect.poll(() => standing(page)).toEqual(left);
});

test('on a desktop the header switches the language and names the signed-in member and company', async ({
  page,
  request,
}) => {
  // Two sign-ins (each a password hash) and an axe scan: 27–29 s alone on a slow machine, against 30 s by default.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const headers = await buyerHeaders(request, 'demo-usd');
  const me = (await (await request.get('/client/api/v1/company', { headers })).json()).payload as {
    companyName: string;
    member: { name: string };
  };
  await signIn(page, 'demo-usd', DEMO_PASSWORD);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: `Signed in as ${me.member.name}, ${me.companyName}` })).toBeVisible();
  await expect(banner.getByRole('link', { name: /^Quotation basket, / })).toContainText('Basket');
  await expectNoSeriousA11yViolations(page);
  await banner.getByRole('combobox', { name: 'Language' }).selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(banner.getByRole('link', { name: 'Thương hiệu', exact: true })).toBeVisible();
  await banner.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en');
  await expect(banner.getByRole('link', { name: 'Brands', exact: true })).toBeVisible();
});

test('a signed-out buyer opening an offer from an e-mail signs in and lands on that offer', async ({
  page,
  request,
}) => {
  const quotation = await buyerQuotation(request, 'demo-usd');
  await page.goto(`/quotation/${quotation.id}`);
  await expect(page).toHaveURL(new RegExp(`/sign-in/\\?next=%2Fmy-page%2Fquotations%2F${quotation.id}%2F$`));
  await page.getByLabel('Login ID').fill('demo-usd');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my-page/quotations/${quotation.id}/$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quotation ${quotation.number}` })).toBeVisible();
});

test('signing in never leaves the site for a return address', async ({ page }) => {
  // Other forms of another site's address are refused the same way (apps/web/test/return-path.test.ts).
  await page.goto(`/sign-in/?next=${encodeURIComponent('//evil.example/')}`);
  await page.getByLabel('Login ID').fill('demo-usd');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/\?sign-in=true$/);
});

test('the loading grid draws the rows of the specification’s formula at any width', async ({ page }) => {
  // 24 brands a page: round((24 − 1) / 10) × 10 / 5 = 4 rows of 150 px and 3 gaps of 16 px.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/client/api/brands',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Brands', exact: true }).click();
    const placeholder = page.locator('.grid-placeholder');
    await expect(placeholder).toHaveAttribute('data-rows', '4');
    expect((await placeholder.boundingBox())?.height, `${width} px`).toBe(4 * 150 + 3 * 16);
  }
  release();
});
