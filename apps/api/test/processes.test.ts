import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiServer, startApiServer, waitUntilReady } from './api-server.js';
import { admin, databaseUrl } from './global-setup.js';

/**
 * The real server as a child process — stopping gracefully at SIGTERM with requests in flight, and several
 * API processes on one port (API_PROCESSES): ready only once all listen, new connections spread over them, one of them
 * killed with SIGKILL under load.
 */
const name = `hive_processes_${randomBytes(6).toString('hex')}`;
let url: string;
const servers: ApiServer[] = [];

beforeAll(async () => {
  const serverUrl = inject('serverUrl');
  await admin(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
  url = databaseUrl(serverUrl, name);
});
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await admin(inject('serverUrl'), `drop database if exists ${name} with (force)`);
});

const start = async (env: Record<string, string> = {}, ready = true) => {
  const server = await startApiServer(url, { env, ready });
  servers.push(server);
  return server;
};

/** Searches are never kept: each runs its statements, so fifty of them are really in flight together. */
const WORDS = ['cream', 'mask', 'serum', 'toner', 'lip balm', 'cushion', 'sun', 'balm', 'gel', 'oil'];
const search = (server: ApiServer, n: number, signal?: AbortSignal) =>
  fetch(server.url(`/client/api/search?search=${encodeURIComponent(`${WORDS[n % WORDS.length]} ${n}`)}&locale=en`), {
    signal,
  }).then(
    (response) => response.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

const METRICS_TOKEN = 'processes-test-metrics-token';
/** The country lists answered 200, as /metrics counts them (nothing else in this file asks for them). */
const scrape = (server: ApiServer) =>
  fetch(server.url('/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
async function countriesCounted(server: ApiServer): Promise<number> {
  const response = await scrape(server);
  expect(response.status).toBe(200);
  const line = 'hive_http_requests_total{method="GET",route="/client/api/country",status="200"} ';
  const found = (await response.text()).split('\n').find((row) => row.startsWith(line));
  return found ? Number(found.slice(line.length)) : 0;
}

/**
 * A request on a connection of its own (no agent, `Connection: close`): which process answers is decided anew for each.
 * The status and body, or the connection's error; a request left unanswered for 10 s is `hung`.
 */
const fresh = (server: ApiServer, pathname: string) =>
  new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const request = http.get(server.url(pathname), { agent: false, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('timeout', () => {
      request.destroy();
      resolve({ error: 'hung' });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
/** The number of the API process that answered `/health` on a fresh connection. */
async function answeredBy(server: ApiServer): Promise<number> {
  const answer = await fresh(server, '/health');
  if (!('status' in answer) || answer.status !== 200) throw new Error(`/health: ${JSON.stringify(answer)}`);
  return (JSON.parse(answer.body) as { process: number }).process;
}
const readyStatus = async (server: ApiServer) => {
  const answer = await fresh(server, '/ready');
  return 'status' in answer ? answer.status : answer.error;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API processes the cluster's primary runs now (its other children: tsx's esbuild). */
const workersOf = (pid: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('src/server.ts');
      } catch {
        return false;
      }
    })
    .map(Number);

/** Fifty searches, and the signal a few milliseconds after they are sent: every one of them must be answered. */
async function fiftyInFlightThen(server: ApiServer, signal: NodeJS.Signals) {
  const answers = Array.from({ length: 50 }, (_, n) => search(server, n));
  await new Promise((resolve) => setTimeout(resolve, 15));
  const sentAt = Date.now();
  server.child.kill(signal);
  const statuses = await Promise.all(answers);
  const code = await server.exited;
  return { statuses, code, exitMs: Date.now() - sentAt };
}

describe('SIGTERM', () => {
  it('finishes the fifty requests in flight, refuses new connections, and exits with 0', async () => {
    const server = await start();
    const { statuses, code } = await fiftyInFlightThen(server, 'SIGTERM');
    expect(statuses).toEqual(Array(50).fill(200));
    expect(code).toBe(0);
    await expect(fetch(server.url('/health'))).rejects.toThrow();
  }, 120_000);
});

describe('API_PROCESSES=2', () => {
  it('answers /ready 503 until both API processes listen, then spreads new connections over both', async () => {
    const server = await start({ API_PROCESSES: '2' }, false);
    const pid = server.child.pid!;
    // The second API process is frozen as soon as it is forked, long before it could listen (loading the code alone
    // takes it seconds): the start-up race, held open for as long as the test needs.
    let workers: number[] = [];
    for (let tries = 0; tries < 3_000 && workers.length < 2; tries++) {
      await pause(10);
      workers = workersOf(pid);
    }
    expect(workers).toHaveLength(2);
    const late = workers[1]!;
    process.kill(late, 'SIGSTOP');
    try {
      let first: number | undefined;
      for (let tries = 0; tries < 900 && first === undefined; tries++) {
        first = await answeredBy(server).catch(() => undefined);
        if (first === undefined) await pause(100);
      }
      expect(first).toBeDefined();
      // One process listens and answers everything: the machine is not ready.
      for (let n = 0; n < 10; n++) {
        expect(await readyStatus(server)).toBe(503);
        expect(await answeredBy(server)).toBe(first);
        await pause(50);
      }
      expect(server.output()).not.toContain('is ready at');
    } finally {
      process.kill(late, 'SIGCONT');
    }
    await waitUntilReady(server);

    // Ten rounds of 24 new connections: at once, both processes answer some; one after another, they answer in turn.
    const tally = (answers: number[]) => {
      const counts = new Map<number, number>();
      for (const by of answers) counts.set(by, (counts.get(by) ?? 0) + 1);
      return [...counts.values()];
    };
    for (let round = 1; round <= 10; round++) {
      const burst = await Promise.all(Array.from({ length: 24 }, () => answeredBy(server)));
      expect(tally(burst), `round ${round}, at once: ${burst}`).toHaveLength(2);
      const inTurn: number[] = [];
      for (let n = 0; n < 24; n++) inTurn.push(await answeredBy(server));
      expect(tally(inTurn), `round ${round}, one after another: ${inTurn}`).toEqual([12, 12]);
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('keeps answering when one API process is killed, starts another, and stops both gracefully', async () => {
    const server = await start({ API_PROCESSES: '2', METRICS_TOKEN });
    const pid = server.child.pid!;
    const workers = workersOf(pid);
    expect(workers).toHaveLength(2);

    // One API process dies with SIGKILL under load: the other answers what comes next; the primary starts another.
    // A request the killed process had taken fails at once; none is left hanging (the connection the primary was
    // handing it is closed too).
    const during = Array.from({ length: 20 }, (_, n) => search(server, n, AbortSignal.timeout(20_000)));
    process.kill(workers[0]!, 'SIGKILL');
    const hung = (await Promise.all(during)).filter((status) => /timeout|abort/i.test(String(status)));
    expect(hung).toEqual([]);
    for (let n = 0; n < 20; n++) expect(await search(server, n)).toBe(200);
    let replaced: number[] = [];
    for (let tries = 0; tries < 300 && replaced.length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      replaced = workersOf(pid);
    }
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    expect(server.output()).toContain('starting another');

    // Ready again on both (the new one answers the primary's call for metrics once it has started). /metrics,
    // whichever process it reaches, counts the requests both answered — on a route the kill above never saw, so
    // no search still in flight from then is counted here.
    for (let n = 0; n < 10; n++) expect(await search(server, n)).toBe(200);
    for (let tries = 0; tries < 60 && (await scrape(server)).status !== 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await countriesCounted(server);
    const countries = () => fetch(server.url('/client/api/country')).then((response) => response.status);
    await Promise.all(Array.from({ length: 30 }, async () => expect(await countries()).toBe(200)));
    expect(await countriesCounted(server)).toBe(before + 30);

    // Then SIGTERM to the primary with fifty requests in flight.
    const { statuses, code } = await fiftyInFlightThen(server, 'SIGTERM');
    expect(statuses).toEqual(Array(50).fill(200));
    expect(code).toBe(0);
    expect(workersOf(pid)).toEqual([]);
  }, 180_000);
});
