import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../src/api-process.js';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { connect, type Database } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { type ReadSide, readSide } from '../src/db/replica.js';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { csrf } from './helper.js';
import { orderFixtures, orderForm } from './orders.js';
import { requests } from './requests.js';
import { type StreamingPair, startStreamingPair } from './streaming-replica.js';

/**
 * DATABASE_READ_URL for real: the app on a primary and its streaming hot standby (both the embedded PostgreSQL). The
 * catalogue's reads reach the standby, writes the primary; a buyer's reads after their own write (an add to the cart,
 * an order) go to the primary until the standby has replayed it; reads fall back to the primary while the standby is
 * stopped or lags beyond the limit, and come back when it has caught up.
 */
const TOKEN = 'replica-test-metrics-token-0123456789';
let pair: StreamingPair;
let primary: Database;
let reads: ReadSide;
let app: App;
/** A second API process on the same primary and replica. */
let second: App;
let secondReads: ReadSide;
/** A connection to the standby of its own, to pause and resume its replay and read its statistics. */
let standby: pg.Client;

beforeAll(async () => {
  pair = await startStreamingPair(async (url) => {
    const setup = connect(url, { statementTimeoutMs: 0 });
    await applyMigrations(setup.db);
    await seedDemo(setup.db);
    await setup.close();
  });
  primary = connect(pair.primary.url);
  reads = readSide(primary, pair.replica.url, { maxLagMs: 60_000, connectTimeoutMs: 1_000 });
  app = await buildApp({ db: primary.db, reads, metricsToken: TOKEN, mail: { outboxSecrets: true } });
  secondReads = readSide(primary, pair.replica.url, { maxLagMs: 60_000, connectTimeoutMs: 1_000 });
  second = await buildApp({ db: primary.db, reads: secondReads });
  standby = new pg.Client({ connectionString: pair.replica.url });
  standby.on('error', () => {});
  await standby.connect();
  await until(() => reads.stats().up && secondReads.stats().up);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await second?.close();
  await reads?.close();
  await secondReads?.close();
  await primary?.close();
  await standby?.end().catch(() => {});
  await pair?.close();
});

/** Waits (10 s at most) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error('never came true');
}

/** A request as a browser sends it: its cookies (the anti-forgery pair, `hive_rw` once a write has set it). */
function browser(token?: string) {
  const jar: Record<string, string> = { ...csrf.cookies };
  return {
    jar,
    /** On `on`: the app, or another API process. */
    async call(method: 'GET' | 'POST', url: string, body?: object, on: App = app) {
      const response = await on.inject({
        method,
        url,
        payload: body,
        cookies: jar,
        headers: { ...csrf.headers, ...(token ? { 'x-auth-token': token } : {}) },
      });
      for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
      return response;
    },
  };
}

let word = 0;
/** A search no one asked before (searches are kept by their words): its statements run now. */
const search = (as = browser(), on: App = app) =>
  as.call('GET', `/client/api/search?search=cream%20${++word}&locale=en`, undefined, on);

/** Where the statements of `work` on the read side `side` ran. */
async function readsOf(work: () => Promise<unknown>, side = reads) {
  const before = side.stats();
  await work();
  const after = side.stats();
  return {
    replica: after.replica - before.replica,
    primary: after.primary - before.primary,
    fallbacks: after.fallbacks - before.fallbacks,
  };
}

const replayPaused = async <T>(work: () => Promise<T>) => {
  await standby.query('select pg_wal_replay_pause()');
  try {
    return await work();
  } finally {
    await standby.query('select pg_wal_replay_resume()');
  }
};
const onStandby = async (text: string, values: unknown[] = []) => (await standby.query(text, values)).rows[0];
const onPrimary = async (text: string, values: unknown[] = []) => (await primary.pool.query(text, values)).rows[0];

async function metric(line: string) {
  const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const found = text.split('\n').find((row) => row.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('with DATABASE_READ_URL', () => {
  it('sends the catalogue, search and sitemap reads to the replica and the writes to the primary', async () => {
    const transactions = async () =>
      Number(
        (await onStandby("select xact_commit from pg_stat_database where datname = 'postgres'")).xact_commit as string,
      );
    const before = await transactions();
    const visitor = browser();
    const productId = (await onPrimary('select id from products where exist and not hidden order by id limit 1')).id;
    const ran = await readsOf(async () => {
      for (let n = 0; n < 3; n++) expect((await search(visitor)).statusCode).toBe(200);
      expect((await visitor.call('GET', `/client/api/v2/product/${productId}`)).statusCode).toBe(200);
      expect((await visitor.call('GET', '/sitemap-brands.xml')).statusCode).toBe(200);
    });
    expect(ran.primary).toBe(0);
    expect(ran.replica).toBeGreaterThanOrEqual(5);
    // The standby's own statistics count them (its statistics are flushed a moment later).
    await until(async () => (await transactions()) >= before + 5);
    expect(await metric('hive_db_reads_total{server="replica"}')).toBeGreaterThanOrEqual(5);
    expect(await metric('hive_db_replica_up')).toBe(1);
    expect(await metric('hive_db_replica_lag_seconds')).toBeGreaterThanOrEqual(0);

    // A write (a visitor's first add to the cart) goes to the primary, and says where the primary then was.
    const added = await visitor.call('POST', '/client/api/v1/cart/add', [{ productId, quantity: 1 }]);
    expect(added.statusCode).toBe(200);
    expect(visitor.jar.hive_rw).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    const lines = 'select count(*)::int as n from cart_items where cart_id = $1';
    expect((await onPrimary(lines, [visitor.jar.hive_cart])).n).toBe(1);
    expect((await onPrimary('select pg_is_in_recovery() as standby')).standby).toBe(false);
    expect((await onStandby('select pg_is_in_recovery() as standby')).standby).toBe(true);
    // The standby replays it a moment later.
    await until(async () => (await onStandby(lines, [visitor.jar.hive_cart])).n === 1);
  });

  it("reads a buyer's own add to the cart from the primary until the replica has it", async () => {
    const r = requests({ app, database: primary });
    const token = await r.signIn('demo-usd');
    const buyer = browser(token);
    const visitor = browser();
    const productId = (
      await onPrimary('select id from products where exist and not hidden order by id limit 1 offset 1')
    ).id;
    const lines = async () => (await buyer.call('GET', '/client/api/v1/cart')).json().payload as unknown[];
    const before = (await lines()).length;
    const cartLines = 'select count(*)::int as n from cart_items';
    await replayPaused(async () => {
      const replicaLines = (await onStandby(cartLines)).n;
      expect((await buyer.call('POST', '/client/api/v1/cart/add', [{ productId, quantity: 3 }])).statusCode).toBe(200);
      // The replica has not replayed it…
      expect((await onPrimary(cartLines)).n).toBe(replicaLines + 1);
      expect((await onStandby(cartLines)).n).toBe(replicaLines);
      // …yet the buyer sees it, and their catalogue reads go to the primary while another visitor's go to the replica.
      expect(await lines()).toHaveLength(before + 1);
      expect(await readsOf(() => search(buyer))).toMatchObject({ replica: 0, fallbacks: 0 });
      expect((await readsOf(() => search(buyer))).primary).toBeGreaterThan(0);
      expect((await readsOf(() => search(visitor))).replica).toBeGreaterThan(0);
      // Another API process, with its own read side, knows it from the cookie alone.
      expect(await readsOf(() => search(buyer, second), secondReads)).toMatchObject({ replica: 0, fallbacks: 0 });
      expect((await readsOf(() => search(visitor, second), secondReads)).replica).toBeGreaterThan(0);
    });
    // Once the replica has replayed the write, the buyer reads from it again.
    await until(async () => (await readsOf(() => search(buyer))).replica > 0);
  });

  it('reads an order just placed from the primary until the replica has it', async () => {
    const r = requests({ app, database: primary });
    const fixtures = orderFixtures({ app, database: primary }, r);
    const token = await r.signIn('demo-usd', DEMO_PASSWORD);
    const address = await fixtures.addressOf((await fixtures.buyer('demo-usd')).id);
    const [product] = await fixtures.products(1);
    const buyer = browser(token);
    await replayPaused(async () => {
      const form = orderForm([{ productId: product!.id, qty: fixtures.packsOver(product!) }], address);
      const placed = await buyer.call('POST', '/client/api/v1/member/order?locale=en', form);
      expect(placed.statusCode).toBe(200);
      const orderId = placed.json().payload.order.id;
      expect((await onStandby('select count(*)::int as n from orders where id = $1', [orderId])).n).toBe(0);
      const list = await buyer.call('GET', '/client/api/v1/orders');
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(String(orderId));
      expect((await readsOf(() => search(buyer))).replica).toBe(0);
    });
    await until(async () => (await readsOf(() => search(buyer))).replica > 0);
  });

  it('reads from the primary after a catalogue change until the replica has it, for every visitor', async () => {
    const visitor = browser();
    await replayPaused(async () => {
      // A change and its announcement to every process, as an operator's makes them, in one transaction.
      await primary.db.transaction(async (tx) => {
        await tx.execute(sql`update products set exist = exist where id = (select min(id) from products)`);
        await tx.execute(sql`select pg_notify('hive_catalog', '')`);
      });
      await until(async () => (await readsOf(() => search(visitor, second), secondReads)).primary > 0);
      expect(await readsOf(() => search(visitor))).toMatchObject({ replica: 0, fallbacks: 0 });
    });
    await until(async () => (await readsOf(() => search(visitor))).replica > 0);
  });

  it('falls back to the primary while the replica is stopped, and returns to it when it is back', async () => {
    const fallbacks = (await metric('hive_db_replica_fallbacks_total')) ?? 0;
    await pair.replica.stop();
    try {
      // The pool's connections to the replica are gone: a read on one runs again on the primary.
      for (let n = 0; n < 3; n++) expect((await search()).statusCode).toBe(200);
      // Each API process finds it out within seconds (/metrics adds up this test's two).
      await until(() => !reads.stats().up && !secondReads.stats().up);
      const ran = await readsOf(async () => expect((await search()).statusCode).toBe(200));
      expect(ran).toMatchObject({ replica: 0 });
      expect(ran.fallbacks).toBeGreaterThan(0);
      expect(await metric('hive_db_replica_up')).toBe(0);
      expect(await metric('hive_db_replica_lag_seconds')).toBe(-1);
      expect(await metric('hive_db_replica_fallbacks_total')).toBeGreaterThan(fallbacks);
    } finally {
      await pair.replica.start();
    }
    await until(() => reads.stats().up);
    expect((await readsOf(async () => expect((await search()).statusCode).toBe(200))).replica).toBeGreaterThan(0);
    standby = new pg.Client({ connectionString: pair.replica.url });
    await standby.connect();
  });

  it('falls back to the primary while the replica lags beyond DATABASE_READ_MAX_LAG_MS', async () => {
    const strict = readSide(primary, pair.replica.url, { maxLagMs: 300 });
    try {
      await until(() => strict.stats().up);
      await replayPaused(async () => {
        await primary.pool.query('create table if not exists replica_probe (at timestamptz)');
        await primary.pool.query('insert into replica_probe values (now())');
        await until(() => (strict.stats().lagMs ?? 0) > 300);
        expect(strict.stats().up).toBe(false);
        const before = strict.stats();
        await strict.db.$client.query('select 1');
        expect(strict.stats().fallbacks).toBe(before.fallbacks + 1);
      });
      await until(() => strict.stats().up);
      const before = strict.stats();
      await strict.db.$client.query('select 1');
      expect(strict.stats().replica).toBe(before.replica + 1);
    } finally {
      await strict.close();
    }
  });

  it('is read from the environment: an API process started with DATABASE_READ_URL reads from the replica', async () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://replica/hive' })).toThrow(/DATABASE_READ_URL/);
    expect(loadConfig({}).databaseReadMaxLagMs).toBe(5_000);
    const config = loadConfig({
      DATABASE_READ_URL: pair.replica.url,
      DATABASE_READ_MAX_LAG_MS: '2000',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
    });
    expect(config).toMatchObject({ databaseReadUrl: pair.replica.url, databaseReadMaxLagMs: 2_000 });
    const api = await startApiProcess(config, pair.primary.url);
    try {
      const url = (pathname: string) => `http://127.0.0.1:${api.port}${pathname}`;
      const scrape = async () =>
        (await (await fetch(url('/metrics'), { headers: { authorization: `Bearer ${TOKEN}` } })).text())
          .split('\n')
          .find((row) => row.startsWith('hive_db_reads_total{server="replica"} '));
      await until(async () => {
        const before = Number((await scrape())?.split(' ')[1] ?? 0);
        expect((await fetch(url(`/client/api/search?search=toner%20${++word}&locale=en`))).status).toBe(200);
        return Number((await scrape())?.split(' ')[1] ?? 0) > before;
      });
    } finally {
      await api.stop();
    }
  });
});
