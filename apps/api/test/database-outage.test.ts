import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { connect, type Database } from '../src/db/client.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded.js';
import { applyMigrations } from '../src/db/migrate.js';

/**
 * The database really stopped, frozen and killed under a running app — on a PostgreSQL of this file's
 * own (whatever TEST_DATABASE_URL says), with short limits so that each outage shows within seconds. The tests run in
 * order, each leaving the database up for the next.
 */
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hive-outage-'));
await fs.chmod(dir, 0o755);
let server: EmbeddedServer;
let database: Database;
let app: App;
const restarts: number[] = [];
const givenUp: unknown[] = [];

const start = (port?: number) =>
  startEmbeddedPostgres(dir, undefined, {
    port,
    onRestarted: (attempt) => restarts.push(attempt),
    onGiveUp: (error) => givenUp.push(error),
  });

beforeAll(async () => {
  server = await start();
  const setup = connect(server.url, { poolSize: 1, statementTimeoutMs: 0 });
  await applyMigrations(setup.db);
  await setup.db.execute(sql`create table outage_probe (id int)`);
  await setup.close();
  database = connect(server.url, { poolSize: 4, connectTimeoutMs: 2_000, statementTimeoutMs: 1_500 });
  app = await buildApp({ db: database.db });
}, 60_000);

afterAll(async () => {
  for (const pid of clusterPids()) signal(pid, 'SIGCONT');
  await app?.close();
  await database?.close();
  await server?.stop();
  // Whatever a failed test left behind: nothing of this cluster survives the file.
  for (const pid of clusterPids()) signal(pid, 'SIGKILL');
  await fs.rm(dir, { recursive: true, force: true });
}, 30_000);

/** A public request that reads the database every time (no kept answer). */
const lookup = () => app.inject({ url: '/auth/client/existingByLoginId?loginId=demo-usd', remoteAddress: '10.1.2.3' });
/** One that runs a named statement, prepared once per connection (the search's; a new text each time: none is kept). */
let searches = 0;
const search = () => app.inject({ url: `/client/api/search?search=cream%20${++searches}`, remoteAddress: '10.1.2.4' });
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the answer is 200 (or 30 s passed); every status seen, in order. */
async function untilAnswered(request: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { statusCode } = await request();
    statuses.push(statusCode);
    if (statusCode === 200 || Date.now() > deadline) return statuses;
    await delay(200);
  }
}

function postmasterPid(): number | undefined {
  try {
    return Number(readFileSync(path.join(dir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}
/** The postmaster of the file's database and every process it started (its backends and workers). */
function clusterPids(): number[] {
  const postmaster = postmasterPid();
  if (!postmaster) return [];
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
    expect((await search()).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
    const port = server.port;
    await server.stop();

    const down = await timed(lookup);
    expect(down.result.statusCode).toBe(503);
    expect(down.result.headers['retry-after']).toMatch(/^\d+$/);
    expect(down.result.json()).toEqual({
      code: 'UNAVAILABLE',
      error: 'The service is briefly unavailable. Please try again in a moment.',
      requestId: down.result.headers['x-request-id'],
    });
    expect(down.ms).toBeLessThan(3_000);
    expect((await search()).statusCode).toBe(503);
    const ready = await timed(() => app.inject({ url: '/ready' }));
    expect(ready.result.statusCode).toBe(503);
    expect(ready.result.headers['retry-after']).toMatch(/^\d+$/);
    expect(ready.ms).toBeLessThan(2_000);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);

    server = await start(port);
    expect((await lookup()).statusCode).toBe(200);
    // The named statement is prepared again on the new connections.
    expect((await search()).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
  }, 60_000);
});

describe('with the database frozen', () => {
  it('answers 503 within the time limits instead of hanging, and recovers as soon as it thaws', async () => {
    expect((await lookup()).statusCode).toBe(200);
    const frozen = clusterPids();
    expect(frozen.length).toBeGreaterThan(1);
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    try {
      // Statement limit 1.5 s, its answer awaited 3 s, a connection 2 s.
      const stuck = await timed(lookup);
      expect(stuck.result.statusCode).toBe(503);
      expect(stuck.ms).toBeLessThan(5_000);
      const ready = await timed(() => app.inject({ url: '/ready' }));
      expect(ready.result.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(2_500);
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      for (const pid of frozen) signal(pid, 'SIGCONT');
    }
    // No connection that waited on the frozen server is handed out again.
    expect((await lookup()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
  }, 60_000);

  it('never leaves a cut transaction open on a pooled connection, to swallow the next writes', async () => {
    const { db } = database;
    await db.execute(sql`truncate outage_probe`);
    const frozen: number[] = [];
    const cut = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into outage_probe values (1)`);
        frozen.push(...clusterPids());
        for (const pid of frozen) signal(pid, 'SIGSTOP');
        await tx.execute(sql`select 2`); // no answer: the client gives up, and the rollback gets none either
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
      .finally(() => {
        for (const pid of frozen) signal(pid, 'SIGCONT');
      });
    expect(cut).toBeInstanceOf(Error);

    // Every connection of the pool, at once: none of them is still inside the abandoned transaction.
    const states = await Promise.all(
      [1, 2, 3, 4].map(() =>
        db.execute<{ tx: string | null }>(sql`select txid_current_if_assigned()::text as tx, pg_sleep(0.05)`),
      ),
    );
    expect(states.map(({ rows }) => rows[0]?.tx)).toEqual([null, null, null, null]);
    await db.execute(sql`insert into outage_probe values (2)`);
    const elsewhere = new pg.Client({ connectionString: server.url });
    await elsewhere.connect();
    try {
      // The cut request's row is gone with its transaction; the next write is committed.
      expect((await elsewhere.query('select id from outage_probe order by id')).rows).toEqual([{ id: 2 }]);
    } finally {
      await elsewhere.end();
    }
  }, 60_000);
});

describe('with a connection lost while a request holds it', () => {
  it('fails that request only: the process goes on, the pool recovers', async () => {
    const held = await database.pool.connect();
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    const killer = new pg.Client({ connectionString: server.url });
    await killer.connect();
    await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await killer.end();
    // An 'error' event with no listener would end the process here (vitest reports it as an unhandled error).
    const failure = await held.query('select 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    // Given back with its error, as pool.query and the transaction helper do: the pool drops it rather than lending a
    // connection whose socket closes a moment after the error (released without it, the next request could get it).
    held.release(failure as Error);
    expect(failure).toBeInstanceOf(Error);
    expect((await lookup()).statusCode).toBe(200);
  });
});

describe('with the embedded database killed', () => {
  it.each([
    ['the postmaster alone (its backends end by themselves)', () => [postmasterPid()!]],
    ['the postmaster and its backends, as the OOM killer might', clusterPids],
  ])(
    '%s: starts it again by itself, requests answer 503 meanwhile and work again',
    async (_, victims) => {
      expect((await search()).statusCode).toBe(200);
      const postmaster = postmasterPid();
      const restartsBefore = restarts.length;
      for (const pid of victims()) signal(pid, 'SIGKILL');
      // Asked all along: a backend that has not yet noticed its postmaster's death may still answer one.
      const statuses: number[] = [];
      for (let waited = 0; restarts.length === restartsBefore && waited < 30_000; waited += 200) {
        statuses.push((await search()).statusCode);
        await delay(200);
      }
      statuses.push(...(await untilAnswered(search)));
      expect(statuses.at(-1)).toBe(200);
      // Never a 500: a 503 while it was down.
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses).toContain(503);
      expect(restarts.length).toBeGreaterThan(restartsBefore);
      expect(postmasterPid()).not.toBe(postmaster);
      expect((await lookup()).statusCode).toBe(200);
    },
    60_000,
  );

  it('gives up after a few tries when it cannot start again (the server then exits non-zero)', async () => {
    const port = server.port;
    for (const pid of clusterPids()) signal(pid, 'SIGKILL');
    // Something else takes its port as soon as it is free: every start fails.
    const accepted: net.Socket[] = [];
    const squatter = net.createServer((socket) => accepted.push(socket));
    for (let waited = 0; ; waited += 50) {
      const taken = await new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (taken) break;
      if (waited > 5_000) throw new Error(`port ${port} never freed`);
      await delay(50);
    }
    try {
      for (let waited = 0; givenUp.length === 0 && waited < 30_000; waited += 200) await delay(200);
      expect(givenUp).toHaveLength(1);
      expect(String(givenUp[0])).toMatch(/FATAL: +could not create any TCP\/IP sockets/); // PostgreSQL's own reason
      expect((await lookup()).statusCode).toBe(503);
      await delay(1_500);
      expect(givenUp).toHaveLength(1); // the watchdog stopped with it
    } finally {
      // It never reads what the pool's connections sent, so it never sees them close: they end here.
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 60_000);
});
