import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/client.js';
import { authRepository } from './features/auth/auth.repository.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { authService } from './features/auth/auth.service.js';
import { catalogRepository } from './features/catalog/catalog.repository.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import { catalogService } from './features/catalog/catalog.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { imagesRoutes } from './features/images/images.routes.js';
import { registerWeb } from './features/web/web.routes.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';

export type AppOptions = {
  db: Db;
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** A session ends after this long without a request. */
  sessionIdleMs?: number;
};

/** Builds the whole server, readable top to bottom: cross-cutting plugins, then each capability. */
export async function buildApp({ db, webDist, logger = false, sessionIdleMs = 72 * 3_600_000 }: AppOptions) {
  const app = Fastify({
    logger,
    // Failures are logged by the error handler; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Reject unknown fields rather than drop them silently; coerce query and path numbers.
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  registerCsrf(app);
  await app.register(fastifyRateLimit, { global: false });
  const auth = authService(authRepository(db), { idleMs: sessionIdleMs });
  registerSession(app, auth);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hive marketplace API',
        version: '1.0.0',
        description: 'Every request and response is described by the shared zod schemas.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const catalogRepo = catalogRepository(db);
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { auth });
  await app.register(catalogRoutes, { catalog: catalogService(catalogRepo) });
  await app.register(imagesRoutes, { brandName: catalogRepo.brandName });

  await registerWeb(app, webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
