import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { type App, buildApp } from './app.js';
import type { ApiProcesses } from './cluster.js';
import type { Config } from './config/env.js';
import { connect } from './db/client.js';
import { primaryOnly, readSide } from './db/replica.js';

type Pool = Pick<pg.Pool, 'query'>;

/** The drain ends once no connection has come for this long… */
const QUIET_MS = 100;
/** …and every connection has sent its request, or has sent nothing for this long. */
const FIRST_REQUEST_WITHIN_MS = 2_000;

export type ApiProcess = {
  app: App;
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  /**
   * Stops gracefully: `/ready` answers 503 for `SHUTDOWN_DRAIN_MS` while requests are still served (those already on
   * their way are read), then the server stops accepting, finishes every request in hand (at most
   * `SHUTDOWN_TIMEOUT_MS`) and closes its pool.
   */
  stop: () => Promise<void>;
};

/**
 * One API process: its pool, the app, listening on the port (shared with its siblings under the cluster, `processes`
 * then saying what the primary told it of them).
 */
export async function startApiProcess(
  config: Config,
  databaseUrl: string,
  processes?: ApiProcesses,
): Promise<ApiProcess> {
  const pooling = {
    poolSize: config.poolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  };
  const database = connect(databaseUrl, pooling);
  const reads = config.databaseReadUrl
    ? readSide(database, config.databaseReadUrl, { ...pooling, maxLagMs: config.databaseReadMaxLagMs })
    : primaryOnly(database.db);
  const app = await buildApp({
    db: database.db,
    reads,
    webDist: config.webDist,
    logger: { level: config.logLevel },
    sessionIdleMs: config.sessionIdleMs,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxSecrets: config.mailOutboxSecrets },
    publicUrl: config.publicUrl,
    rateLimitAllow: config.rateLimitAllow,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    chatQuotas: config.chatQuotas,
    supportConfirmationsPerDay: config.supportConfirmationsPerDay,
    processes,
    webhooks: { allowPrivate: config.webhookAllowPrivate, firstRetryMs: config.webhookRetryMs },
  });
  await warmUp(app, database.pool, config.poolSize);
  await app.listen({ port: config.port, host: config.host });

  const connections = trackConnections(app.server);
  let stopping: Promise<void> | undefined;
  const stop = async () => {
    app.draining = true;
    const drainUntil = Date.now() + config.shutdownDrainMs;
    const giveUpAt = Date.now() + config.shutdownTimeoutMs;
    while (Date.now() < giveUpAt && (Date.now() < drainUntil || !connections.settled())) {
      await sleep(Math.max(10, Math.min(drainUntil - Date.now(), QUIET_MS)));
      // Let the connections and requests already waiting be read before deciding (timers run before I/O).
      await new Promise((resolve) => setImmediate(resolve));
    }
    // A connection whose request was answered stays open for its next one: closed as soon as it is idle.
    const reaper = setInterval(connections.closeIdle, 50);
    const timeout = sleep(Math.max(0, giveUpAt - Date.now())).then(() => {
      app.log.warn(`Requests still running ${config.shutdownTimeoutMs} ms after the shutdown began: closing anyway.`);
      app.server.closeAllConnections();
    });
    await Promise.race([app.close(), timeout]);
    clearInterval(reaper);
    await reads.close();
    await database.close();
  };
  return {
    app,
    port: (app.server.address() as { port: number }).port,
    stop: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}

/** What a visitor's first minute asks for most: drawn before the process takes traffic. */
const WARM_UP_ROUNDS = 20;
/** Searched in turn by the warm-up's rounds. */
const SEARCHES = ['cream', 'serum', 'mask', 'toner', 'sun', 'lip', 'balm', 'cleansing', 'ampoule', 'pad'];
/** Each round asks other brands, products and categories, so that each is read anew, not from what is kept. */
const WARM_UP = ({ brand, product, category }: Sample, n: number) =>
  [
    { method: 'GET', url: '/health' },
    { method: 'POST', url: `/client/api/brands?page=${n}&size=24`, body: {} },
    { method: 'GET', url: `/client/api/v2/brand/${brand}?size=24` },
    { method: 'GET', url: `/client/api/v2/product/${product}` },
    { method: 'GET', url: `/client/api/v1/category/${category}/products?size=24` },
    { method: 'GET', url: '/client/api/top-brands' },
    { method: 'GET', url: `/client/api/search?search=${SEARCHES[n % SEARCHES.length]}&page=2` },
    { method: 'GET', url: '/', html: true },
    { method: 'GET', url: `/brand/${brand}/`, html: true },
  ] as const;
type Sample = { brand: number; product: number; category: number };

/** Visible brands, products and categories to warm up with (any id will do: one that is gone answers 404). */
const SAMPLE = `select coalesce(b.id, 0) as brand, coalesce(p.id, 0) as product, coalesce(c.id, 0) as category
  from generate_series(1, ${WARM_UP_ROUNDS}) n
  left join (select id, row_number() over (order by id desc) as n from brands where not hidden limit ${WARM_UP_ROUNDS}) b using (n)
  left join (select id, row_number() over (order by id desc) as n from products where not hidden limit ${WARM_UP_ROUNDS}) p using (n)
  left join (select id, row_number() over (order by id) as n from categories where not hidden limit ${WARM_UP_ROUNDS}) c using (n)
  order by n`;

/**
 * Before a process listens: its pool's connections are opened and the common routes answered once, in process. A cold
 * process under load answered its first seconds at 1–3 s (every request waiting for a new database connection, each
 * schema and page compiled on first use); a process started again after a crash takes traffic only once warm. What a
 * warm-up call cannot find (an id that does not exist) answers 404, which warms the same code. Searches ask for a second
 * page, which the trend page does not count.
 */
async function warmUp(app: App, pool: Pool, poolSize: number) {
  try {
    await Promise.all(Array.from({ length: poolSize }, () => pool.query('select 1')));
    const { rows } = await pool.query<Sample>(SAMPLE);
    // Several rounds: the first runs each route's code cold, the next ones let the engine compile what they call. As
    // many rounds at once as the pool has connections, so that each connection has prepared the statements too.
    const round = async (sample: Sample, n: number) => {
      for (const call of WARM_UP(sample, n))
        await app.inject({
          method: call.method,
          url: call.url,
          headers: {
            accept: 'html' in call ? 'text/html' : 'application/json',
            ...(call.method === 'POST' && { cookie: 'XSRF-TOKEN=warm', 'x-xsrf-token': 'warm' }),
          },
          ...('body' in call && { payload: call.body }),
        });
    };
    for (let first = 0; first < rows.length; first += poolSize)
      await Promise.all(rows.slice(first, first + poolSize).map((sample, i) => round(sample, first + i + 1)));
  } catch (error) {
    // A database that is not there yet is no reason not to start: the requests will say so themselves.
    app.log.warn({ err: error }, 'warm-up skipped');
  }
}

type Connection = { at: number; requests: number; busy: boolean };

/**
 * The server's connections, for a shutdown that drops nothing in flight. Stopping to listen resets the connections
 * still queued, and Node's own idle-connection sweep also closes a connection whose request has not been read yet:
 * so the drain lasts until no connection has come for a moment and each has sent its first request; afterwards, only
 * connections that were answered and sit idle are closed.
 */
function trackConnections(server: Server) {
  const open = new Map<Socket, Connection>();
  let last = 0;
  server.on('connection', (socket: Socket) => {
    last = Date.now();
    open.set(socket, { at: last, requests: 0, busy: false });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = open.get(request.socket);
    if (!connection) return;
    connection.requests += 1;
    connection.busy = true;
    response.once('close', () => {
      connection.busy = false;
    });
  });
  return {
    settled: () => {
      const now = Date.now();
      if (now - last < QUIET_MS) return false;
      for (const connection of open.values())
        if (connection.requests === 0 && now - connection.at < FIRST_REQUEST_WITHIN_MS) return false;
      return true;
    },
    closeIdle: () => {
      for (const [socket, connection] of open) if (connection.requests > 0 && !connection.busy) socket.destroy();
    },
  };
}
