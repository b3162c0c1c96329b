import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { connect, type Database } from '../src/db/client.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded.js';
import { applyMigrations } from '../src/db/migrate.js';

/**
 * Issue 11, item 5: the database really stopped, frozen and killed under a running app — on a PostgreSQL of this file's
 * own (whatever TEST_DATABASE_URL says), with short limits so that each outage shows within seconds.
 */
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hive-outage-'));
await fs.chmod(dir, 0o755);
let server: EmbeddedServer;
let database: Database;
let app: App;
const restarts: number[] = [];

const start = (port?: number) =>
  startEmbeddedPostgres(dir, undefined, { port, onRestarted: (attempt) => restarts.push(attempt) });

beforeAll(async () => {
  server = await start();
  const setup = connect(server.url, { poolSize: 1 });
  await applyMigrations(setup.db);
  await setup.close();
  database = connect(server.url, { poolSize: 4, connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 });
  app = await buildApp({ db: database.db });
}, 60_000);

afterAll(async () => {
  for (const pid of clusterPids()) signal(pid, 'SIGCONT');
  await app?.close();
  await database?.close();
  await server?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** A public request that reads the database every time (no kept answer). */
const lookup = () => app.inject({ url: '/auth/client/existingByLoginId?loginId=demo-usd', remoteAddress: '10.1.2.3' });
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

/** The postmaster of the file's database and every process it started (its backends and workers). */
function clusterPids(): number[] {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(dir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

describe('with the database stopped and started again', () => {
  it('answers 503 with Retry-After quickly, keeps /health, fails /ready fast, and recovers without a restart', async () => {
    expect((await lookup()).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
    const port = server.port;
    await server.stop();

    const down = await timed(lookup);
    expect(down.result.statusCode).toBe(503);
    expect(down.result.headers['retry-after']).toMatch(/^\d+$/);
    expect(down.result.json()).toMatchObject({
      code: 'UNAVAILABLE',
      error: expect.stringMatching(/briefly unavailable/),
    });
    expect(down.ms).toBeLessThan(3_000);
    const ready = await timed(() => app.inject({ url: '/ready' }));
    expect(ready.result.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(2_000);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);

    server = await start(port);
    expect((await lookup()).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
  }, 60_000);
});

describe('with the database frozen', () => {
  it('answers 503 within the time limits instead of hanging, and recovers when it thaws', async () => {
    expect((await lookup()).statusCode).toBe(200);
    const frozen = clusterPids();
    expect(frozen.length).toBeGreaterThan(1);
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    try {
      const stuck = await timed(lookup);
      expect(stuck.result.statusCode).toBe(503);
      expect(stuck.ms).toBeLessThan(5_000);
      const ready = await timed(() => app.inject({ url: '/ready' }));
      expect(ready.result.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(2_500);
    } finally {
      for (const pid of frozen) signal(pid, 'SIGCONT');
    }
    let answer = await lookup();
    for (let i = 0; i < 20 && answer.statusCode !== 200; i++) answer = await lookup();
    expect(answer.statusCode).toBe(200);
  }, 60_000);
});

describe('with the embedded database killed', () => {
  it('starts it again by itself, and requests work again', async () => {
    expect((await lookup()).statusCode).toBe(200);
    // The postmaster and its backends, as a crash or the OOM killer would take them.
    const killed = clusterPids();
    const postmaster = killed[0];
    for (const pid of killed) signal(pid, 'SIGKILL');
    const statuses: number[] = [];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { statusCode } = await lookup();
      statuses.push(statusCode);
      if (statusCode === 200 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(statuses.at(-1)).toBe(200);
    // While it was down, every answer was a 503, never a 500.
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    expect(restarts.length).toBeGreaterThan(0);
    expect(clusterPids()[0]).not.toBe(postmaster);
  }, 60_000);
});
