import {
  checkImportBody,
  envelope,
  fileFormatQuery,
  importIdParams,
  importRow,
  importRowsQuery,
  importView,
  pageOf,
  uploadBody,
  uploadQuery,
} from '@hive/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bytesOf } from '../../lib/uploaded-files.js';
import { adminOnly, operatorOf } from '../../plugins/operator-session.js';
import type { FileOut, ImportService } from './import.service.js';

const tags = ['console'];
/** The largest file an operator may upload. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const view = { 200: envelope(importView) };

const sendFile = (reply: FastifyReply, file: FileOut) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** The catalogue's import and export (admins only): template, export, upload, dry run, apply, and the findings. */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  // The file is the body, as it is: read here, in this plugin's scope only.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/console/api/catalog-import/template',
    {
      preHandler: adminOnly,
      schema: { tags, summary: 'The import template, CSV or XLSX (admins only)', querystring: fileFormatQuery },
    },
    async (request, reply) => sendFile(reply, await imports.template(request.query.format)),
  );

  app.get(
    '/console/api/catalog-export',
    {
      preHandler: adminOnly,
      schema: { tags, summary: 'Every product, as the import reads it (admins only)', querystring: fileFormatQuery },
    },
    async (request, reply) => sendFile(reply, await imports.export(request.query.format)),
  );

  app.post(
    '/console/api/catalog-imports',
    {
      preHandler: adminOnly,
      bodyLimit: MAX_FILE_BYTES,
      schema: {
        tags,
        summary: 'Upload a CSV or XLSX file to import (the file is the body); answers its columns and a mapping',
        consumes: ['application/octet-stream'],
        body: uploadBody,
        querystring: uploadQuery,
        response: view,
      },
    },
    async (request) => {
      return { payload: await imports.upload(operatorOf(request), request.query.name, bytesOf(request.body)) };
    },
  );

  app.get(
    '/console/api/catalog-imports/:id',
    {
      preHandler: adminOnly,
      schema: { tags, summary: 'An import: its state, progress and findings', params: importIdParams, response: view },
    },
    async ({ params }) => ({ payload: await imports.view(params.id) }),
  );

  app.get(
    '/console/api/catalog-imports/:id/rows',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'What each row of a checked import would create or change',
        params: importIdParams,
        querystring: importRowsQuery,
        response: { 200: envelope(pageOf(importRow)) },
      },
    },
    async ({ params, query }) => ({ payload: await imports.rows(params.id, query.page, query.size) }),
  );

  app.get(
    '/console/api/catalog-imports/:id/errors',
    {
      preHandler: adminOnly,
      schema: { tags, summary: "Every error of an import's dry run, as CSV", params: importIdParams },
    },
    async (request, reply) => sendFile(reply, await imports.errorsCsv(request.params.id)),
  );

  app.post(
    '/console/api/catalog-imports/:id/check',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Start the dry run with a column mapping; poll the import for its findings',
        params: importIdParams,
        body: checkImportBody,
        response: view,
      },
    },
    async ({ params, body }) => ({ payload: await imports.check(params.id, body.mapping, body.blankClears) }),
  );

  app.post(
    '/console/api/catalog-imports/:id/apply',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Apply a checked import, all or nothing; poll the import for its progress',
        params: importIdParams,
        response: view,
      },
    },
    async (request) => ({ payload: await imports.apply(operatorOf(request), request.params.id) }),
  );
};
