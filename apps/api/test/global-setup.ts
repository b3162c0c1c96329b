import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run — TEST_DATABASE_URL's server, or an embedded one in a temporary directory — and one
 * template database, migrated and loaded with the demo data once. Each test file copies it (see helper.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hive-test-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir);
    serverUrl = embedded.url;
  }
  const templateDatabase = `hive_template_${process.pid}`;
  await admin(serverUrl, `create database ${templateDatabase}`);
  // The template's migrations and demo data: no statement limit (a slow CI machine must not cut them).
  const template = connect(databaseUrl(serverUrl, templateDatabase), { statementTimeoutMs: 0 });
  await applyMigrations(template.db);
  await seedDemo(template.db);
  await template.close();

  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin(serverUrl, `drop database if exists ${templateDatabase} with (force)`);
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
