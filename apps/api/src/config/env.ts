import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatQuotas } from '@hive/domain';
import { z } from 'zod';

/** The checkout: the nearest folder up that holds this API, whether it runs from its sources or from its bundle. */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps/api/package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No Hive checkout above ${from}`);
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The Node options `npm start` runs the API with (package.json's start script; the cluster's API processes inherit
 * them), for whatever starts the server otherwise (the bench, the soak). A heap capped at 1 GB: under a steady load V8
 * then collects instead of growing the heap toward the machine's size (an API process at 225–235 MB resident instead
 * of 410–450 MB in the bench, the same throughput), with room for a whole-catalogue export (100,000 products in XLSX).
 */
export const API_NODE_OPTIONS = ['--max-old-space-size=1024'];

const MB = 1024 * 1024;

/**
 * What chat attachments may take unless the environment says otherwise: a visitor 10 files or 25 MB a day (by browser
 * and by address), a buyer 50 files or 250 MB a day; a visitor's conversation 50 MB and all visitors' files 1 GB at once,
 * each visitor's file kept 30 days.
 */
export const DEFAULT_CHAT_QUOTAS: ChatQuotas = {
  visitorDay: { files: 10, bytes: 25 * MB },
  buyerDay: { files: 50, bytes: 250 * MB },
  conversationBytes: 50 * MB,
  visitorStoreBytes: 1024 * MB,
  visitorFileDays: 30,
};
/** Confirmations the support forms send one mailbox a day (every form together). */
export const DEFAULT_SUPPORT_CONFIRMATIONS_PER_DAY = 5;
/** A failed webhook delivery is tried again after 10 s, then 20 s, 40 s… an hour at most, for a day. */
export const DEFAULT_WEBHOOK_RETRY_MS = 10_000;

const count = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000).default(fallback);
const megabytes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024)
    .default(fallback / MB);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Any PostgreSQL 15 or newer; unset, an embedded PostgreSQL runs with its data under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  /**
   * A streaming replica of the database, for the catalogue's reads, search, sitemaps and the console's product and
   * brand lists (docs/deploy.md); unset, every read goes to DATABASE_URL.
   */
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** How far behind (milliseconds) the replica may be before its reads go to the primary instead. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  /**
   * Connections per API process: twice the cores by default (at least 4), the usual sizing for a database on the same
   * machine — more connections than that only take turns on the same cores (measured: 4 gave 10–20% more searches a
   * second than 10 on 2 cores, with lower p95).
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(Math.max(4, availableParallelism() * 2)),
  /** Milliseconds to wait for a database connection before a request answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** The longest a statement may run, in milliseconds (0: no limit); past it the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Hours a buyer's session lives without a request. */
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** `smtp://user:pass@host:587` or `smtps://…`; unset, e-mail stays in the outbox (console) and the log. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Hive <no-reply@hive.example>'),
  /**
   * Without SMTP_URL: `true` keeps verification codes and password-reset links readable in the console's outbox (the
   * console is then the mailbox: development, a demo); `false` masks them there (the log still prints them). Defaults
   * to `true` unless NODE_ENV is production. With SMTP_URL they are always masked once sent.
   */
  MAIL_OUTBOX_SECRETS: z.enum(['true', 'false']).optional(),
  /** The address people use to reach the site, for links in e-mail; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Addresses exempt from rate limits, comma-separated (a monitoring host; the benchmark's own address). */
  RATE_LIMIT_ALLOW: z.string().default(''),
  /**
   * Behind a proxy: which proxies' `X-Forwarded-For` / `X-Forwarded-Proto` to believe — `true` (any) or the proxies'
   * addresses and CIDR ranges, comma-separated. Unset, the peer's address is the client's and its scheme is ours.
   */
  TRUST_PROXY: z.string().trim().optional(),
  /** API processes on the one port (Node's cluster); the embedded database is started once, by the first. */
  /** `GET /metrics` answers a scraper that sends `Authorization: Bearer <this>`; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * At SIGTERM (or Ctrl-C): how long `/ready` answers 503 while requests are still served, so that a load balancer
   * stops sending new ones and those already on their way are read; then the process stops accepting and finishes what
   * it has.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(500),
  /** The longest the requests in hand may take to finish at shutdown before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Chat attachments a visitor may send a day, counted by browser and by address (0: none). */
  CHAT_VISITOR_FILES_PER_DAY: count(DEFAULT_CHAT_QUOTAS.visitorDay.files),
  CHAT_VISITOR_MB_PER_DAY: megabytes(DEFAULT_CHAT_QUOTAS.visitorDay.bytes),
  /** Chat attachments one buyer may send a day. */
  CHAT_BUYER_FILES_PER_DAY: count(DEFAULT_CHAT_QUOTAS.buyerDay.files),
  CHAT_BUYER_MB_PER_DAY: megabytes(DEFAULT_CHAT_QUOTAS.buyerDay.bytes),
  /** What one visitor's conversation, and all visitors' conversations together, may hold in files at once. */
  CHAT_CONVERSATION_MB: megabytes(DEFAULT_CHAT_QUOTAS.conversationBytes),
  CHAT_VISITOR_STORE_MB: megabytes(DEFAULT_CHAT_QUOTAS.visitorStoreBytes),
  /** Days a visitor's attachment is kept; then the conversation shows it as expired. */
  CHAT_VISITOR_FILE_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_CHAT_QUOTAS.visitorFileDays),
  /** Confirmation e-mails the support forms send one mailbox (an address without its +tag) a day. */
  SUPPORT_CONFIRMATIONS_PER_DAY: count(DEFAULT_SUPPORT_CONFIRMATIONS_PER_DAY),
  /**
   * `true` lets webhooks use `http` and private, loopback and link-local addresses (tests, a private network); by
   * default they must be `https` to a public address, checked when saved and at each delivery.
   */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** Milliseconds before a failed webhook delivery's first retry; each next one waits twice as long, an hour at most. */
  WEBHOOK_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_WEBHOOK_RETRY_MS),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  databaseReadMaxLagMs: number;
  dataDir: string;
  poolSize: number;
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  seedDemo: boolean;
  logLevel: string;
  sessionIdleMs: number;
  webDist: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailOutboxSecrets: boolean;
  publicUrl: string;
  rateLimitAllow: string[];
  trustProxy: true | string[] | undefined;
  apiProcesses: number;
  metricsToken: string | undefined;
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  chatQuotas: ChatQuotas;
  supportConfirmationsPerDay: number;
  webhookAllowPrivate: boolean;
  webhookRetryMs: number;
};

/** Reads the environment once; every problem is listed before the process stops. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`The environment is not valid:\n${problems}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    databaseReadMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
    dataDir: path.resolve(repoRoot, env.DATA_DIR),
    poolSize: env.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    seedDemo: env.SEED_DEMO === 'true',
    logLevel: env.LOG_LEVEL,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailOutboxSecrets: (env.MAIL_OUTBOX_SECRETS ?? String(env.NODE_ENV !== 'production')) === 'true',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    rateLimitAllow: env.RATE_LIMIT_ALLOW.split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    apiProcesses: env.API_PROCESSES,
    metricsToken: env.METRICS_TOKEN,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    chatQuotas: {
      visitorDay: { files: env.CHAT_VISITOR_FILES_PER_DAY, bytes: env.CHAT_VISITOR_MB_PER_DAY * MB },
      buyerDay: { files: env.CHAT_BUYER_FILES_PER_DAY, bytes: env.CHAT_BUYER_MB_PER_DAY * MB },
      conversationBytes: env.CHAT_CONVERSATION_MB * MB,
      visitorStoreBytes: env.CHAT_VISITOR_STORE_MB * MB,
      visitorFileDays: env.CHAT_VISITOR_FILE_DAYS,
    },
    supportConfirmationsPerDay: env.SUPPORT_CONFIRMATIONS_PER_DAY,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookRetryMs: env.WEBHOOK_RETRY_MS,
  };
}

/** `true`/`false` or a list of addresses and ranges, as Fastify's `trustProxy` takes them. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return undefined;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
