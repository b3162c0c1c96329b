import {
  certificateParams,
  certificateUploadQuery,
  consoleCertificate,
  envelope,
  idParams,
  MAX_CERTIFICATE_BYTES,
  uploadBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bytesOf, sendUploadedFile } from '../../../lib/uploaded-files.js';
import { operatorOf } from '../../../plugins/operator-session.js';
import type { CertificatesConsoleService } from './certificates-console.service.js';

const tags = ['console'];
/** What a certificate may be sent as: a PDF, or plain bytes; its first bytes decide whether it is one. */
const UPLOAD_TYPES = ['application/pdf', 'application/octet-stream'];

/** A product's certificates in the console: every operator (staff too) may add, remove and download them. */
export const certificatesConsoleRoutes: FastifyPluginAsyncZod<{ certificates: CertificatesConsoleService }> = async (
  app,
  { certificates },
) => {
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_CERTIFICATE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/console/api/products/:id/certificates',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Add a certificate to a product: the PDF as the body (5 MB at most), its kind and title in the address',
        params: idParams,
        querystring: certificateUploadQuery,
        consumes: UPLOAD_TYPES,
        body: uploadBody,
        response: { 200: envelope(consoleCertificate) },
      },
    },
    async (request) => ({
      payload: await certificates.add(operatorOf(request), request.params.id, request.query, bytesOf(request.body)),
    }),
  );

  app.delete(
    '/console/api/products/:id/certificates/:certificateId',
    {
      schema: {
        tags,
        summary: "Remove a product's certificate",
        params: certificateParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await certificates.remove(operatorOf(request), request.params.id, request.params.certificateId);
      return { payload: null };
    },
  );

  app.get(
    '/console/api/products/:id/certificates/:certificateId',
    { schema: { tags, summary: "A product's certificate, as a download", params: certificateParams } },
    async (request, reply) => {
      operatorOf(request);
      const file = await certificates.file(request.params.id, request.params.certificateId);
      return sendUploadedFile(reply, { name: file.fileName, contentType: 'application/pdf', data: file.pdf });
    },
  );
};
