import { consoleSettings, consoleSettingsBody, envelope } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, operatorOf } from '../../plugins/operator-session.js';
import type { SettingsService } from './settings.service.js';

const tags = ['console'];

/**
 * The operators' settings and grades: admins only, every route of this plugin — decided before the body is read, so
 * staff get 403 whatever they send.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.addHook('preValidation', adminOnly);

  app.get(
    '/console/api/settings',
    {
      schema: {
        tags,
        summary: 'The settings: minimum orders, grades, contacts, addresses, bank, unpaid-order limit (admins only)',
        response: { 200: envelope(consoleSettings) },
      },
    },
    async () => ({ payload: await settings.read() }),
  );

  app.put(
    '/console/api/settings',
    {
      schema: {
        tags,
        summary: 'Save the settings as read at `updatedAt` (admins only; 409 when saved meanwhile)',
        body: consoleSettingsBody,
        response: { 200: envelope(consoleSettings) },
      },
    },
    async (request) => ({ payload: await settings.save(operatorOf(request), request.body) }),
  );
};
