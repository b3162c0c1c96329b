import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiServer, freePort, startApiServer } from '../../../test/api-server.js';
import { admin, databaseUrl } from '../../../test/global-setup.js';
import { orderForm } from '../../../test/orders.js';

/**
 * The real API as a child process, killed with SIGKILL in the middle of a burst of 1,000 placings from
 * several buyers, then started again on the same database. Every placing that was answered 2xx exists; no order is
 * half-written; the stock and the units the orders hold still add up to what there was; and a retry of every key —
 * answered or not — never makes a second order.
 */
const BUYERS = ['demo-usd', 'trade-bangkok', 'trade-jakarta', 'trade-manila', 'trade-dubai', 'trade-sydney'];
const PLACINGS = 1_000;
const IN_FLIGHT = 32;
/** Answers before the kill: the burst is well under way, most of it still to come. */
const KILL_AFTER = 300;

const name = `hive_crash_${randomBytes(6).toString('hex')}`;
let url: string;
let pool: pg.Pool;
let port: number;
let server: ApiServer | undefined;

/** Starts `src/server.ts` on the test's database and waits until /ready answers. */
async function startServer() {
  server = await startApiServer(url, { port });
}

const headers = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=crash', 'x-xsrf-token': 'crash' };
const call = (pathname: string, init: { method?: string; body?: object; token?: string; key?: string } = {}) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...headers,
      ...(init.token ? { 'x-auth-token': init.token } : {}),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

type Placing = { buyer: number; key: string; body: object; status?: number; orderId?: number; error?: string };
let buyers: { id: number; token: string; address: number }[];
let products: { id: number; sku: string; moq: number; supplyUsd: number }[];
/** Per product: its stock plus every unit an order line holds, before the burst. */
let before: Map<number, number>;

const stockAndHeld = async (ids: number[]) =>
  new Map(
    (
      await rows<{ id: number; total: number }>(
        `select p.id, coalesce((select units from product_stock s where s.product_id = p.id), 0)
           + coalesce((select sum(held_units) from order_lines l where l.product_id = p.id), 0)::int as total
         from products p where p.id = any($1)`,
        [ids],
      )
    ).map((row) => [row.id, row.total]),
  );

beforeAll(async () => {
  const serverUrl = inject('serverUrl');
  await admin(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
  url = databaseUrl(serverUrl, name);
  pool = new pg.Pool({ connectionString: url, max: 4 });
  port = await freePort();
  // Three held products (one of them short: it runs out during the burst) and nine that are not held. Orders of one
  // held product take turns on its row, so only some placings hold stock: the burst is not one long queue.
  products = await rows(
    `select id, sku, moq, supply_usd as "supplyUsd" from products where exist and supply_usd > 0 and brand_id <> 492
     order by id limit 12 offset 2500`,
  );
  const setStock = (ids: number[], units: number) =>
    pool.query(
      `insert into product_stock (product_id, units) select unnest($1::int[]), $2
       on conflict (product_id) do update set units = excluded.units`,
      [ids, units],
    );
  await setStock(
    products.slice(0, 2).map((product) => product.id),
    1_000_000,
  );
  await setStock([products[2]!.id], 60 * products[2]!.moq);
  await pool.query('delete from product_stock where product_id = any($1)', [products.slice(3).map((p) => p.id)]);
  await startServer();
  buyers = await Promise.all(
    BUYERS.map(async (loginId) => {
      const signedIn = await call('/auth/client/sign-in', {
        method: 'POST',
        body: { loginId, password: 'Demo!2026pass' },
      });
      const token = ((await signedIn.json()) as { payload: { login: { token: string } } }).payload.login.token;
      const [row] = await rows<{ id: number; address: number }>(
        `select b.id, a.id as address from buyers b join buyer_addresses a on a.buyer_id = b.id where b.login_id = $1`,
        [loginId],
      );
      return { ...row!, token };
    }),
  );
  before = await stockAndHeld(products.map((product) => product.id));
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await pool?.end();
  await admin(inject('serverUrl'), `drop database if exists ${name} with (force)`);
});

/** The i-th placing: two products not held, enough for the minimum order; every third a held one, every fifth the short one. */
function placing(index: number): Placing {
  const buyer = index % buyers.length;
  const [a, b] = [products[3 + (index % 9)]!, products[3 + ((index + 4) % 9)]!];
  const lines = [
    { productId: a.id, qty: Math.ceil(60_000 / (a.supplyUsd * a.moq)) + 1 },
    { productId: b.id, qty: 1 + (index % 3) },
  ];
  if (index % 3 === 0) lines.push({ productId: products[Math.floor(index / 3) % 2]!.id, qty: 1 + (index % 2) });
  if (index % 5 === 0) lines.push({ productId: products[2]!.id, qty: 1 });
  return {
    buyer,
    key: randomUUID(),
    body: orderForm(lines, buyers[buyer]!.address, { poNumber: `CRASH-${index}` }),
  };
}

async function send(entry: Placing) {
  try {
    const response = await call('/client/api/v1/member/order?locale=en', {
      method: 'POST',
      body: entry.body,
      token: buyers[entry.buyer]!.token,
      key: entry.key,
    });
    const answer = (await response.json()) as { payload?: { order: { id: number } }; code?: string };
    return { status: response.status, orderId: answer.payload?.order.id, error: answer.code };
  } catch (error) {
    return { status: undefined, error: String(error) };
  }
}

describe('the API killed in the middle of a burst of placings', () => {
  it('keeps every answered order, half-writes none, loses no stock, and never places one key twice', async () => {
    const burst = Array.from({ length: PLACINGS }, (_, index) => placing(index));
    let answered = 0;
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (!killed && next < burst.length) {
        const entry = burst[next++]!;
        Object.assign(entry, await send(entry));
        if (entry.status !== undefined && ++answered === KILL_AFTER) {
          killed = true;
          server!.child.kill('SIGKILL');
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const burstMs = performance.now() - t0;
    if (server!.child.exitCode === null && server!.child.signalCode === null)
      await new Promise((resolve) => server!.child.once('exit', resolve));
    const sent = burst.filter((entry) => entry.status !== undefined || entry.error !== undefined);
    const ok = burst.filter((entry) => entry.status === 200);
    const cut = sent.filter((entry) => entry.status === undefined);
    // The kill really cut requests in flight.
    expect(cut.length).toBeGreaterThan(0);
    expect(ok.length).toBeGreaterThan(50);
    for (const entry of sent.filter((placed) => placed.status !== undefined))
      expect([200, 409], JSON.stringify(entry)).toContain(entry.status);

    const t1 = performance.now();
    await startServer();
    const restartMs = performance.now() - t1;

    // Every placing answered 200 exists, as answered.
    const ids = await rows<{ key: string; id: number }>(
      'select idempotency_key as key, id from orders where idempotency_key = any($1)',
      [burst.map((entry) => entry.key)],
    );
    const orderOf = new Map(ids.map((row) => [row.key, row.id]));
    for (const entry of ok) expect(orderOf.get(entry.key), entry.key).toBe(entry.orderId);
    // Some committed orders never had their answer delivered: the retry must find those.
    const unanswered = [...orderOf.keys()].filter((key) => !ok.some((entry) => entry.key === key));

    const halfWritten = await rows(
      `select o.id from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)
         or not exists (select 1 from order_events e where e.order_id = o.id and e.to_state = 'PLACED')
         or not exists (select 1 from order_documents d where d.order_id = o.id and d.type = 'po')
         or (select count(*) from demand_events d where d.kind = 'order' and d.occurred_at = o.placed_at
           and d.product_id in (select product_id from order_lines l where l.order_id = o.id))
           < (select count(*) from order_lines l where l.order_id = o.id)`,
    );
    expect(halfWritten).toEqual([]);
    expect(await stockAndHeld(products.map((product) => product.id))).toEqual(before);
    expect(
      (
        await rows<{ stock: number }>('select units as stock from product_stock where product_id = $1', [
          products[2]!.id,
        ])
      )[0]!.stock,
    ).toBeGreaterThanOrEqual(0);

    // The claims of the requests the kill cut are still open; a minute on, a retry may take them over.
    await pool.query(`update idempotency_keys set created_at = now() - interval '2 minutes' where status is null`);
    const retried: { entry: Placing; status?: number; orderId?: number }[] = [];
    let cursor = 0;
    const t2 = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (cursor < burst.length) {
          const entry = burst[cursor++]!;
          retried.push({ entry, ...(await send(entry)) });
        }
      }),
    );
    const retryMs = performance.now() - t2;
    for (const { entry, status, orderId } of retried) {
      expect([200, 409], `${entry.key} ${status}`).toContain(status);
      // Answered before, or committed without an answer: the retry gives that same order.
      if (orderOf.has(entry.key)) expect(orderId, entry.key).toBe(orderOf.get(entry.key));
    }
    expect(unanswered.every((key) => retried.some((retry) => retry.entry.key === key && retry.status === 200))).toBe(
      true,
    );
    // One order per key, whatever happened; as many orders as keys answered with one.
    const perKey = await rows<{ key: string; count: number }>(
      `select idempotency_key as key, count(*)::int as count from orders where idempotency_key = any($1) group by 1`,
      [burst.map((entry) => entry.key)],
    );
    expect(perKey.every((row) => row.count === 1)).toBe(true);
    expect(perKey).toHaveLength(retried.filter((retry) => retry.status === 200).length);
    expect(await stockAndHeld(products.map((product) => product.id))).toEqual(before);
    console.info(
      `crash test: ${sent.length} sent before the kill, ${ok.length} answered 200, ${cut.length} cut, ` +
        `${unanswered.length} committed without an answer; after the restart ${perKey.length} orders for ${PLACINGS} keys ` +
        `(burst ${Math.round(burstMs)} ms, restart ${Math.round(restartMs)} ms, retries ${Math.round(retryMs)} ms)`,
    );
  }, 120_000);
});
