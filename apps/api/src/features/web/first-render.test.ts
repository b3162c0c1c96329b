import { describe, expect, it } from 'vitest';
import { pageOf, withFirstRender } from './first-render.js';

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
