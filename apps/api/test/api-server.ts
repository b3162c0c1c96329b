import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`src/server.ts`) as a child process on a test database: what `app.inject()` cannot show — signals,
 * a process killed, several API processes behind one port.
 */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ApiServer = {
  port: number;
  child: ChildProcess;
  /** What it printed so far. */
  output: () => string;
  /** The exit code (or signal) once it has ended. */
  exited: Promise<number | string>;
  url: (pathname: string) => string;
};

/**
 * Starts the server on `databaseUrl` and waits until `/ready` answers (or throws with what it printed); with `ready:
 * false`, returns at once.
 */
export async function startApiServer(
  databaseUrl: string,
  { port, env = {}, ready = true }: { port?: number; env?: Record<string, string>; ready?: boolean } = {},
): Promise<ApiServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '8',
      RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1',
      WEB_DIST: path.join(apiDir, 'test/fixtures/web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ApiServer = {
    port: chosen,
    child,
    output: () => log,
    exited,
    url: (pathname) => `http://127.0.0.1:${chosen}${pathname}`,
  };
  if (ready) await waitUntilReady(server);
  return server;
}

/** Waits until `/ready` answers 200 (a minute at most). */
export async function waitUntilReady(server: ApiServer, within = 90_000): Promise<void> {
  const deadline = Date.now() + within;
  for (;;) {
    const ready = await fetch(server.url('/ready')).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline || server.child.exitCode !== null)
      throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
