import { readFileSync } from 'node:fs';
import { LOCALES } from '@hive/domain/rules';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: Tree | string | Tree[] | string[] };

const load = (locale: string): Tree =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${locale}/common.json`, import.meta.url), 'utf8'));

/** Every key path, plural suffixes folded (Russian has _few and _many where English has only _one and _other). */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '_*')];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  return Object.entries(tree as Tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

const english = [...new Set(keys(load('en')))].sort();

describe('translations', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the keys of English', (locale) => {
    expect([...new Set(keys(load(locale)))].sort()).toEqual(english);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not copied from English', (locale) => {
    const en = load('en');
    const other = load(locale);
    for (const path of ['home.title', 'errorPage.message', 'notFound.message', 'errors.network', 'howToUse.lead']) {
      const pick = (tree: Tree) => path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], tree);
      expect(pick(other)).not.toBe(pick(en));
    }
  });
});
