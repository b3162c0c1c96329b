import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * A feature's cache keys (`api/<cap>-keys.ts`, imported by the features that refresh its cache) travel in one chunk with
 * its queries (`api/<cap>-queries.ts`) and the files beside them the queries import: alone, the keys were one more
 * small file of the storefront's first load.
 */
function keysWithQueries(id: string): string | null {
  const match = /^(.*features[\\/]([\w-]+)[\\/]api[\\/])([\w-]+)\.ts$/.exec(id);
  if (!match) return null;
  const [, folder, cap, file] = match;
  const queries = `${folder}${cap}-queries.ts`;
  if (!existsSync(`${folder}${cap}-keys.ts`) || !existsSync(queries)) return null;
  const together =
    file === `${cap}-keys` || file === `${cap}-queries` || readFileSync(queries, 'utf8').includes(`from './${file}'`);
  return together ? `${cap}-queries` : null;
}

/**
 * The contract's schemas are built a few at a time in the browser: the build puts a top-level `await yieldWhenDue()`
 * before each statement of each schema file of the domain (`src/lib/main-thread.ts`), which gives the main thread back
 * once 4 ms have passed. In one go the 300 schemas were one task of 85–100 ms on a desktop; a file at a time, tasks of
 * 10–20 ms on a slow machine (50–100 ms each on the phone Lighthouse emulates); a statement at a time, the longest
 * slice is 4–7.5 ms (a statement that first calls a part of zod, compiled then). The server's bundle (CommonJS, no
 * top-level await) and the API build them as they are.
 */
const schemasInSlices = (): Plugin => ({
  name: 'hive:schemas-in-slices',
  apply: 'build',
  transform(code, id, options) {
    if (options?.ssr || !/packages[\\/]domain[\\/]src[\\/]schemas[\\/](?!index\.ts$)[^\\/]+\.ts$/.test(id)) return null;
    const statements = parseAst(code, { lang: 'ts' }).body.filter(
      (statement) => statement.type !== 'ImportDeclaration' && !isTypeOnly(statement),
    );
    let sliced = code;
    for (const { start } of statements.reverse()) {
      sliced = `${sliced.slice(0, start)}await __yieldWhenDue();\n${sliced.slice(start)}`;
    }
    return {
      code: `import { yieldWhenDue as __yieldWhenDue } from ${JSON.stringify(mainThread)};\n${sliced}`,
      map: null,
    };
  },
});
const mainThread = fileURLToPath(new URL('./src/lib/main-thread.ts', import.meta.url));
const isTypeOnly = (statement: { type: string; declaration?: { type: string } | null }) =>
  /^TS/.test(statement.declaration?.type ?? statement.type);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    schemasInSlices(),
    // The server's first-render bundle (dist/ssr, built second) is no part of the installable app.
    !isSsrBuild &&
      VitePWA({
        registerType: 'autoUpdate',
        // Registered by the app once the first page is live and the browser idle (src/app/service-worker.ts).
        injectRegister: null,
        manifest: {
          name: 'Hive — Korean brands wholesale',
          short_name: 'Hive',
          description: 'Wholesale marketplace for Korean brands: browse, request quotations, order.',
          start_url: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#1f3a5f',
          // Drawn for this project (public/), nothing fetched: a full-bleed mark that also fits the maskable safe zone.
          // Pictures only, no SVG: the browser fetches the page's icons through the page, and an SVG icon is a document
          // of its own built on the page's main thread (3–28 ms each on this machine, just after the first paint).
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // Pages come from the network first, so that the server draws them (a buyer's with their prices); the
          // precached shell answers a page only when the network cannot (offline), and the browser draws it. API
          // answers, documents, pictures and the console's API are never answered from the cache: no rule matches them.
          navigateFallback: null,
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' &&
                !/^\/(client|auth\/client|console\/api|docs|robots\.txt|sitemap|img|health|ready)(\/|$|\.)/.test(
                  url.pathname,
                ),
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: '/index.html' } },
            },
          ],
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        },
      }),
  ],
  // The server bundle carries its libraries, so that it runs wherever it is built to (WEB_DIST).
  ssr: { noExternal: true },
  server: {
    proxy: Object.fromEntries(
      ['/client', '/auth/client', '/admin/api', '/img', '/health', '/ready', '/docs'].map((path) => [path, api]),
    ),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // A page's code is loaded after its first paint, by `import()`: the browser finds each file's imports as it reads
    // it. Vite would have each `import()` list the files behind it first, a `<link rel=modulepreload>` appended per
    // file — about twenty for the app's first import: one task of 15–27 ms on this machine (4–11× that on the phone
    // Lighthouse emulates), the longest of the load. The page's own HTML keeps its preloads (no script runs for them).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // One stylesheet (14 kB compressed) in the HTML: a page the server drew is styled whole at its first paint, and no
    // page's styles arrive later to restyle and move it.
    cssCodeSplit: false,
    // The server bundle is one CommonJS file wherever it is built to, whatever package.json is nearby: loaded whole at
    // start, so a later build cannot pull a page's code from under a running server, and compiled by the API as it is
    // (see apps/api/src/features/web/first-render.ts). No public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } }
      : {
          // The libraries every page runs on, one file: split by the pages that share them, they come as a dozen small
          // files of the first load, each compressed on its own (about 3 kB more of the storefront's first load).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
                },
                {
                  name: keysWithQueries,
                  test: /features[\\/][\w-]+[\\/]api[\\/]/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
}));
