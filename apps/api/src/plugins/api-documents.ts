import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const CONSOLE = '/console/api/';
const isConsole = (path: string) => path.startsWith(CONSOLE);

type Document = { paths?: Record<string, unknown> };

/** The document with only the paths `keep` keeps. */
function part(document: Document, keep: (path: string) => boolean): Document {
  return {
    ...document,
    paths: Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path))),
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each route as the zod schemas describe it, and which API key scope may call it (`x-api-key-scope`, and a line of its
 * description); a route without one is refused to every key.
 */
function markApiKeyScope(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const scope = input.route.config?.apiKeyScope;
  if (!scope) return out;
  const schema = out.schema as Record<string, unknown>;
  const described = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
  const marked = {
    ...schema,
    'x-api-key-scope': scope,
    // A key, or what the route takes without one (a buyer's session, or nothing at all for a public read).
    security: [{ apiKey: [] }, {}] as Record<string, string[]>[],
    description: `${described}May be called with an API key (\`Authorization: Bearer\`) that has the \`${scope}\` scope.`,
  };
  return { ...out, schema: marked };
}

/**
 * The OpenAPI documents, both made from the shared zod schemas: the public one at `/docs` (its explorer) and
 * `/docs/json`, without a console route; the console's for operators only, served by `consoleApiDocument` in the
 * operators' scope.
 */
export async function registerApiDocuments(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hive marketplace API',
        version: '1.0.0',
        description:
          'Every request and response is described by the shared zod schemas. A company’s own systems call the ' +
          'routes marked `x-api-key-scope` with `Authorization: Bearer <API key>`, within the key’s scopes.',
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A buyer company’s API key (`hive_live_…`), within its scopes: see `x-api-key-scope`.',
          },
        },
      },
    },
    transform: markApiKeyScope,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    transformSpecification: (document) => part(document, (path) => !isConsole(path)),
  });
}

/** `GET /console/api/docs/json`: the console's routes, for an operator (registered inside the operators' scope). */
export async function consoleApiDocument(scope: FastifyInstance): Promise<void> {
  scope.get('/console/api/docs/json', { schema: { hide: true } }, async () => part(scope.swagger(), isConsole));
}
