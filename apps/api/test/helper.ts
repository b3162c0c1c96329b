import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.js';
import { connect, type Database } from '../src/db/client.js';
import { admin, databaseUrl } from './global-setup.js';

export type TestContext = { app: App; database: Database };

/** A fresh database for this test file, copied from the migrated, seeded template in milliseconds. */
export async function createTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<TestContext> {
  const serverUrl = inject('serverUrl');
  const name = `hive_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
  const database = connect(databaseUrl(serverUrl, name));
  // Tests run as development does: without SMTP, the outbox keeps the codes and links they read.
  const app = await buildApp({ ...options, mail: { outboxSecrets: true, ...options.mail }, db: database.db });
  afterAll(async () => {
    await app.close();
    await database.close();
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  });
  return { app, database };
}

/** The anti-forgery pair a browser would send with a state-changing request. */
export const csrf = { cookies: { 'XSRF-TOKEN': 'test-csrf-token' }, headers: { 'x-xsrf-token': 'test-csrf-token' } };

/**
 * Two API processes on one database: the helper's app, and a second built beside it on the same database (closed
 * after the file). For what one process changes and the other must see.
 */
export async function createTwoProcesses(): Promise<TestContext & { second: App }> {
  const ctx = await createTestApp();
  const second = await buildApp({ db: ctx.database.db });
  afterAll(async () => {
    await second.close();
  });
  return { ...ctx, second };
}

/** Waits until `read` gives `want` (a notification crosses a connection), or gives up after two seconds. */
export async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  let seen = await read();
  for (let tries = 0; tries < 40 && seen !== want; tries++) {
    await sleep(50);
    seen = await read();
  }
  return seen;
}

/** Every path the API documents: the public document's and, read as the operator `operatorToken`, the console's. */
export async function documentedPaths<Operation = unknown>(
  app: App,
  operatorToken: string,
): Promise<Record<string, Record<string, Operation>>> {
  const [open, console] = await Promise.all([
    app.inject({ url: '/docs/json' }),
    app.inject({ url: '/console/api/docs/json', headers: { 'x-operator-token': operatorToken } }),
  ]);
  return { ...open.json().paths, ...console.json().paths };
}
