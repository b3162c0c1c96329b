import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandLogoSvg, productImageSvg } from './images.svg.js';

/** Demo images are drawn here from their ids: nothing is fetched or stored. */
export const imagesRoutes: FastifyPluginAsyncZod<{ brandName: (id: number) => Promise<string | undefined> }> = async (
  app,
  { brandName },
) => {
  const cache = 'public, max-age=86400, immutable';

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
