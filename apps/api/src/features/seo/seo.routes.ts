import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoService } from './seo.service.js';

/**
 * robots.txt and the sitemaps. The same for everyone, so shared caches may keep them an hour; a sitemap index points
 * to a static sitemap, a brands sitemap and products sitemaps of at most 50,000 URLs each.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  const cache = 'public, max-age=3600';
  const xml = 'application/xml; charset=utf-8';
  const hide = { hide: true };

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(seo.robots()),
  );

  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cache)
      .send(await seo.sitemapIndex()),
  );

  app.get('/sitemap-static.xml', { schema: hide }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cache)
      .send(await seo.sitemapStatic()),
  );

  app.get('/sitemap-brands.xml', { schema: hide }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cache)
      .send(await seo.sitemapBrands()),
  );

  app.get(
    '/sitemap-products-:n(^\\d+).xml',
    { schema: { ...hide, params: z.strictObject({ n: z.string().regex(/^[1-9]\d{0,5}$/) }) } },
    async ({ params }, reply) => {
      const body = await seo.sitemapProducts(Number(params.n));
      if (body === undefined) return reply.status(404).send({ error: 'No such sitemap', code: 'NOT_FOUND' });
      return reply.type(xml).header('cache-control', cache).send(body);
    },
  );
};
