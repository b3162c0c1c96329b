import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { API_NODE_OPTIONS, repoRoot } from '../../apps/api/src/config/env.js';

/**
 * The storefront as `npm start` runs it (built first when its sources changed), on the demo database the browser
 * benches share (`data/lighthouse`), listening on `port`; resolved once it is ready.
 */
export async function startStorefront(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...API_NODE_OPTIONS, path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'data/lighthouse', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://localhost:${port}/ready`)).ok) return child;
    } catch {}
    if (child.exitCode !== null || tries > 3_000) throw new Error('The storefront did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
