import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { keptMap } from '../../lib/kept.js';
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

  // A demo picture as the browser draws it best: a WebP (decoded off the page's thread, like an uploaded picture),
  // rendered from its drawing once and kept; the SVG still answers the addresses stored before.
  const rendered = keptMap<Buffer>({
    maxAgeMs: 86_400_000,
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (bytes) => bytes.length,
  });
  // Drawn at the size sent (its viewBox at 72 dpi is smaller), with a light WebP effort: 8 ms of CPU a picture, not 21.
  const send = async (reply: FastifyReply, svg: string, format: string, scale: number, key: string) => {
    reply.header('cache-control', cache);
    if (format === 'svg') return reply.type('image/svg+xml').send(svg);
    let bytes = rendered.get(key);
    if (!bytes) {
      const { default: sharp } = await import('sharp');
      bytes = await sharp(Buffer.from(svg), { density: 72 * scale })
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
      rendered.set(key, bytes);
    }
    return reply.type('image/webp').send(bytes);
  };

  app.get(
    '/img/brand/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d{1,9}\.(svg|webp)$/) }) } },
    async ({ params }, reply) => {
      const [number = '', format = ''] = params.file.split('.');
      const id = Number(number);
      const name = await brandName(id);
      if (!name) return reply.status(404).send({ error: 'Image not found', code: 'NOT_FOUND' });
      // 120 units drawn at 160 px.
      return send(reply, brandLogoSvg(id, name), format, 4 / 3, params.file);
    },
  );

  app.get(
    '/img/product/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d{1,9}-\d{1,2}\.(svg|webp)$/) }) } },
    async ({ params }, reply) => {
      const [name = '', format = ''] = params.file.split('.');
      const [id = 0, position = 0] = name.split('-').map(Number);
      // 300 units drawn at 480 px.
      return send(reply, productImageSvg(id, position), format, 1.6, params.file);
    },
  );
};
