// `npm run bench:chat`: live chat delivery across two API processes on one database, and the memory of open streams.
//
// 1. Two API processes (A and B) on the demo database of their own (`data/chat-bench`). An operator's stream is opened
//    on B; a buyer sends 100 messages a second through A for `CHAT_SECONDS` (default 10). Each message's delivery time
//    is from the moment its POST was sent to the moment B's stream brought it: p50, p95, p99, lost, doubled.
// 2. 500 buyer streams opened on B: B's resident memory before and after, and one message fanned out to all 500.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../../apps/api/src/config/env.js';
import { connect } from '../../apps/api/src/db/client.js';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded.js';
import { applyMigrations } from '../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo.js';
import { startApi } from './api.js';
import { percentile, XSRF } from './buyers.js';

const RATE = 100;
const SECONDS = Number(process.env.CHAT_SECONDS ?? 10);
const STREAMS = 500;
/** The fan-out's message, this run's own. */
const marker = `to all ${Date.now().toString(36)}`;

const embedded = await startEmbeddedPostgres(path.join(repoRoot, 'data/chat-bench'));
const databaseUrl = Object.assign(new URL(embedded.url), { pathname: '/hive_chat_bench' }).toString();
const admin = new pg.Client({ connectionString: embedded.url });
await admin.connect();
if (!(await admin.query(`select 1 from pg_database where datname = 'hive_chat_bench'`)).rowCount)
  await admin.query('create database hive_chat_bench');
await admin.end();
const database = connect(databaseUrl, { statementTimeoutMs: 0 });
await applyMigrations(database.db);
await seedDemo(database.db);
await database.close();

const a = await startApi(databaseUrl);
const b = await startApi(databaseUrl);
const baseA = `http://127.0.0.1:${a.port}`;
const baseB = `http://127.0.0.1:${b.port}`;
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function call(base: string, method: string, route: string, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...XSRF, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { payload: unknown }).payload as Record<string, unknown>;
}

/** An event stream's messages as they arrive, with the time of arrival. */
function stream(
  base: string,
  ticket: string,
  onMessage: (id: number, at: number, body: string) => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/client/api/v1/chat/stream?ticket=${ticket}`, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) resolve(() => request.destroy());
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes('event: message') && data) {
            const message = JSON.parse(data) as { id: number; body: string };
            onMessage(message.id, performance.now(), message.body);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
  });
}

try {
  const signIn = await call(
    baseA,
    'POST',
    '/auth/client/sign-in',
    {},
    { loginId: 'demo-usd', password: DEMO_PASSWORD },
  );
  const buyer = { 'x-auth-token': (signIn.login as { token: string }).token };
  const operatorSignIn = await call(
    baseB,
    'POST',
    '/console/api/auth/sign-in',
    {},
    { loginId: 'admin', password: DEMO_PASSWORD },
  );
  const operator = { 'x-operator-token': operatorSignIn.token as string };
  const conversation = (
    (await call(baseA, 'POST', '/client/api/v1/chat/conversations', buyer, {})).conversation as {
      id: number;
    }
  ).id;

  // 1. Delivery across processes at 100 messages a second.
  const sentAt = new Map<number, number>();
  /** When A answered: the message had committed. */
  const answeredAt = new Map<number, number>();
  let failed = 0;
  const pendingSends: Promise<void>[] = [];
  const arrived = new Map<number, number>();
  let doubled = 0;
  const operatorTicket = (await call(baseB, 'POST', '/console/api/chat/stream-ticket', operator)).ticket as string;
  const closeOperator = await stream(baseB, operatorTicket, (id, at) => {
    if (arrived.has(id)) doubled++;
    else arrived.set(id, at);
  });
  const total = RATE * SECONDS;
  // One send alone first: the cost of a message without a queue.
  const alone = performance.now();
  await call(baseA, 'POST', `/client/api/v1/chat/conversations/${conversation}/messages`, buyer, { body: 'warm-up' });
  console.log(`One message alone: ${(performance.now() - alone).toFixed(1)} ms`);
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = performance.now();
    pendingSends.push(
      call(baseA, 'POST', `/client/api/v1/chat/conversations/${conversation}/messages`, buyer, {
        body: `bench ${n}`,
      }).then(
        (message) => {
          sentAt.set(message.id as number, at);
          answeredAt.set(message.id as number, performance.now());
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(pendingSends);
  // A message not here a minute after the last send is lost.
  for (let waited = 0; waited < 60_000 && [...sentAt.keys()].some((id) => !arrived.has(id)); waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  closeOperator();
  const delays = [...sentAt].filter(([id]) => arrived.has(id)).map(([id, at]) => arrived.get(id)! - at);
  const afterCommit = [...answeredAt]
    .filter(([id]) => arrived.has(id))
    .map(([id, at]) => Math.max(0, arrived.get(id)! - at));
  const lost = [...sentAt.keys()].filter((id) => !arrived.has(id)).length;
  console.log(`Delivery, written through A, streamed by B, ${RATE} messages/s for ${SECONDS} s (${total} messages):`);
  console.log(
    `  p50 ${percentile(delays, 0.5).toFixed(1)} ms, p95 ${percentile(delays, 0.95).toFixed(1)} ms, p99 ${percentile(delays, 0.99).toFixed(1)} ms; lost ${lost}, doubled ${doubled}; sends refused ${failed}`,
  );
  console.log(
    `  from A's answer (the commit) to B's event: p50 ${percentile(afterCommit, 0.5).toFixed(1)} ms, p95 ${percentile(afterCommit, 0.95).toFixed(1)} ms, p99 ${percentile(afterCommit, 0.99).toFixed(1)} ms`,
  );

  // 2. 500 streams open on B.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = rss(b.child.pid!);
  const counts = new Array<number>(STREAMS).fill(0);
  const fanned: number[] = [];
  const closes: (() => void)[] = [];
  for (let i = 0; i < STREAMS; i++) {
    const ticket = (await call(baseB, 'POST', '/client/api/v1/chat/stream-ticket', buyer)).ticket as string;
    closes.push(
      await stream(baseB, ticket, (_id, at, body) => {
        if (body !== marker) return;
        counts[i]! += 1;
        fanned.push(at);
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = rss(b.child.pid!);
  const sent = performance.now();
  await call(baseA, 'POST', `/client/api/v1/chat/conversations/${conversation}/messages`, buyer, { body: marker });
  for (let waited = 0; waited < 5_000 && fanned.length < STREAMS; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const fanDelays = fanned.map((at) => at - sent);
  console.log(`${STREAMS} streams open on B: RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`);
  console.log(
    `  (${(((after - before) * 1024) / STREAMS).toFixed(0)} kB a stream); one message reached ${counts.filter((c) => c === 1).length} of ${STREAMS}, the last after ${Math.max(...fanDelays).toFixed(0)} ms (p95 ${percentile(fanDelays, 0.95).toFixed(0)} ms)`,
  );
  for (const close of closes) close();
} finally {
  a.child.kill('SIGTERM');
  b.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await embedded.stop();
}
