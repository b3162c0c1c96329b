import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * After a full page load, waits until the app has taken the page over (`html[data-app-ready]`). A visitor's page is on
 * screen, drawn by the server, before the app's code runs: a person clicking at once would see nothing happen, so the
 * journeys wait as a person waits for the page to come alive. A document that is not the app (XML, PDF) is not waited
 * for; a page that never becomes ready (the shell's error page) after ten seconds.
 */
export function waitingForApp(page: Page): Page {
  const ready = async <R extends { headers(): Record<string, string> } | null>(response: R): Promise<R> => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => {});
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
  return page;
}

/** Playwright's `test`, with every page of the test's context waiting for the app after a full load. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitingForApp);
    await use(context);
  },
});
