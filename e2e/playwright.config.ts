import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;
/** Every journey comes from this machine: the limits on sign-in and public forms would count them all as one visitor. */
const LOOPBACK = '127.0.0.1,::1,::ffff:127.0.0.1';
/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the same engine without the browser's own
 * UI, a third less CPU a journey.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * The journeys run in the system Chromium against the built app, served by the real API on a fresh embedded
 * PostgreSQL with the demo data (wiped and loaded again on every run). With no mail server, the console's outbox is
 * their mailbox: it keeps the codes and links they read (MAIL_OUTBOX_SECRETS). Webhooks may post to a receiver the
 * journey runs on this machine (WEBHOOK_ALLOW_PRIVATE).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ../data/e2e-${PORT} && DATA_DIR=data/e2e-${PORT} PORT=${PORT} LOG_LEVEL=warn RATE_LIMIT_ALLOW=${LOOPBACK} MAIL_OUTBOX_SECRETS=true WEBHOOK_ALLOW_PRIVATE=true node ../scripts/start.mjs`,
    url: `${baseURL}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
