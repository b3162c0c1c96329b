import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { brandLogoSvg, productImageSvg } from './images.svg.js';
import { readUploadedImage } from './uploaded-images.js';

/**
 * Demo images are drawn here from their ids: nothing is fetched or stored. Images operators upload are read from the
 * database (`uploaded-images.ts`): their address names their content's hash, so they are kept for a year.
 */
export const imagesRoutes: FastifyPluginAsyncZod<{
  brandName: (id: number) => Promise<string | undefined>;
  db: Db;
}> = async (app, { brandName, db }) => {
  const cache = 'public, max-age=86400, immutable';

  app.get(
    '/img/u/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^[0-9a-f]{32}-\d{2,4}\.webp$/) }) } },
    async ({ params }, reply) => {
      const [hash = '', width = ''] = params.file.replace('.webp', '').split('-');
      const image = await readUploadedImage(db, hash, Number(width));
      if (!image) return reply.status(404).send({ error: 'Image not found', code: 'NOT_FOUND' });
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.get(
    '/img/brand/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d{1,9}\.svg$/) }) } },
    async ({ params }, reply) => {
      const id = Number.parseInt(params.file, 10);
      const name = await brandName(id);
      if (!name) return reply.status(404).send({ error: 'Image not found', code: 'NOT_FOUND' });
      return reply.type('image/svg+xml').header('cache-control', cache).send(brandLogoSvg(id, name));
    },
  );

  app.get(
    '/img/product/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d{1,9}-\d{1,2}\.svg$/) }) } },
    async ({ params }, reply) => {
      const [id, position] = params.file.replace('.svg', '').split('-').map(Number);
      return reply
        .type('image/svg+xml')
        .header('cache-control', cache)
        .send(productImageSvg(id ?? 0, position ?? 0));
    },
  );
};
