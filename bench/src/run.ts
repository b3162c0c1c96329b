// `npm run bench`: a large catalogue in its own database, the API in its own process, autocannon against it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../../apps/api/src/config/env.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo.js';
import { startApi } from './api.js';
import { openBenchDatabase, SIZE } from './buyers.js';
import { ensureOrders } from './order-volume.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** `BENCH_ONLY=category`: only the routes whose name holds the text, beside the bare routes they are compared with. */
const ONLY = process.env.BENCH_ONLY;
const BRAND_PAGE = 'brand page (24 products)';
/** The brand page again, at API_PROCESSES=2 (see brandPageByProcesses). */
const PROCESSES_ROUTE = 'brand page, 2 API processes';

const { embedded, databaseUrl } = await openBenchDatabase();
/** `BENCH_ORDERS`: the orders the database holds (the demo's copied); a million with a catalogue of a million. */
const ORDERS = Number(process.env.BENCH_ORDERS ?? (SIZE.products >= 1_000_000 ? 1_000_000 : 0));
if (ORDERS > 0) await ensureOrders(databaseUrl, ORDERS);
const first = await startApi(databaseUrl);
const { readyMs } = first;
// Replaced by the API at API_PROCESSES=2 at the end (brandPageByProcesses).
let { child } = first;
let base = `http://127.0.0.1:${first.port}`;
const ids = await sampleIds();
const searchMix = await searchTerms();
const buyerToken = await signInBuyer();
const operatorToken = await signInOperator();

const rss: number[] = [];
const sampler = setInterval(() => rss.push(rssMb(child.pid!)), 250);
const results: ({ name: string; versus?: string } & Awaited<ReturnType<typeof load>>)[] = [];
for (const route of routes().filter((r) => !ONLY || r.name.startsWith('bare') || r.name.includes(ONLY))) {
  results.push({ name: route.name, versus: route.versus, ...(await load(route)) });
}
clearInterval(sampler);
const processes = !ONLY || PROCESSES_ROUTE.includes(ONLY) ? await brandPageByProcesses() : undefined;

const bare = results[0]!.rps;
console.log(
  `\nCatalogue: ${SIZE.products.toLocaleString('en')} products, ${SIZE.brands.toLocaleString('en')} brands; ${CONNECTIONS} connections, ${SECONDS} s a route\n`,
);
console.log(
  `${'route'.padEnd(28)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× bare'.padStart(9)}${'errors'.padStart(8)}`,
);
for (const r of results) {
  // A route loaded at other than the default connections compares with the bare route at the same count.
  const baseline = results.find((other) => other.name === r.versus)?.rps ?? bare;
  console.log(
    `${r.name.padEnd(28)}${r.rps.toFixed(0).padStart(10)}${String(r.p50).padStart(9)}${String(r.p95).padStart(9)}${String(r.p99).padStart(9)}${(r.rps / baseline).toFixed(2).padStart(9)}${String(r.errors).padStart(8)}`,
  );
}
console.log(
  `\nSearch mix (${searchMix.length} texts, in turn): ${searchMix.map((text) => JSON.stringify(text)).join(' ')}`,
);
console.log(
  `\nAPI process RSS: max ${Math.max(...rss).toFixed(0)} MB during the load (database processes not counted)`,
);
console.log(`API start on the existing ${SIZE.products.toLocaleString('en')}-product database: ready in ${readyMs} ms`);
if (processes) {
  const [one, two] = processes;
  console.log(
    `Brand page at ${CONNECTIONS} connections: 1 API process ${one.rps.toFixed(0)} req/s (load average ${one.loadAverage}` +
      ` as it began), API_PROCESSES=2 ${two.rps.toFixed(0)} req/s (load average ${two.loadAverage}), ` +
      `${(two.rps / one.rps).toFixed(2)}×; the 2 processes ready in ${two.readyMs} ms`,
  );
}
const js = storefrontJs();
if (js) console.log(`Storefront first load: ${js.files} JavaScript files, ${(js.gzip / 1024).toFixed(1)} kB gzipped`);

await stopApi();
await embedded?.stop();

/**
 * The brand page at one API process and then at two (`API_PROCESSES=2`, the same machine, connections handed to them in
 * turn), each after a second of unmeasured load: the 2-process run is a row of the table; both are printed with the
 * machine's load average (1 minute) as each began. The single process is stopped first, so that the two runs do not
 * share the cores.
 */
async function brandPageByProcesses() {
  const route = { ...routes().find((r) => r.name === BRAND_PAGE)!, warmUp: true };
  const measure = async () => ({ loadAverage: loadavg()[0]!.toFixed(1), ...(await load(route)) });
  const one = await measure();
  await stopApi();
  const two = await startApi(databaseUrl, { API_PROCESSES: '2' });
  child = two.child;
  base = `http://127.0.0.1:${two.port}`;
  const measured = { ...(await measure()), readyMs: two.readyMs };
  results.push({ name: PROCESSES_ROUTE, ...measured });
  return [one, measured] as const;
}

async function stopApi() {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function routes(): {
  name: string;
  requests: autocannon.Request[];
  connections?: number;
  versus?: string;
  warmUp?: boolean;
}[] {
  const brand = (i: number) => ids.brands[i % ids.brands.length];
  const product = (i: number) => ids.products[i % ids.products.length];
  let b = 0;
  let p = 0;
  let u = 0;
  let s = 0;
  // `unkept`: each text with a page size, page and sort it has not had yet, so the server finds it anew (what it keeps
  // per text and page is then never used): the cost of a search nobody made in the last minute.
  const sorts = ['relevance', 'newest', 'moq', 'name'];
  const search = (headers: Record<string, string> = {}, unkept = false) => ({
    method: 'GET' as const,
    headers,
    setupRequest: (r: object) => {
      const i = s++;
      const text = encodeURIComponent(searchMix[i % searchMix.length]!);
      const k = Math.floor(i / searchMix.length);
      const page = unkept
        ? `&size=${1 + (k % 60)}&page=${1 + (Math.floor(k / 60) % 2)}&sort=${sorts[Math.floor(k / 120) % 4]}`
        : '';
      return { ...r, path: `/client/api/search?search=${text}${page}` };
    },
  });
  const bare20 = 'bare JSON, 20 connections';
  const bare1 = 'bare JSON, 1 connection';
  const inTurn = (name: string, headers: Record<string, string>, paths: string[]) => {
    let i = 0;
    return {
      name,
      connections: 1,
      versus: bare1,
      warmUp: true,
      requests: [
        { method: 'GET' as const, headers, setupRequest: (r: object) => ({ ...r, path: paths[i++ % paths.length] }) },
      ],
    };
  };
  const operator = { 'x-operator-token': operatorToken };
  const oneAtATime = () => [
    inTurn('order list (USD buyer)', { 'x-auth-token': buyerToken }, [
      '/client/api/v1/orders?page=1&size=10',
      '/client/api/v1/orders?page=2&size=10',
      '/client/api/v1/orders?page=1&size=10&state=PAID',
      '/client/api/v1/orders?page=1&size=10&q=HV',
    ]),
    inTurn('console: order list', operator, [
      '/console/api/orders?page=1&size=20',
      '/console/api/orders?page=5&size=20',
      '/console/api/orders?page=1&size=20&state=PLACED',
      '/console/api/orders?page=1&size=20&state=SHIPPED',
      `/console/api/orders?page=1&size=20&keyword=${encodeURIComponent('Pacific')}`,
    ]),
    inTurn('console: dashboard', operator, ['/console/api/dashboard']),
    inTurn(
      'console: product search',
      operator,
      searchMix.map(
        (text, i) => `/console/api/products?page=${1 + (i % 2)}&size=20&keyword=${encodeURIComponent(text)}`,
      ),
    ),
  ];
  // A category page as people open it: each category (top and sub) in turn, the first page or a filter or a sort.
  const categoryVariants = ['', '&sort=name', '&sort=moq', '&moqMax=24', '&inStock=true', '&page=2'];
  let c = 0;
  const categoryPath = (priced: boolean) => {
    const i = c++;
    const variant = categoryVariants[Math.floor(i / ids.categories.length) % categoryVariants.length]!;
    const sort = priced && variant === '&sort=name' ? '&sort=price-asc' : variant;
    return `/client/api/v1/category/${ids.categories[i % ids.categories.length]}/products?size=24${sort}`;
  };
  return [
    { name: 'bare JSON (/health)', requests: [{ method: 'GET' as const, path: '/health' }] },
    {
      name: 'brand list (POST brands)',
      requests: [
        {
          method: 'POST' as const,
          path: '/client/api/brands?page=1&size=24',
          headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
          body: '{}',
        },
      ],
    },
    {
      name: BRAND_PAGE,
      requests: [
        {
          method: 'GET' as const,
          setupRequest: (r: object) => ({ ...r, path: `/client/api/v2/brand/${brand(b++)}?size=24` }),
        },
      ],
    },
    {
      name: 'product detail',
      requests: [
        {
          method: 'GET' as const,
          setupRequest: (r: object) => ({ ...r, path: `/client/api/v2/product/${product(p++)}` }),
        },
      ],
    },
    {
      name: 'product detail, not kept',
      requests: [
        {
          method: 'GET' as const,
          setupRequest: (r: object) => ({
            ...r,
            path: `/client/api/v2/product/${ids.unkept[u++ % ids.unkept.length]}`,
          }),
        },
      ],
    },
    // The total search at 20 connections, against the bare route at 20: each kind of text in turn (see searchTerms).
    { name: bare20, connections: 20, requests: [{ method: 'GET' as const, path: '/health' }] },
    // The brand page with a buyer's prices has the visitor's budget: both at 20 connections.
    ...[{}, { 'x-auth-token': buyerToken }].map((headers, i) => ({
      name: i === 0 ? 'brand page, 20 connections' : 'brand page (USD buyer)',
      connections: 20,
      versus: bare20,
      requests: [
        {
          method: 'GET' as const,
          headers,
          setupRequest: (r: object) => ({ ...r, path: `/client/api/v2/brand/${brand(b++)}?size=24` }),
        },
      ],
    })),
    // The category page has the brand page's budgets: both at 20 connections.
    ...[{}, { 'x-auth-token': buyerToken }].map((headers, i) => ({
      name: i === 0 ? 'category page, 20 conn.' : 'category page (USD buyer)',
      connections: 20,
      versus: bare20,
      requests: [
        {
          method: 'GET' as const,
          headers,
          setupRequest: (r: object) => ({ ...r, path: categoryPath(i === 1) }),
        },
      ],
    })),
    { name: 'search mix', connections: 20, versus: bare20, warmUp: true, requests: [search()] },
    {
      name: 'search mix (USD buyer)',
      connections: 20,
      versus: bare20,
      warmUp: true,
      requests: [search({ 'x-auth-token': buyerToken })],
    },
    { name: 'search mix, not kept', connections: 20, versus: bare20, requests: [search({}, true)] },
    {
      name: "company's members (USD buyer)",
      connections: 20,
      versus: bare20,
      requests: [
        { method: 'GET' as const, path: '/client/api/v1/company/members', headers: { 'x-auth-token': buyerToken } },
      ],
    },
    // The order lists and the console's reads, one request at a time (their budgets are latencies): each filter in turn.
    { name: bare1, connections: 1, requests: [{ method: 'GET' as const, path: '/health' }] },
    ...oneAtATime(),
    ...[1, 4, 8].map((connections) => ({
      name: `sign-in (${connections} at once)`,
      connections,
      requests: [
        {
          method: 'POST' as const,
          path: '/auth/client/sign-in',
          headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
          body: JSON.stringify({ loginId: 'demo-usd', password: DEMO_PASSWORD }),
        },
      ],
    })),
  ];
}

/** autocannon reports p90 and p97.5; p95 lies between them, read here by linear interpolation. */
function percentile95(result: autocannon.Result) {
  return Math.round(result.latency.p90 + ((result.latency.p97_5 - result.latency.p90) * 5) / 7.5);
}

async function load(route: { requests: autocannon.Request[]; connections?: number; warmUp?: boolean }) {
  // Each API connection to PostgreSQL plans a new statement a few times before it keeps one generic plan: a second
  // of load first, unmeasured, as a server that has been up for a while would be.
  if (route.warmUp)
    await autocannon({
      url: base,
      connections: route.connections ?? CONNECTIONS,
      duration: 1,
      requests: route.requests,
    });
  const result = await autocannon({
    url: base,
    connections: route.connections ?? CONNECTIONS,
    duration: SECONDS,
    requests: route.requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: percentile95(result),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function sampleIds() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const brands = (await client.query('select id from brands order by random() limit 500')).rows.map(
    (r) => r.id as number,
  );
  const products = (await client.query('select id from products order by random() limit 2000')).rows.map(
    (r) => r.id as number,
  );
  // More products than a run reads: each of them read once, never from what the API keeps.
  const unkept = (await client.query('select id from products order by random() limit 30000')).rows.map(
    (r) => r.id as number,
  );
  const categories = (
    await client.query(`select c.id from categories c left join categories parent on parent.id = c.parent_id
      where not c.hidden and not coalesce(parent.hidden, false) order by c.id`)
  ).rows.map((r) => r.id as number);
  await client.end();
  return { brands, products, unkept, categories };
}

/**
 * The search mix: common words (thousands of matches each), rare words, misspellings, Korean, SKU prefixes and
 * barcodes, some of them taken from the generated catalogue so that they exist, in turn one kind after another.
 */
async function searchTerms(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sample = (
    await client.query<{ sku: string; barcode: string | null; brand: string; brandKo: string }>(
      `select p.sku, p.barcode, b.names->>'en' as brand, b.names->>'ko' as "brandKo"
       from products p join brands b on b.id = p.brand_id where p.barcode is not null and p.barcode <> '1'
       order by p.id % 997, p.id limit 4`,
    )
  ).rows;
  await client.end();
  const kinds = [
    ['cream', 'lip balm', 'mask', 'cushion'],
    ['propolis ampoule', 'mugwort toner', sample[0]!.brand, 'shea foot cream'],
    ['creem', 'centela', 'serim', 'cusion'],
    ['크림', '선크림', '병풀 토너', sample[1]!.brandKo],
    sample.map((row, i) => (i % 2 ? row.sku.toLowerCase() : row.sku.slice(0, -5))),
    sample.map((row, i) => (i % 2 ? row.barcode! : row.barcode!.slice(0, 8))),
  ];
  return kinds[0]!.flatMap((_, i) => kinds.map((kind) => kind[i]!));
}

async function signInBuyer(): Promise<string> {
  const response = await fetch(`${base}/auth/client/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    body: JSON.stringify({ loginId: 'demo-usd', password: DEMO_PASSWORD }),
  });
  const { payload } = (await response.json()) as { payload: { login: { token: string } } };
  return payload.login.token;
}

async function signInOperator(): Promise<string> {
  const response = await fetch(`${base}/console/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    body: JSON.stringify({ loginId: 'admin', password: DEMO_PASSWORD }),
  });
  const { payload } = (await response.json()) as { payload: { token: string } };
  return payload.token;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The JavaScript the storefront's first page load fetches, on the home page: the entry script and the files it
 * imports, the app it imports once the page is painted (the entry's `import()`s) and the home page's own code, each
 * with the files it imports in turn.
 */
function storefrontJs() {
  const dist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return undefined;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) return undefined;
  const code = (file: string) => readFileSync(path.join(dist, 'assets', file), 'utf8');
  const files = new Set<string>();
  // Every chunk of the build sits in assets/ and names the others `./file.js`.
  const follow = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, imported] of code(file).matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) follow(imported!);
  };
  follow(entry);
  for (const [, imported] of code(entry).matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)) follow(imported!);
  const home = readdirSync(path.join(dist, 'assets')).find((file) => /^home-route-[\w-]+\.js$/.test(file));
  if (home) follow(home);
  const gzip = [...files].reduce((sum, file) => sum + gzipSync(code(file)).length, 0);
  return { files: files.size, gzip };
}
