import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogChanges } from '../../db/changes.js';
import { issueCsrfCookie } from '../../plugins/csrf.js';
import { SESSION_COOKIE } from '../../plugins/session-cookie.js';
import { type PageHead, splitTemplate } from '../seo/page-head.js';
import { loadWebEntry, type Members, withFirstRender } from './first-render.js';

const gzipAsync = promisify(gzip);
const API_PREFIXES = ['/client/', '/auth/client/', '/console/api/', '/img/', '/docs', '/health', '/ready'];

/**
 * The title and meta tags of the page at a URL (path and query), and the status it answers with; `isPage` false when
 * the web app has no page at that path (a 404 whatever the URL looks like).
 */
export type PageHeadOf = (url: string, isPage: boolean) => Promise<PageHead>;

/**
 * Serves the built web app: hashed assets cached for a year, every other page answered with index.html so the
 * client router can show it. Each page's HTML carries its own title and meta tags (`pageHead`), written into the
 * template read once here, so crawlers that run no JavaScript read them too; an unknown brand, product or pick
 * answers 404, and so does a path the web app's router has no page for (it asks the built app's server entry). A
 * visitor's page also arrives drawn, with its data (`first-render.ts`), and so does a signed-in buyer's when their
 * browser holds the session cookie (`members` tells whose it is). API paths that match nothing answer a JSON 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string | undefined,
  pageHead: PageHeadOf,
  changes?: CatalogChanges,
  members?: Members,
): Promise<void> {
  const hasBuild = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const template = hasBuild ? splitTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8')) : undefined;
  const entry = hasBuild ? await loadWebEntry(app, webDist, changes, members) : undefined;

  const headOf = async (url: string, fallback: string): Promise<PageHead> => {
    // `//x` is a path here, not another host.
    const pathname = url.split(/[?#]/)[0]!.replace(/^\/+/, '/');
    try {
      return await pageHead(url, entry?.hasPage(pathname) ?? true);
    } catch (error) {
      // The app still loads, with the template's own title, when a page's tags cannot be read.
      app.log.error({ err: error, url }, 'page tags failed');
      return { status: 200, head: fallback };
    }
  };

  const pageOf = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!entry || request.url.startsWith('/admin')) return undefined;
    try {
      return await entry.firstRender(request, reply);
    } catch (error) {
      // The browser draws the page itself when the server cannot.
      app.log.error({ err: error, url: request.url }, 'first render failed');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && template) {
      const { status, head } = await headOf(request.url, template.defaultHead);
      // A signed-in buyer whose browser lacks the session cookie (signed in before it existed) is told so: the web app
      // then asks for it once (`POST /auth/client/session-cookie`), and their next pages arrive drawn.
      const cookieless = status === 200 && request.cookies.hive_member && request.cookies[SESSION_COOKIE] === undefined;
      const html = `${template.before}${head}${template.after}`.replace(
        '<div id="root"></div>',
        cookieless ? '<div id="root" data-session-cookie="missing"></div>' : '<div id="root"></div>',
      );
      const page = status === 200 ? await pageOf(request, reply) : undefined;
      const body = page ? withFirstRender(html, page) : html;
      // A not-found handler misses the compression that routes get: the page is compressed here.
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (gzip) reply.header('content-encoding', 'gzip');
      // The page brings the anti-forgery cookie, so no shared cache keeps it; a buyer's own page is kept by none at all.
      issueCsrfCookie(request, reply);
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', page?.member ? 'private, no-store' : 'private, no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .send(gzip ? await gzipAsync(body) : body);
    }
    return reply
      .status(404)
      .send({ error: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}
