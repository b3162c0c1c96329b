import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations, PRICE_KEY, recordApi } from './helpers';

// The accessibility scans of these long pages take several seconds on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

const ru = JSON.parse(readFileSync(new URL('../../apps/web/src/i18n/locales/ru/trend.json', import.meta.url), 'utf8'));

/** A drawn line of `points` points: an SVG path "M x y L x y …". */
const lineOf = (points: number) => new RegExp(`^M[\\d.]+ [\\d.]+( L[\\d.]+ [\\d.]+){${points - 1}}$`);

/** The rows of the ranking, in order, once a period's own answer (not the previous one's) is shown. */
async function ranking(page: Page): Promise<string[]> {
  await expect(page.locator('.tracking--stale')).toHaveCount(0);
  const rows = page.getByRole('table', { name: /Top brands by sales/ }).locator('tbody tr');
  await expect(rows).toHaveCount(20);
  return rows.evaluateAll((all) => all.map((row) => (row as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

test('a visitor sees the trend page: beta label, rankings with their weeks, rising searches, no price', async ({
  page,
}) => {
  const responses = recordApi(page);
  await page.goto('/trend');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trend');
  await expect(page.locator('h1 .beta-badge')).toHaveText('Beta');

  const products = page.getByRole('region', { name: 'Most requested products' });
  await expect(products.getByRole('listitem')).toHaveCount(10);
  const sparklines = products.getByRole('img', { name: /^Units per week over 12 weeks/ });
  await expect(sparklines).toHaveCount(10);
  await expect(sparklines.first().locator('.sparkline__line')).toHaveAttribute('d', lineOf(12));
  await expect(products.getByRole('link', { name: /^Rank 1:/ })).toHaveAttribute('href', /^\/product\/\d+\/$/);

  const brands = page.getByRole('region', { name: 'Most requested brands' });
  await expect(brands.getByRole('listitem')).toHaveCount(10);
  await expect(brands.getByRole('link', { name: /^Rank 1:/ })).toHaveAttribute('href', /^\/brand\/\d+\/$/);

  const searches = page.getByRole('region', { name: 'Rising searches' });
  const chart = searches.getByRole('img', { name: /fastest-rising terms over 12 weeks/ });
  await expect(chart).toBeVisible();
  const lines = chart.locator('.line-chart__series path');
  await expect(lines).toHaveCount(5);
  await expect(lines.first()).toHaveAttribute('d', lineOf(12));
  await expect(
    searches
      .getByRole('listitem')
      .filter({ hasText: /searches/ })
      .first(),
  ).toBeVisible();
  await expect(searches.locator('.rising-term a').first()).toHaveAttribute('href', /^\/search\/\?search=/);

  expect(responses.some((body) => body.includes('"recentWeeks"'))).toBe(true);
  for (const body of responses) expect(body).not.toMatch(PRICE_KEY);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/[$₩]\s?\d/);
});

test('the trend page shows its numbers as a table, passes an accessibility scan and links to products', async ({
  page,
}) => {
  await page.goto('/trend');
  const products = page.getByRole('region', { name: 'Most requested products' });
  await products.getByText('Show the numbers').click();
  const table = products.getByRole('table', { name: /most requested products/ });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table.locator('thead th')).toHaveCount(13);

  await expectNoSeriousA11yViolations(page);

  const name = (await products.locator('.demand-row__name > a').first().innerText()).replace(/^Rank 1:\s*/, '');
  await products.getByRole('link', { name: /^Rank 1:/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('tracking ranks brands by share of sales; the period changes the ranking, the chart and the address', async ({
  page,
}) => {
  const responses = recordApi(page);
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tracking');
  await expect(page.getByRole('button', { name: '4 weeks' })).toHaveAttribute('aria-pressed', 'true');
  const fourWeeks = await ranking(page);
  expect(fourWeeks[0]).toMatch(/^1 .+ \d+(\.\d)?% [\d,]+ [\d,]+$/);
  const weekly = page.getByRole('img', { name: /each week's sales of the top 5 brands/ });
  await expect(weekly.locator('.line-chart__series path')).toHaveCount(5);
  await expect(weekly.locator('.line-chart__series path').first()).toHaveAttribute('d', lineOf(4));

  await page.getByRole('button', { name: 'Year' }).click();
  await expect(page).toHaveURL(/\/tracking\?period=year$/);
  await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  const monthly = page.getByRole('img', { name: /each month's sales of the top 5 brands/ });
  await expect(monthly.locator('.line-chart__series path').first()).toHaveAttribute('d', lineOf(12));
  const year = await ranking(page);
  expect(year).not.toEqual(fourWeeks);

  await page.getByRole('button', { name: 'Quarter' }).click();
  await expect(page).toHaveURL(/period=quarter$/);
  await expect(
    page
      .getByRole('img', { name: /each week's sales/ })
      .locator('.line-chart__series path')
      .first(),
  ).toHaveAttribute('d', lineOf(13));

  // The address is the state: back returns to the year.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  expect(await ranking(page)).toEqual(year);
  for (const body of responses) expect(body).not.toMatch(PRICE_KEY);
});

test('a shared tracking address opens its period, links brands and passes an accessibility scan', async ({ page }) => {
  await page.goto('/tracking?period=year');
  await expect(page.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  await ranking(page);
  const firstBrand = page
    .getByRole('table', { name: /Top brands by sales/ })
    .locator('tbody a')
    .first();
  await expect(firstBrand).toHaveAttribute('href', /^\/brand\/\d+\/$/);
  await page.getByText('Show the numbers').click();
  await expect(page.getByRole('table', { name: /each month's sales/ }).locator('tbody tr')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('both pages fit the screen and read in Russian', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByLabel('Language').selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.goto('/trend');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ru.trend.title);
    await expect(page.locator('h1 .beta-badge')).toHaveText(ru.common.beta);
    await expect(page.locator('.rising-term').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/tracking?period=quarter');
    await expect(page.getByRole('button', { name: ru.tracking.periods.quarter })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.tracking-table tbody tr')).toHaveCount(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The ranking fits too, every column in view without scrolling sideways.
    const table = await page
      .locator('.tracking-table')
      .evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.client);
    await expectNoSeriousA11yViolations(page);
  });
});
