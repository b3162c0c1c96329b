import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { API_NODE_OPTIONS, repoRoot } from '../../apps/api/src/config/env.js';

/**
 * The API in its own process on the benchmark's database, as production runs it, without the web app and with the
 * rate limits lifted for the one address the load comes from (`env`: more settings, e.g. `API_PROCESSES`). Resolves
 * once `/ready` answers (under several API processes, once all of them listen). `BENCH_API_NODE_ARGS`
 * adds Node options to that process only (`--cpu-prof --cpu-prof-dir=/tmp/prof`: a profile of the API under the load).
 */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number; readyMs: number }> {
  const port = 3900 + Math.floor(Math.random() * 99);
  const started = performance.now();
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...API_NODE_OPTIONS, ...nodeArgs, path.join(repoRoot, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_ALLOW: '127.0.0.1',
      // The orders bench's webhooks post to a receiver in the bench's own process.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('The API did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port, readyMs: Math.round(performance.now() - started) };
}
