import cluster, { type Worker } from 'node:cluster';
import { type ApiProcess, startApiProcess } from './api-process.js';
import { apiProcesses, closeHandedConnectionsOnExit, countListening } from './cluster.js';
import { loadConfig } from './config/env.js';
import { connect } from './db/client.js';
import { type EmbeddedServer, startEmbeddedPostgres } from './db/embedded.js';
import { applyMigrations } from './db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';
import { serveClusterMetrics } from './plugins/metrics.js';

/*
 * `npm start`. One process (API_PROCESSES=1, the default) does everything. With API_PROCESSES=N the first process (the
 * cluster's primary) starts the embedded database, migrates and seeds it, then runs N API processes on the one port
 * (the primary hands the connections to them in turn), starts again any that dies, and stops them all, then the
 * database, at SIGTERM or Ctrl-C. An API process keeps nothing that its siblings need: what they share is in PostgreSQL.
 */
const started = performance.now();
const config = loadConfig();
/** Set in an API process the primary started: the database is ready, its address in DATABASE_URL. */
const WORKER_DATABASE = 'HIVE_WORKER_DATABASE_URL';

if (cluster.isWorker) await runWorker();
else await runPrimary();

/**
 * Installs the process's shutdown at once: a signal that comes while the process is still starting is kept and acted
 * on as soon as it has started (never the default, which would end it at once, under its requests and children).
 */
function onStopSignal(shutdown: (signal: string) => Promise<void>): { started: () => void } {
  let ready = false;
  let early: string | undefined;
  const handle = (signal: string) => {
    if (ready) void shutdown(signal);
    else early ??= signal;
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
  return {
    started: () => {
      ready = true;
      if (early) void shutdown(early);
    },
  };
}

async function runPrimary() {
  let stopping = false;
  let stopApi = async () => {};
  let embedded: EmbeddedServer | undefined;
  let log = (level: 'warn' | 'error', message: string) => console[level](message);
  if (!config.databaseUrl)
    embedded = await startEmbeddedPostgres(config.dataDir, undefined, {
      onRestarted: (attempt) => log('warn', `The embedded PostgreSQL stopped and was started again (try ${attempt}).`),
      onGiveUp: (error) => {
        log('error', `The embedded PostgreSQL stopped and could not be started again: ${String(error)}`);
        process.exit(1);
      },
    });
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  // Migrations and the demo data on a connection of their own, without the requests' statement limit: a migration may
  // build an index over a large table.
  const setup = connect(databaseUrl, { poolSize: 1, statementTimeoutMs: 0 });
  await applyMigrations(setup.db);
  const seeded = config.seedDemo ? await seedDemo(setup.db) : false;
  await setup.close();

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('warn', `${signal}: stopping — finishing the requests in hand`);
    // From here on a database that stops is not started again: a Ctrl-C in a terminal reaches it too.
    embedded?.stopWatching();
    await stopApi();
    await embedded?.stop();
    process.exit(0);
  };
  const signals = onStopSignal(shutdown);

  let port: number;
  if (config.apiProcesses === 1) {
    const api: ApiProcess = await startApiProcess(config, databaseUrl);
    log = (level, message) => api.app.log[level](message);
    stopApi = api.stop;
    port = api.port;
  } else {
    serveClusterMetrics();
    ({ port, stop: stopApi } = await startWorkers(databaseUrl, () => stopping));
  }
  printBanner(port, seeded);
  signals.started();
}

/** Forks the API processes and waits until each listens; one that dies unasked is started again. */
async function startWorkers(databaseUrl: string, stopping: () => boolean) {
  // The primary accepts each connection and hands it to the next API process that is free: a burst of new connections
  // is spread over them all. Left to accept from the shared socket themselves (SCHED_NONE), the processes took them
  // unevenly, a whole burst often going to whichever woke first.
  cluster.schedulingPolicy = cluster.SCHED_RR;
  const fork = () => closeHandedConnectionsOnExit(cluster.fork({ [WORKER_DATABASE]: databaseUrl }));
  const listening = countListening(config.apiProcesses);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping()) return;
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });
  for (let n = 0; n < config.apiProcesses; n++) fork();
  const port = await listening;
  const stop = async () => {
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return { port, stop };
}

async function runWorker() {
  let stopping = false;
  let api: ApiProcess | undefined;
  // SIGTERM from the primary; SIGINT when a Ctrl-C in the terminal reaches the whole group.
  const signals = onStopSignal(async () => {
    if (stopping) return;
    stopping = true;
    await api?.stop();
    process.exit(0);
  });
  // Before it listens: the primary's word that every API process listens comes only after.
  const processes = apiProcesses();
  api = await startApiProcess(config, process.env[WORKER_DATABASE]!, processes);
  signals.started();
}

function printBanner(port: number, seeded: boolean) {
  const address = `http://localhost:${port}`;
  const processes = config.apiProcesses > 1 ? ` (${config.apiProcesses} API processes)` : '';
  const lines = [
    '',
    `  Hive marketplace is ready at ${address}${processes}  (${Math.round(performance.now() - started)} ms)`,
    `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}${config.databaseReadUrl ? ', catalogue reads from DATABASE_READ_URL' : ''}${seeded ? ', demo data loaded' : ''}`,
    `  API docs: ${address}/docs`,
    `  Operator console: ${address}/admin   E-mail: ${config.smtpUrl ? 'SMTP' : `kept in the outbox (console${config.mailOutboxSecrets ? '' : ', codes and links masked'}) and printed here`}`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `    ${account.loginId.padEnd(14)} ${account.note}`),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}
