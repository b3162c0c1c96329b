// `npm run bench:import`: a 10,000-row catalogue import on the 100,000-product bench database (100,000 rows with
// BENCH_PRODUCTS=1000000). It exports the catalogue (CSV), changes four rows in five of the file (a supply price and the
// stock) and adds the fifth as new products (on a million, with the columns new products need and the stock), uploads the
// file, times the dry run and the apply (each from its request to the job's end, read by polling as the console does),
// and measures the storefront (product pages and searches, not kept by the API) at the same load without the import
// and during its apply: p50/p95/p99 and the ratio of the p99s. Then it deletes the products it added, and vacuums.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo.js';
import { FIELDS } from '../../apps/api/src/features/import/import-fields.js';
import { parseCsv } from '../../apps/api/src/features/import/read-table.js';
import { writeCsv } from '../../apps/api/src/features/import/spreadsheet.js';
import { startApi } from './api.js';
import { openBenchDatabase, SIZE, XSRF } from './buyers.js';

/** A file of 10,000 rows on the 100,000-product catalogue; of 100,000 (the most a file may hold) on a million. */
const LARGE = SIZE.products >= 1_000_000;
const ROWS = LARGE ? 100_000 : 10_000;
const NEW = ROWS / 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUDGET = LARGE
  ? { checkMs: 60_000, applyMs: 120_000, p99Ratio: 2 }
  : { checkMs: 10_000, applyMs: 30_000, p99Ratio: 2 };

const { embedded, databaseUrl } = await openBenchDatabase();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await db.query(`delete from products where sku like 'BENCH-IMP-%'`);
const { child, port } = await startApi(databaseUrl);
const base = `http://127.0.0.1:${port}`;
const run = Date.now().toString(36);

try {
  const signedIn = await fetch(`${base}/console/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...XSRF },
    body: JSON.stringify({ loginId: 'admin', password: DEMO_PASSWORD }),
  });
  const token = ((await signedIn.json()) as { payload: { token: string } }).payload.token;
  const headers = { ...XSRF, 'x-operator-token': token };
  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { payload: Record<string, unknown> }).payload;
  };
  // Polled as the console polls: an answer the busy server could not give (503) is asked again at the next turn.
  const settle = async (id: number) => {
    for (;;) {
      const view = await api('GET', `/console/api/catalog-imports/${id}`).catch(() => undefined);
      if (view && view.state !== 'checking' && view.state !== 'applying') return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  let started = performance.now();
  const exported = Buffer.from(
    await (await fetch(`${base}/console/api/catalog-export?format=csv`, { headers })).arrayBuffer(),
  );
  const exportMs = performance.now() - started;
  const [header = [], ...all] = parseCsv(exported.subarray(3).toString('utf8'));
  const at = (name: string) => header.indexOf(name);
  const rows = all.filter((_, index) => index % Math.floor(all.length / ROWS) === 0).slice(0, ROWS);
  rows.forEach((row, index) => {
    if (index < NEW) {
      row[at('sku')] = `BENCH-IMP-${run}-${index}`;
      row[at('barcode')] = '';
    } else {
      row[at('supply_usd')] = (Number(row[at('supply_usd')]) + 0.01).toFixed(2);
      row[at('stock')] = String(100 + (index % 50));
    }
  });
  // On a million, the file keeps only the columns a new product needs and the stock (as an operator's price and stock
  // file would): with every column, 100,000 rows are over the upload's 20 MB.
  const kept = LARGE
    ? header.filter((name) => (FIELDS as Record<string, { required?: boolean }>)[name]?.required || name === 'stock')
    : header;
  const file = writeCsv(
    kept,
    rows.map((row) => kept.map((name) => row[at(name)] ?? '')),
  );

  started = performance.now();
  const uploaded = await fetch(`${base}/console/api/catalog-imports?name=bench.csv`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: file,
  });
  const upload = ((await uploaded.json()) as { payload: { id: number; mapping: unknown[] } }).payload;
  const uploadMs = performance.now() - started;

  started = performance.now();
  await api('POST', `/console/api/catalog-imports/${upload.id}/check`, { mapping: upload.mapping, blankClears: false });
  const checked = (await settle(upload.id)) as { report: Record<string, number> };
  const checkMs = performance.now() - started;

  // The storefront without the import (after a warm-up: statements prepared, pages of the cache's minute read once),
  // then during the apply, at the same load.
  await storefront(3);
  const alone = await storefront(10);
  started = performance.now();
  const during = storefront(LARGE ? 300 : 60, async () => {
    await api('POST', `/console/api/catalog-imports/${upload.id}/apply`);
    return settle(upload.id);
  });
  const { result: applied, load } = await during;
  const applyMs = performance.now() - started;

  const { rows: counted } = await db.query<{ count: number }>(
    `select count(*)::int as count from products where sku like 'BENCH-IMP-${run}-%'`,
  );
  console.log(
    `\nImport: ${ROWS.toLocaleString('en')} rows (${NEW.toLocaleString('en')} new products, the rest a price and stock each) on ${SIZE.products.toLocaleString('en')} products\n`,
  );
  console.log(
    `export (CSV, ${all.length.toLocaleString('en')} products): ${Math.round(exportMs)} ms, ${(exported.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`upload (${(file.length / 1e6).toFixed(1)} MB): ${Math.round(uploadMs)} ms`);
  console.log(
    `dry run: ${Math.round(checkMs)} ms (budget ${BUDGET.checkMs} ms: ${checkMs <= BUDGET.checkMs ? 'met' : 'missed'}), report ${JSON.stringify({ ...checked.report, errors: undefined })}`,
  );
  console.log(
    `apply: ${Math.round(applyMs)} ms (budget ${BUDGET.applyMs} ms: ${applyMs <= BUDGET.applyMs ? 'met' : 'missed'}), state ${applied.state}, ${counted[0]?.count} products created`,
  );
  const line = (name: string, r: Load) =>
    console.log(
      `${name.padEnd(34)}${String(r.requests).padStart(8)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}`,
    );
  console.log(
    `\n${`storefront, ${CONNECTIONS} connections`.padEnd(34)}${'reqs'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}`,
  );
  line('without an import', alone.load);
  line('during the apply', load);
  const ratio = load.p99 / Math.max(1, alone.load.p99);
  console.log(
    `p99 during the apply ÷ without: ${ratio.toFixed(2)} (budget ≤ ${BUDGET.p99Ratio}: ${ratio <= BUDGET.p99Ratio ? 'met' : 'missed'}); load average now ${loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await db.query(`delete from products where sku like 'BENCH-IMP-%'`);
  // The catalogue as the other benches find it: its visibility map whole again (the apply and this delete leave pages
  // unmarked until autovacuum comes, and the category pages' index-only scans then read their rows).
  await db.query('vacuum analyze products');
  await db.end();
  await embedded?.stop();
}

type Load = { requests: number; p50: number; p99: number; errors: number };

/**
 * Product pages (ids spread over the catalogue, few of them kept) and total searches at `CONNECTIONS`, for `seconds`
 * or until `work` is done, whichever comes first.
 */
async function storefront<T>(seconds: number, work?: () => Promise<T>): Promise<{ load: Load; result: T }> {
  let n = 0;
  const words = ['cream', 'serum', 'toner', 'mask', 'cushion', 'sun'];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request) => {
              n++;
              const path =
                n % 2 === 0
                  ? `/client/api/v2/product/${1 + ((n * 7919) % SIZE.products)}?locale=en`
                  : `/client/api/search?search=${words[n % words.length]}`;
              return { ...request, method: 'GET', path };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  let result: T | undefined;
  if (work) {
    result = await work();
    instance?.stop();
  }
  const done = await finished;
  return {
    load: {
      requests: done.requests.total,
      p50: done.latency.p50,
      p99: done.latency.p99,
      errors: done.errors + done.non2xx,
    },
    result: result as T,
  };
}
