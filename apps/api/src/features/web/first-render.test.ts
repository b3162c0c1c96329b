import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CatalogChanges } from '../../db/changes.js';
import { loadWebEntry, pageOf, withFirstRender } from './first-render.js';

const template = '<!doctype html>\n<html lang="en">\n<head></head>\n<body>\n<div id="root"></div>\n</body>\n</html>';

describe('withFirstRender', () => {
  it('puts the drawn page in #root, its language on <html>, its data and namespaces beside it', () => {
    const page = pageOf({
      html: '<main><h1>Byeol Studio</h1></main>',
      state: { queries: [] },
      namespaces: ['common', 'cart'],
    });
    const html = withFirstRender(template, { ...page, language: 'vi' });
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<div id="root"><main><h1>Byeol Studio</h1></main></div>');
    expect(html).toMatch(
      /<script type="application\/json" id="first-render" data-language="vi" data-namespaces="common,cart">\{"queries":\[\]\}<\/script>/,
    );
  });

  it('keeps data that holds markup inside its script element', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = withFirstRender(template, {
      ...pageOf({ html: '', state: { name }, namespaces: [] }),
      language: 'en',
    });
    const script = html.slice(html.indexOf('id="first-render"'));
    // One closing tag: the page's own; the data's `<` are escaped, and read back as they were.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    const json = script.slice(script.indexOf('>') + 1, script.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ name });
  });
});

describe('loadWebEntry', () => {
  const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/web-drawn');
  const drawings = () => (globalThis as { hiveDrawings?: number }).hiveDrawings ?? 0;

  it('draws a page asked for by many at once once, keeps it, and draws it anew after a catalogue change', async () => {
    let drop = () => {};
    const changes = { subscribe: (then: () => void) => (drop = then) } as unknown as CatalogChanges;
    const app = { log: { error: () => {} } } as unknown as FastifyInstance;
    const entry = (await loadWebEntry(app, webDist, changes))!;
    const request = { cookies: {}, url: '/brand/7/' } as unknown as FastifyRequest;
    const before = drawings();

    const pages = await Promise.all(Array.from({ length: 6 }, () => entry.firstRender(request)));
    expect(drawings() - before).toBe(1);
    expect(pages.map((page) => page?.html)).toEqual(Array(6).fill('<main>/brand/7/ en</main>'));

    await entry.firstRender(request);
    expect(drawings() - before).toBe(1);
    // Another language is another page.
    await entry.firstRender({ cookies: { hive_lang: 'vi' }, url: '/brand/7/' } as unknown as FastifyRequest);
    expect(drawings() - before).toBe(2);

    // A change while a page is drawn: the requests after it draw the page again, and keep that drawing.
    const drawnBefore = entry.firstRender({ cookies: {}, url: '/brand/8/' } as unknown as FastifyRequest);
    drop();
    const drawnAfter = entry.firstRender({ cookies: {}, url: '/brand/8/' } as unknown as FastifyRequest);
    await Promise.all([drawnBefore, drawnAfter]);
    expect(drawings() - before).toBe(4);
    await entry.firstRender({ cookies: {}, url: '/brand/8/' } as unknown as FastifyRequest);
    expect(drawings() - before).toBe(4);
  });
});
