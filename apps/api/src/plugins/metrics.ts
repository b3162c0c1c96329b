import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@hive/domain';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import type { ReadSide } from '../db/replica.js';
import { jobRuns } from '../lib/jobs.js';

/** The message an API process sends the cluster's primary for every process's metrics, and the primary's answer. */
const ASK = 'hive:metrics';
const ANSWER = 'hive:metrics-answer';

/**
 * This process's metrics, made once per process (tests build several apps in one process; each registers its own
 * collector of its pool and outbox below).
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });
const requests = new Counter({
  name: 'hive_http_requests_total',
  help: 'HTTP requests answered, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const durations = new Histogram({
  name: 'hive_http_request_duration_seconds',
  help: 'Time to answer, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
new Counter({
  name: 'hive_job_runs_total',
  help: 'Runs of the scheduled jobs in this process, by job and outcome',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [job, runs] of jobRuns) {
      this.inc({ job, outcome: 'ok' }, runs.ok);
      this.inc({ job, outcome: 'failed' }, runs.failed);
    }
  },
});

/** The pools of the apps this process runs (one, but for tests that build several). */
const pools = new Set<Db['$client']>();
new Gauge({
  name: 'hive_db_pool_connections',
  help: "The database pool's connections: total, idle, and requests waiting for one",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = (count: (pool: Db['$client']) => number) => [...pools].reduce((total, pool) => total + count(pool), 0);
    this.set(
      { state: 'total' },
      sum((pool) => pool.totalCount),
    );
    this.set(
      { state: 'idle' },
      sum((pool) => pool.idleCount),
    );
    this.set(
      { state: 'waiting' },
      sum((pool) => pool.waitingCount),
    );
  },
});
/** The read sides of the apps this process runs that have a replica (`DATABASE_READ_URL`). */
const readSides = new Set<ReadSide>();
const sumOf = (count: (stats: ReturnType<ReadSide['stats']>) => number) =>
  [...readSides].reduce((total, side) => total + count(side.stats()), 0);
new Counter({
  name: 'hive_db_reads_total',
  help: "The read side's statements, by where they ran: the replica, or the primary (behind the caller's own write, or in fallback)",
  labelNames: ['server'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (!readSides.size) return;
    this.inc(
      { server: 'replica' },
      sumOf((stats) => stats.replica),
    );
    this.inc(
      { server: 'primary' },
      sumOf((stats) => stats.primary),
    );
  },
});
new Counter({
  name: 'hive_db_replica_fallbacks_total',
  help: 'Reads sent to the primary because the replica was down or lagging beyond DATABASE_READ_MAX_LAG_MS',
  registers: [registry],
  collect() {
    this.reset();
    if (readSides.size) this.inc(sumOf((stats) => stats.fallbacks));
  },
});
new Gauge({
  name: 'hive_db_replica_lag_seconds',
  help: 'How far the read replica is behind the primary (-1 while it does not answer)',
  registers: [registry],
  aggregator: 'max',
  collect() {
    this.reset();
    for (const side of readSides) {
      const { lagMs } = side.stats();
      this.set(lagMs === undefined ? -1 : lagMs / 1000);
    }
  },
});
new Gauge({
  name: 'hive_db_replica_up',
  help: 'Whether the read replica answers and is within DATABASE_READ_MAX_LAG_MS (1), or reads go to the primary (0)',
  registers: [registry],
  aggregator: 'min',
  collect() {
    this.reset();
    for (const side of readSides) this.set(side.stats().up ? 1 : 0);
  },
});
// The outbox is the database's: read at the scrape, not counted per process.
new Gauge({
  name: 'hive_mail_outbox',
  help: 'Mail in the outbox, by status',
  labelNames: ['status'] as const,
  registers: [registry],
  // Every process reads the same table: under the cluster, one reading, not their sum.
  aggregator: 'first',
  async collect() {
    this.reset();
    const [pool] = pools;
    if (!pool) return;
    const { rows } = await pool.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from outbox group by status',
    );
    for (const row of rows) this.set({ status: row.status }, row.count);
  },
});

/**
 * `GET /metrics` in Prometheus's text format — requests and latency per route, the pool's connections, the mail
 * outbox's depth, job runs, with a read replica its lag and the reads that fell back to the primary, the process's own (CPU, memory, event loop) — for a scraper that sends `Authorization:
 * Bearer <METRICS_TOKEN>`. Without a token set it does not exist (404): closed unless asked for. Under the cluster the
 * answer covers every API process (the primary gathers them), whichever process the scrape reaches.
 */
export function registerMetrics(app: FastifyInstance, db: Db, token: string | undefined, reads?: ReadSide): void {
  pools.add(db.$client);
  if (reads?.replicated) readSides.add(reads);
  app.addHook('onClose', async () => {
    pools.delete(db.$client);
    if (reads) readSides.delete(reads);
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.status(401).send({ error: 'The metrics need their token.', code: 'UNAUTHORIZED' });
    const text = cluster.isWorker ? await askPrimary() : await registry.metrics();
    // A process still starting cannot answer the primary yet: that scrape fails, the next one counts it.
    if (text === undefined) throw new DomainError('UNAVAILABLE', 'An API process is starting; scrape again.');
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** In an API process under the cluster: every process's metrics, gathered by the primary (undefined if it could not). */
function askPrimary(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; text?: string }) => {
      if (message?.type !== ANSWER) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message.text);
    };
    // prom-client gives up on a process that does not answer after 5 s.
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      resolve(undefined);
    }, 6_000);
    process.on('message', onMessage);
    process.send?.({ type: ASK });
  });
}

/**
 * In the cluster's primary: answers an API process's request for every process's metrics. prom-client's aggregator
 * asks each process for its own registry (its listener is installed in each process when prom-client loads there).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, text }),
      () => worker.send({ type: ANSWER }),
    );
  });
}

/** Each process's registry, for prom-client's cluster aggregation; an API process answers the primary's asks. */
AggregatorRegistry.setRegistries([registry]);
if (cluster.isWorker) new AggregatorRegistry();
