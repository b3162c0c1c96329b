import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { connect } from './db/client.js';
import { startEmbeddedPostgres } from './db/embedded.js';
import { applyMigrations } from './db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';

const started = performance.now();
const config = loadConfig();

// Set once the app exists: the embedded database's watchdog reports through its log.
let log: { warn: (message: string) => void; fatal: (message: string) => void } = {
  warn: (message) => console.warn(message),
  fatal: (message) => console.error(message),
};
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(config.dataDir, undefined, {
      onRestarted: (attempt) => log.warn(`The embedded PostgreSQL stopped and was started again (try ${attempt}).`),
      onGiveUp: (error) => {
        log.fatal(`The embedded PostgreSQL stopped and could not be started again: ${String(error)}`);
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
const database = connect(databaseUrl, {
  poolSize: config.poolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
});

const app = await buildApp({
  db: database.db,
  webDist: config.webDist,
  logger: { level: config.logLevel },
  sessionIdleMs: config.sessionIdleMs,
  mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
  publicUrl: config.publicUrl,
  rateLimitAllow: config.rateLimitAllow,
  trustProxy: config.trustProxy,
});
log = { warn: (message) => app.log.warn(message), fatal: (message) => app.log.fatal(message) };
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
const lines = [
  '',
  `  Hive marketplace is ready at ${address}  (${Math.round(performance.now() - started)} ms)`,
  `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}${seeded ? ', demo data loaded' : ''}`,
  `  API docs: ${address}/docs`,
  `  Operator console: ${address}/admin   E-mail: ${config.smtpUrl ? 'SMTP' : 'kept in the outbox (console) and printed here'}`,
  '',
  `  Demo accounts (password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((account) => `    ${account.loginId.padEnd(14)} ${account.note}`),
  '',
  '  Press Ctrl-C to stop.',
  '',
];
console.log(lines.join('\n'));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  // From here on a database that stops is not started again: a Ctrl-C in a terminal reaches it too.
  embedded?.stopWatching();
  await app.close();
  await database.close();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
