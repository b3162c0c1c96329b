import { chromium } from '@playwright/test';

const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
async function shot(name, width, path, setup) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } });
  if (setup) await setup(page);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  await page.close();
}
async function admin(page) {
  await page.goto(base + '/admin/sign-in');
  await page.getByLabel('Login ID').fill('admin');
  await page.getByLabel('Password').fill('Demo!2026pass');
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForURL(/\/admin$/);
}
for (const width of [375, 1280]) {
  await shot('signup', width, '/sign-up/');
  await shot('company', width, '/company/');
  await shot('settings', width, '/admin/settings', admin);
}
await browser.close();
