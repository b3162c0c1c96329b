import http from 'node:http';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { adminOnly, operatorOf } from '../src/plugins/operator-session.js';
import { createTestApp, csrf, documentedPaths, type TestContext } from './helper.js';
import { requests } from './requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };
let consoleRoutes: Route[];

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  // Every route the API has, from its own OpenAPI documents: a console route added later is covered without a list here.
  const paths = await documentedPaths(ctx.app, await r.operator('staff'));
  consoleRoutes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase() as Route['method'],
      path: path.replace(/\{[^}]+\}/g, '1'),
    })),
  );
});

const escapeLetter = (path: string, at: number) =>
  `${path.slice(0, at)}%${path.charCodeAt(at).toString(16)}${path.slice(at + 1)}`;

/** The same address spelt as an attacker would: escaped letters, doubled slashes, dot segments, another case. */
function spellings(path: string): string[] {
  const lastLetter = path.search(/[a-z](?=[^a-z]*$)/);
  return [
    path,
    escapeLetter(path, '/console/'.length), // /console/%61pi/…
    escapeLetter(path, 1).toUpperCase(), // %63ONSOLE: escaped and upper-cased
    escapeLetter(path, lastLetter),
    path.replace('/console/api/', '/console//api/'),
    `/${path}`,
    `${path}/`,
    `${path}/.`,
    path.replace('/console/api/', '/console/api/./'),
    path.replace('/console/api/', '/console/api/x/../'),
    path.replace('/console/api/', '/console/api/%2e/'),
    path.replace('/console/api', '/Console/API'),
    path.toUpperCase(),
  ];
}

describe('the API documents', () => {
  it('publish no console route; the console has its own, for operators only', async () => {
    const open = (await ctx.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(open.paths).filter((path) => path.toLowerCase().includes('console'))).toEqual([]);
    expect(Object.keys(open.paths)).toEqual(expect.arrayContaining(['/client/api/brands', '/auth/client/sign-in']));
    for (const url of ['/console/api/docs/json', '/CONSOLE/API/DOCS/JSON', '/console//api/docs/json'])
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(401);
    const buyer = await r.signIn('demo-usd');
    const asBuyer = await ctx.app.inject({ url: '/console/api/docs/json', headers: { 'x-auth-token': buyer } });
    expect(asBuyer.statusCode).toBe(401);
    const staff = await r.operator('staff');
    const console = await ctx.app.inject({ url: '/console/api/docs/json', headers: { 'x-operator-token': staff } });
    expect(console.statusCode).toBe(200);
    const paths = Object.keys(console.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/console/api/buyers', '/console/api/orders/{id}']));
    expect(paths.every((path) => path.startsWith('/console/api/'))).toBe(true);
  });

  it("document every upload's body as the file's bytes", async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: object }> } };
    const paths = await documentedPaths<Operation>(ctx.app, await r.operator('admin'));
    const binary = { type: 'string', format: 'binary' };
    for (const path of [
      '/console/api/catalog-imports',
      '/console/api/chat/{id}/attachments',
      '/client/api/v1/chat/conversations/{id}/attachments',
    ])
      expect(paths[path]?.post?.requestBody?.content, path).toEqual({
        'application/octet-stream': { schema: expect.objectContaining(binary) },
      });
    expect(paths['/console/api/images']?.post?.requestBody?.content['image/png']?.schema).toMatchObject(binary);
  });
});

describe('the console, however its address is spelt', () => {
  it('covers every console route the API documents', () => {
    const paths = consoleRoutes.filter((route) => route.path.startsWith('/console/api/')).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/console/api/buyers', '/console/api/outbox', '/console/api/quotations']),
    );
    expect(paths.length).toBeGreaterThan(15);
  });

  it('answers 401 without an operator session on every console route and spelling', async () => {
    const open = new Set(['/console/api/auth/sign-in', '/console/api/auth/sign-out']);
    const guarded = consoleRoutes.filter((route) => route.path.startsWith('/console/api/') && !open.has(route.path));
    const failures: string[] = [];
    for (const route of guarded) {
      for (const url of spellings(route.path)) {
        const response = await ctx.app.inject({
          method: route.method,
          url,
          ...csrf,
          payload: route.method === 'GET' ? undefined : {},
        });
        if (response.statusCode !== 401 || response.json().code !== 'UNAUTHORIZED')
          failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to the raw addresses a browser would never send, over a real connection', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end();
      });
    const results: string[] = [];
    for (const path of ['/console/api/outbox', '/console/api/buyers', '/console/api/audit']) {
      for (const url of spellings(path)) {
        const response = await raw(url);
        // An address that matches no route is a 404 (the router never reached a console handler); anything else is 401.
        if (![401, 404].includes(response.status) || /@|"list"/.test(response.body))
          results.push(`${url} → ${response.status} ${response.body.slice(0, 80)}`);
        if (response.status === 404 && /^\/console\/api\/[a-z]+$/i.test(url)) results.push(`${url} → 404`);
      }
    }
    expect(results).toEqual([]);
    expect((await raw('/console/%61pi/outbox')).status).toBe(401);
    expect((await raw('/console/api/./buyers')).status).not.toBe(200);
  });

  it('lets staff in but keeps admin actions for admins, however spelt', async () => {
    const staff = await r.operator('staff');
    expect((await r.call('GET', '/console/%61pi/buyers', { operator: staff })).statusCode).toBe(200);
    for (const url of ['/console/api/audit', '/console/%61pi/audit', '/CONSOLE/API/AUDIT/']) {
      const response = await r.call('GET', url, { operator: staff });
      expect(response.statusCode, url).toBe(403);
    }
    const admin = await r.operator('admin');
    expect((await r.call('GET', '/console/api/%61udit', { operator: admin })).statusCode).toBe(200);
  });

  it('does not take a buyer token for an operator one', async () => {
    const buyer = await r.signIn('demo-usd');
    const response = await r.call('GET', '/console/%61pi/outbox', { operator: buyer });
    expect(response.statusCode).toBe(401);
  });
});

describe('buyer-only routes, however spelt', () => {
  it('answer 401 to a visitor', async () => {
    const failures: string[] = [];
    for (const path of [
      '/client/api/v1/quotation/cnt',
      '/client/api/v1/quotation',
      '/client/api/v1/quotations',
      '/client/api/v1/quotations/1',
      '/client/api/v1/buyer/me',
      '/client/api/v1/buyer/addresses',
      '/auth/client/withdraw',
    ]) {
      for (const url of [
        path,
        path.replace('/api/', '/%61pi/'),
        path.toUpperCase(),
        `${path}/`,
        path.replace('/v1/', '//v1/'),
      ]) {
        const response = await r.call('GET', url);
        if (response.statusCode !== 401) failures.push(`${url} → ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a guarded handler that runs without its session', () => {
  it('fails closed with 401, not 500', async () => {
    // A console handler registered outside the console's scope by mistake: no hook ever set the operator.
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/console/api/misplaced', async (request) => ({ id: operatorOf(request).id }));
    app.get('/console/api/misplaced-admin', { preHandler: adminOnly }, async () => ({ secret: true }));
    app.decorateRequest('operator', null);
    expect((await app.inject({ url: '/console/api/misplaced' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/console/api/misplaced-admin' })).statusCode).toBe(401);
    await app.close();
  });
});
