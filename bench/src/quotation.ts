// `npm run bench` (after run.ts): the draft quotation basket under 20 buyers at once on the 100,000-product bench
// database — add-to-basket and request-quotation latency — and the time to render a 50-line quotation sheet PDF.
import { loadavg } from 'node:os';
import { minor } from '@hive/domain';
import pg from 'pg';
import { type QuotationSheet, renderQuotationPdf } from '../../apps/api/src/documents/quotation-pdf.js';
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
/** Adds per buyer: the basket holds at most 200 products. */
const ADDS = 150;
/** Requests per buyer, each of five products added to the basket just before (not timed). */
const REQUESTS = 25;
const BUDGET = { add: 20, request: 60, pdf: 300 };

const { embedded, databaseUrl, postmaster } = await openBenchDatabase();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const buyerIds = await ensureBuyers(db, BUYERS);
const startedAt = new Date();
const { child, port } = await startApi(databaseUrl);
const base = `http://127.0.0.1:${port}`;
const serverCpu = (since?: Cpu) => cpuOf(child.pid!, postmaster, since);

try {
  const tokens = await Promise.all(buyerIds.map((_, n) => signIn(base, `bench-buyer-${n + 1}`)));
  await clearBaskets();
  const products = (
    await db.query<{ id: number }>('select id from products where exist order by random() limit $1', [BUYERS * ADDS])
  ).rows.map((row) => row.id);
  // Five products whose one MOQ pack is at least $120 at base price: a request of one pack each passes $500.
  const large = (
    await db.query<{ id: number }>(
      'select id from products where exist and supply_usd * moq >= 12000 order by random() limit $1',
      [BUYERS * 5],
    )
  ).rows.map((row) => row.id);

  // A buyer's cheapest call (the session, one count): the floor under the others.
  let cpu = serverCpu();
  const counts = (times: number) =>
    concurrently(tokens, async (token) => {
      const taken: number[] = [];
      for (let i = 0; i < times; i++) taken.push(await timed(() => call('GET', '/client/api/v1/quotation/cnt', token)));
      return taken;
    });
  const count = await counts(ADDS);
  const countCpu = serverCpu(cpu);
  const countCalls = count.length;

  cpu = serverCpu();
  const add = await concurrently(tokens, async (token, buyer) => {
    const times: number[] = [];
    for (let i = 0; i < ADDS; i++) {
      const id = products[buyer * ADDS + i];
      times.push(await timed(() => call('POST', `/client/api/v1/quotation/add/${id}`, token)));
    }
    return times;
  });
  const addCpu = serverCpu(cpu);
  await clearBaskets();

  /**
   * Each buyer requests `REQUESTS` times, each time after putting its five products in the basket again (not timed);
   * with `countsAfter`, each request is followed by a count, timed into it.
   */
  const requesting = (countsAfter?: number[]) =>
    concurrently(tokens, async (token, buyer) => {
      const mine = large.slice(buyer * 5, buyer * 5 + 5);
      const body = { requestProducts: mine.map((id) => ({ product: { id }, quantity: 1 })) };
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        await call('POST', '/client/api/v1/quotation/add', token, { productIds: mine });
        times.push(await timed(() => call('POST', '/client/api/v1/quotation/request', token, body)));
        if (countsAfter) countsAfter.push(await timed(() => call('GET', '/client/api/v1/quotation/cnt', token)));
      }
      return times;
    });
  cpu = serverCpu();
  const request = await requesting();
  const requestCpu = serverCpu(cpu);
  // The latency budget compares a request with the cheapest call under the same load. Above, each phase runs one kind
  // of call: 20 buyers in a closed loop keep the two cores busy, so a call's latency there is its CPU time times the
  // buyers over the cores, and two phases' ratio is their CPU's ratio. Here each request is followed by a count: both
  // wait behind the same traffic.
  const countBeside: number[] = [];
  const requestBeside = await requesting(countBeside);
  // The count again after the requests: the ratios below compare with the count before and after, as the machine was
  // then, not only at the start.
  count.push(...(await counts(ADDS)));

  // The sheet through the API, one at a time: the 50 lines priced, the buyer read, the PDF rendered.
  const sheetLines = products.slice(0, 50).map((productId) => ({ productId, qty: 2 }));
  await call('POST', '/client/api/v1/member/quotation', tokens[0]!, sheetLines);
  const sheet: number[] = [];
  for (let i = 0; i < 10; i++) {
    sheet.push(await timed(() => call('POST', '/client/api/v1/member/quotation', tokens[0]!, sheetLines)));
  }

  const pdf = await renderTimes();

  console.log(`\nQuotation basket: ${BUYERS} buyers at once on ${SIZE.products.toLocaleString('en')} products\n`);
  console.log(
    `${'operation'.padEnd(40)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'budget'.padStart(9)}${'× count p95'.padStart(13)}`,
  );
  // The latency budget at 20 buyers: p95 within 2× the p95 of their cheapest call, the count, in the same run.
  const row = (name: string, times: number[], budget?: number, reference = count) => {
    const p = (q: number) => percentile(times, q).toFixed(1);
    const verdict = budget === undefined ? '' : `${Number(p(0.95)) <= budget ? '≤' : '>'} ${budget}`;
    const ratio = (percentile(times, 0.95) / percentile(reference, 0.95)).toFixed(2);
    console.log(
      `${name.padEnd(40)}${String(times.length).padStart(7)}${p(0.5).padStart(9)}${p(0.95).padStart(9)}${p(0.99).padStart(9)}${verdict.padStart(9)}${ratio.padStart(13)}`,
    );
  };
  row('basket count (GET cnt), for reference', count);
  row('add to basket (POST add/{id})', add, BUDGET.add);
  row('request quotation (5 lines)', request, BUDGET.request);
  row('count, each after a request', countBeside, undefined, countBeside);
  row('request, each before a count', requestBeside, BUDGET.request, countBeside);
  row('quotation sheet API, 50 lines (1 at once)', sheet);
  row('render 50-line PDF (in process)', pdf.times, BUDGET.pdf);
  console.log('(the last two rows: a count after each request, the ratio to that count: the same load for both)');
  console.log(`\nFirst PDF of the process (loads pdfkit, parses the fonts): ${pdf.first.toFixed(0)} ms`);
  // The machine's own load moves the latencies; CPU time spent per operation moves much less.
  const perOp = (used: ReturnType<typeof serverCpu>, count: number) =>
    `API ${(used.api / count).toFixed(1)} ms + PostgreSQL ${(used.db / count).toFixed(1)} ms`;
  console.log(`CPU per basket count: ${perOp(countCpu, countCalls)}`);
  console.log(`CPU per add to basket: ${perOp(addCpu, add.length)}`);
  // Each timed request comes with one untimed add of its five products.
  console.log(`CPU per request quotation and its add: ${perOp(requestCpu, request.length)}`);
  console.log(`CPU per 50-line PDF render: ${pdf.cpu.toFixed(1)} ms; load average now ${loadavg()[0]?.toFixed(1)}`);
} finally {
  await cleanUp();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await db.end();
  await embedded?.stop();
}

async function call(method: 'POST' | 'GET', route: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...XSRF, 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
}

/** Each buyer's loop at the same time; all their timings. */
async function concurrently(tokens: string[], work: (token: string, buyer: number) => Promise<number[]>) {
  return (await Promise.all(tokens.map((token, buyer) => work(token, buyer)))).flat();
}

async function clearBaskets() {
  await db.query('delete from basket_items where buyer_id = any($1::int[])', [buyerIds]);
}

/** What the bench wrote goes again, so the trend pages of the bench database stay as the generator made them. */
async function cleanUp() {
  await clearBaskets();
  await db.query('delete from quotations where buyer_id = any($1::int[])', [buyerIds]);
  await db.query(`delete from demand_events where kind = 'quotation' and occurred_at >= $1`, [startedAt]);
  await db.query(`delete from outbox where to_address like 'bench-buyer-%@bench.example'`);
  await db.query('delete from buyer_sessions where buyer_id = any($1::int[])', [buyerIds]);
}

async function renderTimes() {
  const lines = Array.from({ length: 50 }, (_, i) => ({
    sku: `HV${String(100 + i).padStart(3, '0')}-0201-${String(i).padStart(4, '0')}`,
    name: `First Care Activating Serum ${i} 90 ml`,
    nameKo: `설화수 윤조에센스 ${i} 90 ml`,
    brand: i % 2 ? 'Sulwhasoo' : 'Laneige',
    moq: 12,
    quantity: i + 1,
    unitPrice: minor(1_250 + i),
    subtotal: minor((1_250 + i) * 12 * (i + 1)),
  }));
  const sheet: QuotationSheet = {
    title: 'Quotation',
    number: 'Q-2026-000123',
    version: 1,
    issuedAt: new Date(),
    validUntil: new Date(Date.now() + 30 * 86_400_000),
    currency: 'USD',
    seller: { name: 'Hive', address: '311 Teheran-ro, Seoul', phone: '+82 2 6952 0420', email: 'sales@hive.example' },
    buyer: {
      company: 'Công ty TNHH Minh Phát',
      contact: 'Trần Minh',
      email: 'minh@example.com',
      phone: '+84 912 345 678',
      country: 'Vietnam',
    },
    lines,
    totals: {
      sku: 50,
      units: lines.reduce((sum, line) => sum + line.moq * line.quantity, 0),
      amount: minor(lines.reduce((sum, line) => sum + line.subtotal, 0)),
    },
    terms: { incoterm: 'FOB Busan', leadTimeDays: 21, note: 'Bank transfer, 30 % deposit.' },
  };
  const first = await timed(async () => void (await renderQuotationPdf(sheet)));
  const times: number[] = [];
  const started = process.cpuUsage();
  for (let i = 0; i < 20; i++) times.push(await timed(async () => void (await renderQuotationPdf(sheet))));
  const used = process.cpuUsage(started);
  return { first, times, cpu: (used.user + used.system) / 1000 / 20 };
}
