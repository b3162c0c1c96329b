import { certificateParams, notFound } from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { sendUploadedFile } from '../../lib/uploaded-files.js';
import { signedInBuyer } from '../../plugins/session.js';
import { productCertificatesRepository } from './product-certificates.repository.js';

/**
 * A product's certificates for buyers: approved buyers only (only they hold a token), like prices; a visitor gets
 * 401. Not a kept catalogue answer: each download is read and sent as a file, never cached by others.
 */
export const productCertificatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/client/api/v1/product/:id/certificate/:certificateId',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's certificate (PDF), as a download: approved buyers only",
        params: certificateParams,
      },
    },
    async (request, reply) => {
      signedInBuyer(request);
      const file = await productCertificatesRepository(db).file(request.params.id, request.params.certificateId, true);
      if (!file) throw notFound('Certificate');
      return sendUploadedFile(reply, { name: file.fileName, contentType: 'application/pdf', data: file.pdf });
    },
  );
};
