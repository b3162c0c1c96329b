// What the steps with signed-in buyers share (quotation.ts, orders.ts): the bench database, its buyers, their sessions,
// the CPU time of the API process and of PostgreSQL, percentiles.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../apps/api/src/config/env.js';
import { connect } from '../../apps/api/src/db/client.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../apps/api/src/db/embedded.js';
import { applyMigrations } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo.js';

/** `BENCH_PRODUCTS=1000000`: another size of catalogue (a brand per 50 products), in a database of its own, kept too. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const SIZE = { brands: Math.round(PRODUCTS / 50), products: PRODUCTS };
const DATABASE = PRODUCTS === 100_000 ? 'hive_bench' : `hive_bench_${PRODUCTS}`;
export const XSRF = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

export type BenchDatabase = {
  embedded: EmbeddedServer | undefined;
  databaseUrl: string;
  /** The embedded PostgreSQL's main process, whose CPU time is counted (none with BENCH_DATABASE_URL). */
  postmaster: number | undefined;
};

/** The bench database (`data/bench`, or the server in BENCH_DATABASE_URL), migrated and generated on first use. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(repoRoot, 'data/bench'));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${DATABASE}` }).toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount;
  if (!exists) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  // Building the catalogue takes statements longer than any request may: no statement limit here.
  const database = connect(databaseUrl, { statementTimeoutMs: 0 });
  await applyMigrations(database.db);
  const started = performance.now();
  if (await seedDemo(database.db, SIZE, 7)) {
    await database.pool.query('vacuum analyze');
    const size = (await database.pool.query('select pg_database_size(current_database()) as bytes')).rows[0].bytes;
    console.log(
      `Generated the benchmark catalogue (${SIZE.products.toLocaleString('en')} products) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s: ${(Number(size) / 2 ** 30).toFixed(2)} GiB on disk`,
    );
  }
  await database.close();
  const postmaster = embedded
    ? Number(readFileSync(path.join(repoRoot, 'data/bench/postgres/postmaster.pid'), 'utf8').split('\n')[0])
    : undefined;
  return { embedded, databaseUrl, postmaster };
}

/** The bench's buyers: copies of demo-usd (approved, USD, grade 01), made once and kept with the database. */
export async function ensureBuyers(db: pg.Client, count: number): Promise<number[]> {
  await db.query(
    `insert into buyers (login_id, password_hash, join_status_code, approved_at, grade_id, currency, company_name,
       country_id, rep_contact_name, rep_contact_email, phone_country_id, phone_number, agreed_terms_at, status, language)
     select 'bench-buyer-' || n, password_hash, join_status_code, approved_at, grade_id, currency,
       company_name || ' ' || n, country_id, rep_contact_name, 'bench-buyer-' || n || '@bench.example',
       phone_country_id, phone_number, agreed_terms_at, status, language
     from buyers, generate_series(1, $1::int) n
     where login_id = 'demo-usd' and not exists (select 1 from buyers b where lower(b.login_id) = 'bench-buyer-' || n)`,
    [count],
  );
  const { rows } = await db.query<{ id: number }>(
    `select id from buyers where login_id like 'bench-buyer-%' order by id limit $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** Signs a bench buyer in; their session token. */
export async function signIn(base: string, loginId: string): Promise<string> {
  const response = await fetch(`${base}/auth/client/sign-in`, {
    method: 'POST',
    headers: { ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
  });
  const { payload } = (await response.json()) as { payload: { login: { token: string } } };
  return payload.login.token;
}

export type Cpu = { api: number; db: number };

/**
 * CPU milliseconds used so far (or since `since`) by the API process and by the PostgreSQL server: its postmaster
 * with the reaped backends, and the live backends.
 */
export function serverCpu(apiPid: number, postmaster: number | undefined, since?: Cpu): Cpu {
  const ticks = (pid: number, children = false) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = Number(fields[11]) + Number(fields[12]);
    return children ? own + Number(fields[13]) + Number(fields[14]) : own;
  };
  const ms = (value: number) => (value * 1000) / 100;
  let db = 0;
  if (postmaster) {
    db = ticks(postmaster, true);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.split(') ')[1]?.split(' ')[1]) === postmaster) db += ticks(Number(entry));
      } catch {}
    }
  }
  const now = { api: ms(ticks(apiPid)), db: ms(db) };
  return since ? { api: now.api - since.api, db: now.db - since.db } : now;
}

/** The `q` quantile of `times` (nearest rank). */
export function percentile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
