import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { keptMap } from '../../lib/kept.js';
import { readUploadedImage } from '../../products/uploaded-images.js';
import { brandLogoDrawing, type Drawing, drawingSvg, productDrawing } from './drawings.js';
import { encodePng } from './png.js';
import { rasterize } from './raster.js';

/** The pixels a demo picture is drawn at: a product's (cards and the product page), a brand's logo (cards, headers). */
const PRODUCT_PIXELS = 480;
const LOGO_PIXELS = 160;

/**
 * Demo images are drawn here from their ids (`drawings.ts`): nothing is fetched or stored. Images operators upload are
 * read from the database (`uploaded-images.ts`): their address names their content's hash, so they are kept for a year.
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

  // A demo picture is a PNG, which a browser decodes off the page's thread (an SVG picture is a document of its own,
  // laid out and painted on the page's thread: 8–20 ms each on a slow phone's home page); drawn once a process and
  // kept. The SVG answers the addresses stored before.
  const drawn = keptMap<Buffer>({ maxAgeMs: 86_400_000, maxBytes: 8 * 1024 * 1024, sizeOf: (png) => png.length });
  // Kept by what is drawn (a logo by its brand's name too: a renamed brand's initials are drawn anew).
  const send = (reply: FastifyReply, drawing: Drawing, file: string, pixels: number) => {
    reply.header('cache-control', cache);
    if (file.endsWith('.svg')) return reply.type('image/svg+xml').send(drawingSvg(drawing));
    const key = `${drawing.label}:${file}`;
    let png = drawn.get(key);
    if (!png) {
      png = encodePng(rasterize(drawing, pixels), pixels, pixels);
      drawn.set(key, png);
    }
    return reply.type('image/png').send(png);
  };

  app.get(
    '/img/brand/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d{1,9}\.(png|svg)$/) }) } },
    async ({ params }, reply) => {
      const id = Number.parseInt(params.file, 10);
      const name = await brandName(id);
      if (!name) return reply.status(404).send({ error: 'Image not found', code: 'NOT_FOUND' });
      return send(reply, brandLogoDrawing(id, name), params.file, LOGO_PIXELS);
    },
  );

  app.get(
    '/img/product/:file',
    { schema: { hide: true, params: z.strictObject({ file: z.string().regex(/^\d{1,9}-\d{1,2}\.(png|svg)$/) }) } },
    async ({ params }, reply) => {
      const [id = 0, position = 0] = params.file.split('.')[0]!.split('-').map(Number);
      return send(reply, productDrawing(id, position), params.file, PRODUCT_PIXELS);
    },
  );
};
