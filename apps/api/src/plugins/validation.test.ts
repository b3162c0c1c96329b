import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, csrf, documentedPaths, type TestContext } from '../../test/helper.js';
import { requests } from '../../test/requests.js';
import { registerErrorHandling } from './errors.js';
import { validatorCompiler } from './validation.js';

const REFUSED = 'must not contain a NUL character or broken Unicode';

/** A route written tomorrow with bare `z.string()` fields: the net still stands in front of it. */
async function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandling(app);
  app.post(
    '/things/:code',
    {
      schema: {
        params: z.object({ code: z.string() }),
        querystring: z.object({ q: z.string().optional() }),
        body: z.object({ name: z.string().trim(), tags: z.array(z.object({ label: z.string() })).default([]) }),
      },
    },
    async (request) => ({ params: request.params, query: request.query, body: request.body }),
  );
  return app;
}

describe('the validator compiler', () => {
  it('answers unstorable text in a value or a key of the body, the query or the path as a 400 naming the field', async () => {
    const app = await bareApp();
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    const cases: [string, object, string][] = [
      ['/things/a', { name: 'Saigon\u0000Beauty' }, `body.name: ${REFUSED}`],
      [
        '/things/a',
        { name: 'ok', tags: [{ label: 'x' }, { label: 'broken \ud83d' }] },
        `body.tags.1.label: ${REFUSED}`,
      ],
      ['/things/a', { name: 'ok', 'odd\u0000': 1 }, `body.odd\u0000: ${REFUSED}`],
      ['/things/a?q=x%00y', { name: 'ok' }, `query.q: ${REFUSED}`],
      ['/things/a?x%00=1', { name: 'ok' }, `query.x\u0000: ${REFUSED}`],
      ['/things/a%00b', { name: 'ok' }, `path.code: ${REFUSED}`],
    ];
    for (const [url, payload, error] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error, code: 'BAD_REQUEST' });
    }
    await app.close();
  });

  it('leaves everything else to the schema: its values, its transforms and its own errors', async () => {
    const app = await bareApp();
    const ok = await app.inject({
      method: 'POST',
      url: '/things/%E2%80%AEb?q=%F0%9F%A7%B4',
      payload: { name: '  한국 화장품 👩\u200d👩\u200d👧  ' },
    });
    expect(ok.json()).toEqual({
      params: { code: '\u202eb' },
      query: { q: '🧴' },
      body: { name: '한국 화장품 👩\u200d👩\u200d👧', tags: [] },
    });
    const wrong = await app.inject({ method: 'POST', url: '/things/a', payload: { name: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^body\.name: Invalid input/);
    await app.close();
  });
});

describe('every route of the API', () => {
  let ctx: TestContext;
  let r: ReturnType<typeof requests>;
  let buyer: string;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    r = requests(ctx);
    buyer = await r.signIn('demo-usd');
    admin = await r.operator('admin');
  });

  type Operation = {
    parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
    requestBody?: unknown;
  };

  it('answers U+0000 in each path parameter, each query parameter and a body key with a 400, never a 500', async () => {
    const document = { paths: await documentedPaths<Operation>(ctx.app, await r.operator('admin')) };
    const failures: string[] = [];
    /** Attempts answered with the field named. */
    let tried = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        // A path parameter takes a value it accepts (its first option when it has a list, e.g. a document type).
        const valid = (name: string) =>
          parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema?.enum?.[0] ?? '1';
        const filled = path.replace(/\{([^}]+)\}/g, (_, name) => valid(name));
        const attempts: [string, object | undefined, string][] = [
          ...parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter): [string, undefined, string] => [
              path.replace(/\{([^}]+)\}/g, (_, name) => (name === parameter.name ? '1%00' : valid(name))),
              undefined,
              `path.${parameter.name}`,
            ]),
          ...parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter): [string, undefined, string] => [
              `${filled}?${parameter.name}=1%00`,
              undefined,
              `query.${parameter.name}`,
            ]),
          ...(operation.requestBody ? [[filled, { 'k\u0000': 'x' }, 'body.k'] as [string, object, string]] : []),
        ];
        for (const [url, body, field] of attempts) {
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            payload: body,
            cookies: csrf.cookies,
            headers: { ...csrf.headers, 'x-auth-token': buyer, 'x-operator-token': admin },
          });
          const error = response.statusCode === 400 ? (response.json() as { error: string }).error : '';
          const named = error.startsWith(field) && error.endsWith(REFUSED);
          if (named) tried++;
          // Fastify checks the body before the query: without a body, the body's own error comes first.
          const bodyFirst = operation.requestBody !== undefined && body === undefined && error.startsWith('body');
          if (response.statusCode !== 400 || !(named || bodyFirst))
            failures.push(`${method.toUpperCase()} ${url}: ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(40);
  });
});
