import { randomBytes } from 'node:crypto';
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
  const app = await buildApp({ ...options, db: database.db });
  afterAll(async () => {
    await app.close();
    await database.close();
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  });
  return { app, database };
}

/** The anti-forgery pair a browser would send with a state-changing request. */
export const csrf = { cookies: { 'XSRF-TOKEN': 'test-csrf-token' }, headers: { 'x-xsrf-token': 'test-csrf-token' } };
