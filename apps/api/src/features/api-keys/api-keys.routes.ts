import { apiKeyBody, apiKeyCreated, apiKeyIdParams, apiKeysResult, envelope } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInBuyer } from '../../plugins/session.js';
import type { ApiKeysService } from './api-keys.service.js';

const tags = ['api-keys'];
const base = '/client/api/v1/api-keys';

/**
 * A buyer company's API keys, kept by its owner and admins (`config.member: 'manage'`; the list asks the same in the
 * service). No route here names a key scope: a key never makes, reads or revokes keys. Creating one is not idempotent
 * on purpose: a replayed answer would have to keep the whole key.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ keys: ApiKeysService }> = async (app, { keys }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    base,
    {
      schema: {
        tags,
        summary: "The company's API keys that work: name, scopes, first characters, created, last used",
        response: { 200: envelope(apiKeysResult) },
      },
    },
    async (request) => ({ payload: await keys.list(signedInBuyer(request)) }),
  );

  app.post(
    base,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: 'Create an API key acting as the company within its scopes: the key is in this answer only',
        body: apiKeyBody,
        response: { 200: envelope(apiKeyCreated) },
      },
    },
    async (request) => ({ payload: await keys.create(signedInBuyer(request), request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { member: 'manage' },
      schema: {
        tags,
        summary: 'Revoke an API key: refused at once by every API process',
        params: apiKeyIdParams,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ({ payload: await keys.revoke(signedInBuyer(request), request.params.id) }),
  );
};
