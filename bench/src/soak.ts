// The load-and-fault run (`npm run soak`; in short form an API test): its own database, two API processes, a mixed load
// at a fixed rate — and during it one API process killed with SIGKILL (started again by the primary) and the database
// stopped for five seconds, then started again. It reports requests, errors by kind (inside the outage and outside it),
// p50/p95/p99, the API processes' memory, and what was lost: every write answered 2xx must exist afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { API_NODE_OPTIONS, repoRoot } from '../../apps/api/src/config/env.js';
import { connect } from '../../apps/api/src/db/client.js';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../apps/api/src/db/embedded.js';
import { applyMigrations } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo.js';

export type SoakOptions = {
  seconds: number;
  rate: number;
  dir?: string;
  /** The built web app the pages are drawn from (the API test gives a fixture's index.html). */
  webDist?: string;
  log?: (line: string) => void;
};

type Kind = 'page' | 'search' | 'buyer-page' | 'cart' | 'basket' | 'quotation' | 'order';
type Written = { payload?: { quotation?: { id: number }; order?: { id: number } } };
type Outcome = { kind: Kind; at: number; ms: number; status?: number; error?: string; retryAfter?: boolean };

export type SoakReport = {
  requests: number;
  byKind: Record<string, number>;
  /** Failures outside the outage window (none are allowed), by what they were. */
  errorsOutside: Record<string, number>;
  /** Inside the database's outage: 503 with Retry-After (expected), and anything else. */
  outage: { unavailable: number; other: Record<string, number>; fromMs: number; toMs: number };
  /** Requests a connection cut (the killed process) and that were sent again once, as a load balancer would. */
  retried: number;
  p50: number;
  p95: number;
  p99: number;
  /** The largest resident memory of each API process seen, MB. */
  rssMb: number[];
  /** p95 latency outside the outage per kind of request, and per ten seconds of the run, ms. */
  p95ByKind: Record<string, number>;
  p95By10s: number[];
  writes: { acknowledged: number; lost: number };
  killedWorker: boolean;
};

const BUYERS = ['trade-bangkok', 'trade-jakarta', 'trade-manila', 'trade-dubai', 'trade-sydney', 'trade-hanoi'];
/** After the database is back, a moment for the pools to connect again: still the outage. */
const OUTAGE_TAIL_MS = 2_000;
const XSRF = { cookie: 'XSRF-TOKEN=soak', 'x-xsrf-token': 'soak' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The processes whose parent is `pid` and whose command runs the server: the API processes of the cluster. */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('start.mjs');
      } catch {
        return false;
      }
    })
    .map(Number);
}

const rssMb = (pid: number) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);

/**
 * One request on the load's own keep-alive connections, as a browser would send it (compressed answers accepted).
 * Plain `node:http` rather than `fetch`: the load shares the machine's two cores with what it measures, and fetch cost
 * it twice the CPU. Only an answer whose JSON is read (a quotation's or an order's id) is decompressed and parsed.
 */
type Exchange = { method?: string; url: string; headers?: Record<string, string>; body?: string };
function exchange(agent: http.Agent, port: number, { method = 'GET', url, headers, body }: Exchange) {
  return new Promise<{ status: number; json: () => Promise<unknown>; retryAfter: boolean }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: { ...headers, 'accept-encoding': 'gzip, deflate' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: 'retry-after' in response.headers,
            json: async () => {
              const raw = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const text = encoding === 'gzip' ? await gunzip(raw) : encoding === 'deflate' ? await inflate(raw) : raw;
              return JSON.parse(text.toString('utf8'));
            },
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function runSoak({
  seconds,
  rate,
  dir = path.join(repoRoot, 'data/soak'),
  webDist = path.join(repoRoot, 'apps/web/dist'),
  log = console.log,
}: SoakOptions) {
  rmSync(dir, { recursive: true, force: true });
  let database: EmbeddedServer = await startEmbeddedPostgres(dir);
  const setup = connect(database.url, { poolSize: 1, statementTimeoutMs: 0 });
  await applyMigrations(setup.db);
  await seedDemo(setup.db);
  // Settled before the load, as a database a service restarts on is: the statistics and the freshly written pages
  // would otherwise be done by autovacuum and the checkpointer in the first seconds of the load.
  await setup.pool.query('vacuum analyze');
  await setup.pool.query('checkpoint');
  await setup.close();

  const port = await freePort();
  const agent = new http.Agent({ keepAlive: true });
  let output = '';
  const api: ChildProcess = spawn(process.execPath, [...API_NODE_OPTIONS, path.join(repoRoot, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      API_PROCESSES: '2',
      WEB_DIST: webDist,
      RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1',
      // The outage is five seconds: a request waits at most this long for a connection before its 503.
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  api.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  db.on('error', () => {});
  try {
    for (let tries = 0; !output.includes('is ready at'); tries++) {
      if (tries > 1_200 || api.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // What the load uses: buyers with their address, orderable products, brands.
    const brands = (await db.query<{ id: number }>('select id from brands where id <> 492 order by id')).rows.map(
      (row) => row.id,
    );
    const products = (
      await db.query<{ id: number; moq: number; supplyUsd: number }>(
        `select p.id, p.moq, p.supply_usd as "supplyUsd" from products p
         where p.exist and p.supply_usd > 0 and not p.held order by p.id`,
      )
    ).rows;
    const buyers = await Promise.all(
      BUYERS.map(async (loginId) => {
        const response = await exchange(agent, port, {
          method: 'POST',
          url: '/auth/client/sign-in',
          headers: { 'content-type': 'application/json', ...XSRF },
          body: JSON.stringify({ loginId, password: DEMO_PASSWORD }),
        });
        const token = ((await response.json()) as { payload: { login: { token: string } } }).payload.login.token;
        const address = (
          await db.query<{ id: number }>(
            'select a.id from buyer_addresses a join buyers b on b.id = a.buyer_id where b.login_id = $1 limit 1',
            [loginId],
          )
        ).rows[0]!.id;
        return { token, address };
      }),
    );
    const enough = (product: { moq: number; supplyUsd: number }) =>
      Math.ceil(60_000 / (product.supplyUsd * product.moq)) + 1;

    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const words = ['cream', 'mask', 'serum', 'toner', 'lip', 'cushion', 'sun', 'balm', 'creem', '크림'];
    const acknowledged = { quotations: [] as number[], orders: [] as number[] };
    let retried = 0;

    type Call = { method?: string; url: string; token?: string; body?: unknown; key?: string; cookie?: string };
    const send = async ({ method = 'GET', url, token, body, key, cookie }: Call) => {
      const headers: Record<string, string> = { ...XSRF };
      if (cookie) headers.cookie = `${XSRF.cookie}; ${cookie}`;
      if (token) headers['x-auth-token'] = token;
      if (key) headers['idempotency-key'] = key;
      if (body) headers['content-type'] = 'application/json';
      for (let attempt = 0; ; attempt++) {
        try {
          return await exchange(agent, port, {
            method,
            url,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        } catch (error) {
          // A connection cut by a process that died: sent again once, with the same key, as a balancer would.
          if (attempt > 0) throw error;
          retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };

    const visitorCarts = Array.from({ length: 20 }, () => `guest_cart_id=${randomUUID()}`);
    const mix: [number, Kind, () => Call | Promise<Call>][] = [
      [25, 'page', () => ({ url: `/client/api/v2/brand/${pick(brands)}?locale=en` })],
      [10, 'page', () => ({ url: `/client/api/v2/product/${pick(products).id}?locale=en` })],
      [5, 'page', () => ({ url: `/brand/${pick(brands)}/` })],
      [15, 'search', () => ({ url: `/client/api/search?search=${encodeURIComponent(pick(words))}&locale=en` })],
      [15, 'buyer-page', () => ({ url: `/client/api/v2/brand/${pick(brands)}?locale=en`, token: pick(buyers).token })],
      [
        10,
        'cart',
        () => ({
          method: 'POST',
          url: '/client/api/v1/cart/add',
          cookie: pick(visitorCarts),
          body: [{ productId: pick(products).id, quantity: 1 }],
        }),
      ],
      [
        12,
        'basket',
        () => ({ method: 'POST', url: `/client/api/v1/quotation/add/${pick(products).id}`, token: pick(buyers).token }),
      ],
      [
        4,
        'quotation',
        async () => {
          const buyer = pick(buyers);
          const product = pick(products);
          await send({
            method: 'POST',
            url: '/client/api/v1/quotation/add',
            token: buyer.token,
            body: { productIds: [product.id] },
          });
          return {
            method: 'POST',
            url: '/client/api/v1/quotation/request?locale=en',
            token: buyer.token,
            key: randomUUID(),
            body: { requestProducts: [{ product: { id: product.id }, quantity: enough(product) }] },
          };
        },
      ],
      [
        4,
        'order',
        () => {
          const buyer = pick(buyers);
          const product = pick(products);
          return {
            method: 'POST',
            url: '/client/api/v1/member/order?locale=en',
            token: buyer.token,
            key: randomUUID(),
            body: {
              products: [{ productId: product.id, qty: enough(product) }],
              shipToAddressId: buyer.address,
              consignee: { name: 'Soak Trading', address: '1 Harbour Road, Busan' },
              contact: { name: 'Soak Tester', email: 'soak@example.com', phone: '+82 51 000 0000' },
              incoterm: 'FOB',
              namedPlace: 'Busan port',
              shippingMethod: 'SEA',
              paymentMethod: 'BANK_TRANSFER',
            },
          };
        },
      ],
    ];
    const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
    const choose = () => {
      let roll = Math.random() * totalWeight;
      for (const entry of mix) {
        roll -= entry[0];
        if (roll < 0) return entry;
      }
      return mix[0]!;
    };

    // The load's own client warmed up first, on the health route (which reads nothing): its code compiled and a few
    // connections open, so that what the first second measures is the API, not the load generator starting.
    for (let batch = 0; batch < 15; batch++)
      await Promise.all(Array.from({ length: 20 }, () => exchange(agent, port, { url: '/health' })));

    const outcomes: Outcome[] = [];
    const t0 = Date.now();
    const one = async () => {
      const [, kind, make] = choose();
      const at = Date.now() - t0;
      const started = performance.now();
      try {
        const call = await make();
        const { status, json, retryAfter } = await send(call);
        outcomes.push({ kind, at, ms: performance.now() - started, status, retryAfter });
        if (status < 300 && (kind === 'quotation' || kind === 'order')) {
          const payload = ((await json().catch(() => undefined)) as Written | undefined)?.payload;
          if (payload?.quotation) acknowledged.quotations.push(payload.quotation.id);
          if (payload?.order) acknowledged.orders.push(payload.order.id);
        }
      } catch (error) {
        const cause = (error as { code?: string }).code ?? String(error);
        outcomes.push({ kind, at, ms: performance.now() - started, error: cause });
      }
    };

    // The faults, at a third and at half of the run.
    const peakRss = new Map<number, number>();
    const sampler = setInterval(() => {
      for (const pid of [api.pid!, ...workersOf(api.pid!)])
        peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, rssMb(pid)));
    }, 500);
    let killedWorker = false;
    const outage = { fromMs: Number.POSITIVE_INFINITY, toMs: Number.NEGATIVE_INFINITY };
    const faults = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      const [victim] = workersOf(api.pid!);
      if (victim) {
        process.kill(victim, 'SIGKILL');
        killedWorker = true;
        log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s: API process ${victim} killed with SIGKILL`);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, t0 + (seconds * 1000) / 2 - Date.now())));
      const port = database.port;
      outage.fromMs = Date.now() - t0;
      await database.stop();
      log(`  ${(outage.fromMs / 1000).toFixed(1)} s: database stopped`);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      database = await startEmbeddedPostgres(dir, undefined, { port });
      outage.toMs = Date.now() - t0 + OUTAGE_TAIL_MS;
      log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s: database started again`);
    })();

    // A fixed rate, whatever the answers take (an open loop).
    const running: Promise<void>[] = [];
    const interval = 1000 / rate;
    for (let n = 0; Date.now() - t0 < seconds * 1000; n++) {
      const due = t0 + n * interval;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      running.push(one());
    }
    await Promise.all(running);
    await faults;
    clearInterval(sampler);

    // Every write answered 2xx exists.
    const count = async (table: string, ids: number[]) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where id = any($1)`, [ids])).rows[0]!.n;
    const found = (await count('quotations', acknowledged.quotations)) + (await count('orders', acknowledged.orders));
    const writes = acknowledged.quotations.length + acknowledged.orders.length;

    // A request belongs to the outage when it was in flight during it: one sent a moment before the stop can wait for
    // its connection past it (a slow moment under load) and get the outage's 503.
    const inOutage = (o: Outcome) => o.at <= outage.toMs && o.at + o.ms >= outage.fromMs;
    const kindOf = (o: Outcome) => o.error ?? String(o.status);
    const failed = (o: Outcome) => o.error !== undefined || (o.status ?? 0) >= 500 || o.status === 0;
    const tally = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((all, o) => {
        all[kindOf(o)] = (all[kindOf(o)] ?? 0) + 1;
        return all;
      }, {});
    const latencies = outcomes
      .filter((o) => !inOutage(o) && !failed(o))
      .map((o) => o.ms)
      .sort((a, b) => a - b);
    const served = outcomes.filter((o) => !inOutage(o) && !failed(o));
    const p95Of = (list: Outcome[]) =>
      Math.round(
        percentile(
          list.map((o) => o.ms).sort((a, b) => a - b),
          95,
        ),
      );
    const report: SoakReport = {
      requests: outcomes.length,
      byKind: Object.fromEntries(
        [...new Set(outcomes.map((o) => o.kind))].map((kind) => [kind, outcomes.filter((o) => o.kind === kind).length]),
      ),
      errorsOutside: tally(outcomes.filter((o) => failed(o) && !inOutage(o))),
      outage: {
        unavailable: outcomes.filter((o) => inOutage(o) && o.status === 503 && o.retryAfter).length,
        other: tally(outcomes.filter((o) => inOutage(o) && failed(o) && !(o.status === 503 && o.retryAfter))),
        fromMs: outage.fromMs,
        toMs: outage.toMs,
      },
      retried,
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      rssMb: [...peakRss.values()].map(Math.round),
      p95ByKind: Object.fromEntries(
        [...new Set(served.map((o) => o.kind))].map((kind) => [kind, p95Of(served.filter((o) => o.kind === kind))]),
      ),
      p95By10s: Array.from({ length: Math.ceil(seconds / 10) }, (_, i) =>
        p95Of(served.filter((o) => o.at >= i * 10_000 && o.at < (i + 1) * 10_000)),
      ),
      writes: { acknowledged: writes, lost: writes - found },
      killedWorker,
    };
    return report;
  } finally {
    agent.destroy();
    api.kill('SIGTERM');
    await new Promise((resolve) => {
      if (api.exitCode !== null) return resolve(undefined);
      const timer = setTimeout(() => api.kill('SIGKILL'), 20_000);
      api.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    await db.end();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
