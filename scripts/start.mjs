// `npm start`: builds the web app and the API when their sources changed since their last build, then runs the
// server in this process from the API's bundle (apps/api/dist/server.mjs). The cluster's API processes run this file
// again: they find both built.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domain = ['packages/domain/src', 'packages/domain/package.json'];
const builds = [
  {
    what: 'the web app',
    workspace: 'apps/web',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...domain],
    // A web app served from elsewhere is built there.
    skip: () => Boolean(process.env.WEB_DIST),
  },
  {
    what: 'the API',
    workspace: 'apps/api',
    built: 'apps/api/dist/server.mjs',
    sources: ['apps/api/src', 'apps/api/rolldown.config.mjs', 'apps/api/package.json', ...domain],
  },
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

if (cluster.isPrimary) {
  for (const { what, workspace, built, sources, skip } of builds) {
    const builtAt = existsSync(path.join(root, built)) ? statSync(path.join(root, built)).mtimeMs : 0;
    if (skip?.() || !sources.some((source) => newestChange(path.join(root, source)) > builtAt)) continue;
    console.log(`Building ${what}…`);
    const build = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.mjs')).href);
