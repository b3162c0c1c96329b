// `npm run bench:orders` (and in `npm run bench`, after the quotation step): placing orders on the 100,000-product bench
// database, 20 buyers at once, each in a closed loop with no pause; beside it, in the same run and at the same 20, a
// buyer's cheapest signed-in call (the cart count). It prints p50/p95/p99, placing's p95 as a ratio of the count's,
// the CPU time per order of the API process and of PostgreSQL against the 5 ms budget, and how many stock updates were
// HOT; then removes what it wrote and gives the held product its stock back.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../apps/api/src/config/env.js';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo.js';
import { startApi } from './api.js';
import {
  type Cpu,
  serverCpu as cpuOf,
  ensureBuyers,
  openBenchDatabase,
  percentile,
  SIZE,
  signIn,
  timed,
  XSRF,
} from './buyers.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Lines per order: one of them the held product, the others not held. */
const LINES = 4;
/** Placings per buyer before anything is timed: each API connection prepares the placing's statements once. */
const WARM_UP = 5;
/** Placings of one buyer alone, for the latency without a queue. */
const ALONE = 150;
/** CPU milliseconds per order, API and PostgreSQL together. */
const BUDGET_CPU = 5;
/**
 * The orders' incoterm (`BENCH_INCOTERM`): CIF by default, so that each order is given its freight and insurance estimate
 * from the demo's US sea rate; FOB places them without one.
 */
const INCOTERM = process.env.BENCH_INCOTERM ?? 'CIF';
const TERMS =
  INCOTERM === 'CIF'
    ? { incoterm: 'CIF', namedPlace: 'Los Angeles' }
    : { incoterm: INCOTERM, namedPlace: 'Busan port' };
/** Stock of the held product for the run: no order runs out. */
const STOCK = 1_000_000_000;
/**
 * Webhooks subscribed for a second timed placing (`BENCH_WEBHOOKS`, 0: none), each to `BENCH_WEBHOOK_EVENTS`
 * (comma-separated, `order.placed` by default), all posting to a receiver in this process that answers 204: the CPU per
 * order then counts each order's deliveries too, until the last one is answered, against placing without them. The two
 * are timed in turn, without, with, with, without (`BENCH_SECONDS` in all for each), so that what drifts over the run
 * (the tables growing, the vacuum of what came before) weighs on both alike.
 */
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 0);
const WEBHOOK_EVENTS = (process.env.BENCH_WEBHOOK_EVENTS ?? 'order.placed').split(',');
/** The webhooks' budget: CPU per order with them ≤ 1.2 × without. */
const BUDGET_WEBHOOKS = 1.2;

const { embedded, databaseUrl, postmaster } = await openBenchDatabase();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const buyerIds = await ensureBuyers(db, BUYERS);
const addressIds = await ensureAddresses();
const startedAt = new Date();
const run = startedAt.getTime().toString(36);
// The held product every order takes units of, and its stock as the run found it, put back at the end — or, should this
// run be cut short, at the start of the next (kept in a file beside the bench database meanwhile).
const keptStock = path.join(repoRoot, 'data/bench/orders-held-stock.json');
if (existsSync(keptStock)) {
  const kept = JSON.parse(readFileSync(keptStock, 'utf8')) as { id: number; units: number };
  await db.query('update product_stock set units = $2 where product_id = $1', [kept.id, kept.units]);
}
const held = (
  await db.query<{ id: number; units: number }>(
    `select p.id, s.units from products p join product_stock s on s.product_id = p.id
     where p.exist and p.supply_usd > 0 and p.moq <= 100 order by p.id limit 1`,
  )
).rows[0]!;
mkdirSync(path.dirname(keptStock), { recursive: true });
writeFileSync(keptStock, JSON.stringify(held));
const { child, port } = await startApi(databaseUrl);
const base = `http://127.0.0.1:${port}`;
const serverCpu = (since?: Cpu) => cpuOf(child.pid!, postmaster, since);
let apiStopped = false;

try {
  await db.query('update product_stock set units = $2 where product_id = $1', [held.id, STOCK]);
  const bodies = await orderBodies();
  const tokens = await Promise.all(buyerIds.map((_, n) => signIn(base, `bench-buyer-${n + 1}`)));
  const before = await productUpdates();

  let placed = 0;
  const place = (buyer: number) =>
    call('POST', '/client/api/v1/member/order?locale=en', tokens[buyer]!, bodies[buyer], `bench-${run}-${placed++}`);
  const count = (buyer: number) => call('GET', '/client/api/v1/cart/cnt', tokens[buyer]!);

  await concurrently(async (buyer) => {
    for (let i = 0; i < WARM_UP; i++) await place(buyer);
    return [];
  });
  await concurrently(async (buyer) => [await timed(() => count(buyer))]);

  // The cheap call before and after the placings, half the time each: the machine's load is the same for both.
  let cpu = serverCpu();
  const cheap = await loop(SECONDS / 2, count);
  let cheapCpu = serverCpu(cpu);
  cpu = serverCpu();
  const placing = await loop(SECONDS, place);
  const placingCpu = serverCpu(cpu);
  cpu = serverCpu();
  cheap.push(...(await loop(SECONDS / 2, count)));
  const after = serverCpu(cpu);
  cheapCpu = { api: cheapCpu.api + after.api, db: cheapCpu.db + after.db };

  const alone: number[] = [];
  for (let i = 0; i < ALONE; i++) alone.push(await timed(() => place(0)));

  const hooked = WEBHOOKS > 0 ? await webhooksAgainstNone(place) : undefined;

  // The API's connections report their table statistics when they close.
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  apiStopped = true;
  const updates = await productUpdates(before);

  console.log(
    `\nOrders: ${BUYERS} buyers at once on ${SIZE.products.toLocaleString('en')} products, ${LINES} lines an order (one held), ${SECONDS} s\n`,
  );
  console.log(
    `${'operation'.padEnd(40)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× cnt p95'.padStart(11)}`,
  );
  const row = (name: string, times: number[]) => {
    const p = (q: number) => percentile(times, q).toFixed(1);
    const ratio = (percentile(times, 0.95) / percentile(cheap, 0.95)).toFixed(1);
    console.log(
      `${name.padEnd(40)}${String(times.length).padStart(7)}${p(0.5).padStart(9)}${p(0.95).padStart(9)}${p(0.99).padStart(9)}${ratio.padStart(11)}`,
    );
  };
  row('cart count (GET cnt), the cheapest call', cheap);
  row(`place an order (${LINES} lines), ${BUYERS} buyers`, placing);
  row(`place an order, 1 buyer`, alone);
  const perOp = (used: Cpu, n: number) =>
    `API ${(used.api / n).toFixed(2)} ms + PostgreSQL ${(used.db / n).toFixed(2)} ms = ${((used.api + used.db) / n).toFixed(2)} ms`;
  const total = (placingCpu.api + placingCpu.db) / placing.length;
  console.log(`\nCPU per cart count: ${perOp(cheapCpu, cheap.length)}`);
  console.log(
    `CPU per order: ${perOp(placingCpu, placing.length)} (budget ${BUDGET_CPU} ms: ${total <= BUDGET_CPU ? 'met' : 'missed'})`,
  );
  console.log(
    `Stock updates of the held product: ${updates.stock}, ${updates.hot} of them HOT (${((100 * updates.hot) / Math.max(1, updates.stock)).toFixed(0)} %); products rows updated: ${updates.products}`,
  );
  if (hooked) {
    const { none, hooks } = hooked;
    const ratio = (hooks.cpu.api + hooks.cpu.db) / hooks.orders / ((none.cpu.api + none.cpu.db) / none.orders);
    console.log(
      `CPU per order with ${WEBHOOKS} webhooks (${WEBHOOK_EVENTS.join(', ')}), its ${hooks.deliveries} deliveries answered: ${perOp(hooks.cpu, hooks.orders)}; without, in turn with it: ${perOp(none.cpu, none.orders)}; ${ratio.toFixed(2)} × (budget ${BUDGET_WEBHOOKS} ×: ${ratio <= BUDGET_WEBHOOKS ? 'met' : 'missed'}); placing p95 ${percentile(hooks.times, 0.95).toFixed(1)} ms with, ${percentile(none.times, 0.95).toFixed(1)} ms without`,
    );
  }
  console.log(`${placed} orders placed; load average now ${loadavg()[0]?.toFixed(1)}`);
} finally {
  if (!apiStopped) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await cleanUp();
  await db.end();
  await embedded?.stop();
}

/**
 * Placing with `WEBHOOKS` webhooks subscribed and without, in turn (without, with, with, without: half of `SECONDS`
 * each): the CPU of each, with from the first order to the last delivery answered; the orders placed, their deliveries.
 */
async function webhooksAgainstNone(place: (buyer: number) => Promise<void>) {
  let received = 0;
  const receiver = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const none = { cpu: { api: 0, db: 0 }, orders: 0, times: [] as number[] };
  const hooks = { ...structuredClone(none), deliveries: 0 };
  const add = (to: typeof none, cpu: Cpu, times: number[]) => {
    to.cpu.api += cpu.api;
    to.cpu.db += cpu.db;
    to.orders += times.length;
    to.times.push(...times);
  };
  /** Waits (a minute at most) until every delivery made since `made` (their count then) is answered, `sent` before. */
  const answered = async (made: number, sent: number) => {
    const expected = (await deliveries()) - made;
    for (let waited = 0; received - sent < expected && waited < 60_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const without = async () => {
    const cpu = serverCpu();
    const times = await loop(SECONDS / 2, place);
    add(none, serverCpu(cpu), times);
  };
  const operator = await consoleCall('POST', '/console/api/auth/sign-in', '', {
    loginId: 'admin',
    password: DEMO_PASSWORD,
  });
  const token = (operator as { payload: { token: string } }).payload.token;
  const withWebhooks = async () => {
    for (let n = 0; n < WEBHOOKS; n++)
      await consoleCall('POST', '/console/api/webhooks', token, { url, events: WEBHOOK_EVENTS, description: 'bench' });
    // As before the first timed placing: each API connection prepares the placing's statements (now with the event's)
    // once, and what that sends is answered before the timing starts.
    const warming = await deliveries();
    await concurrently(async (buyer) => {
      for (let i = 0; i < WARM_UP; i++) await place(buyer);
      return [];
    });
    await answered(warming, received);
    const before = await deliveries();
    const sent = received;
    const cpu = serverCpu();
    const times = await loop(SECONDS / 2, place);
    await answered(before, sent);
    add(hooks, serverCpu(cpu), times);
    hooks.deliveries += received - sent;
    await removeWebhooks();
  };
  try {
    await without();
    await withWebhooks();
    await withWebhooks();
    await without();
    return { none, hooks };
  } finally {
    receiver.close();
  }
}

/** The bench's webhooks, with their deliveries and what of them is still queued. */
async function removeWebhooks() {
  await db.query(`with bench as (select id from webhooks where description = 'bench'),
      queued as (delete from webhook_queue where webhook_id in (select id from bench))
    delete from webhooks where id in (select id from bench)`);
}

async function deliveries() {
  return Number((await db.query('select count(*)::int as n from webhook_deliveries')).rows[0].n);
}

async function consoleCall(method: 'POST', route: string, token: string, body: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...XSRF, 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Each bench buyer's ship-to address: their first, made once and kept with the buyers. */
async function ensureAddresses(): Promise<number[]> {
  await db.query(
    `insert into buyer_addresses (buyer_id, consignee, phone_country_id, phone_number, country_id, line1, city,
       postal_code, is_default)
     select b.id, 'Receiving Dock', c.id, '555 0100', c.id, '12 Harbour Road', 'Los Angeles', '90021', true
     from unnest($1::int[]) b(id), countries c
     where c.code = 'US' and not exists (select 1 from buyer_addresses a where a.buyer_id = b.id)`,
    [buyerIds],
  );
  const { rows } = await db.query<{ id: number }>(
    `select (select min(a.id) from buyer_addresses a where a.buyer_id = b.id) as id
     from unnest($1::int[]) with ordinality b(id, n) order by n`,
    [buyerIds],
  );
  return rows.map((row) => row.id);
}

/**
 * Each buyer's order: the held product (one pack) and products not held, different for each buyer, with packs enough
 * that the order passes the minimum at the buyer's grade.
 */
async function orderBodies() {
  const minimum = Number((await db.query('select min_order_usd from settings where id = 1')).rows[0].min_order_usd);
  const others = (
    await db.query<{ id: number; pack: number }>(
      `select id, supply_usd * moq as pack from products
       where exist and supply_usd > 0 and supply_usd * moq <= 100000
         and not exists (select from product_stock s where s.product_id = products.id)
       order by id % 997, id limit $1`,
      [BUYERS * (LINES - 1)],
    )
  ).rows;
  return buyerIds.map((_, buyer) => {
    const mine = others.slice(buyer * (LINES - 1), (buyer + 1) * (LINES - 1));
    // Each line alone at least the minimum's share, with a fifth to spare for the grade's discount.
    const products = mine.map((product) => ({
      productId: product.id,
      qty: Math.max(1, Math.ceil((minimum * 1.2) / (LINES - 1) / product.pack)),
    }));
    return {
      products: [{ productId: held.id, qty: 1 }, ...products],
      shipToAddressId: addressIds[buyer],
      consignee: { name: 'Pacific Beauty Trading LLC', address: '12 Harbour Road, Los Angeles 90021, US' },
      contact: { name: 'Emily Carter', email: 'emily.carter@pacific-beauty.example', phone: '+1 212 555 0147' },
      ...TERMS,
      shippingMethod: 'SEA',
      paymentMethod: 'BANK_TRANSFER',
      poNumber: `BENCH-${buyer + 1}`,
    };
  });
}

type Updates = { stock: number; hot: number; products: number };

/** Row updates of the stock so far (or since `since`), how many of them were HOT, and those of the products. */
async function productUpdates(since?: Updates): Promise<Updates> {
  const { rows } = await db.query<{ relname: string; updates: string; hot: string }>(
    `select relname, n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables
     where relname in ('product_stock', 'products')`,
  );
  const of = (table: string) => rows.find((row) => row.relname === table)!;
  const now = {
    stock: Number(of('product_stock').updates),
    hot: Number(of('product_stock').hot),
    products: Number(of('products').updates),
  };
  return since
    ? { stock: now.stock - since.stock, hot: now.hot - since.hot, products: now.products - since.products }
    : now;
}

async function call(method: 'POST' | 'GET', route: string, token: string, body?: unknown, key?: string) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...XSRF,
      'x-auth-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
}

/** Each buyer's loop at the same time; all their timings. */
async function concurrently(work: (buyer: number) => Promise<number[]>) {
  return (await Promise.all(buyerIds.map((_, buyer) => work(buyer)))).flat();
}

/** Every buyer calls `work` back to back for `seconds`; the timings. */
function loop(seconds: number, work: (buyer: number) => Promise<void>) {
  const until = performance.now() + seconds * 1000;
  return concurrently(async (buyer) => {
    const times: number[] = [];
    while (performance.now() < until) times.push(await timed(() => work(buyer)));
    return times;
  });
}

/**
 * What the run wrote goes again — the orders with their lines, events, documents and mail, the keys, the demand
 * events, the sessions — and the held product gets its stock back, so that the next run starts from the same
 * database.
 */
async function cleanUp() {
  const owners = buyerIds.map((id) => `buyer:${id}`);
  await db.query('delete from orders where buyer_id = any($1::int[])', [buyerIds]);
  await removeWebhooks();
  await db.query('delete from webhook_events where created_at >= $1', [startedAt]);
  await db.query(`delete from operator_sessions where created_at >= $1`, [startedAt]);
  await db.query(`delete from demand_events where kind = 'order' and occurred_at >= $1`, [startedAt]);
  await db.query(`delete from outbox where to_address like 'bench-buyer-%@bench.example'`);
  await db.query('delete from idempotency_keys where owner = any($1::text[])', [owners]);
  await db.query('delete from buyer_sessions where buyer_id = any($1::int[])', [buyerIds]);
  await db.query('update product_stock set units = $2 where product_id = $1', [held.id, held.units]);
  rmSync(keptStock, { force: true });
  await db.query(
    'vacuum analyze orders, order_lines, order_events, order_documents, outbox, outbox_attachments, idempotency_keys, demand_events, webhooks, webhook_events, webhook_deliveries',
  );
  await db.query('vacuum product_stock');
}
