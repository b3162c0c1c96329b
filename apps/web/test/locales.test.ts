import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES } from '@hive/domain/rules';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: Tree | string | Tree[] | string[] };
/** Every namespace English has: a feature's new file is checked the moment it exists. */
const NAMESPACES = readdirSync(new URL('../src/i18n/locales/en/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const load = (locale: string, namespace: string): Tree =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${locale}/${namespace}.json`, import.meta.url), 'utf8'));

/** Every key path, plural suffixes folded (Russian has _few and _many where English has only _one and _other). */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '_*')];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  return Object.entries(tree as Tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

/** Strings, with their key paths. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => leaves(item, `${prefix}[${index}]`));
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const others = LOCALES.filter((locale) => locale !== 'en');
const cases = NAMESPACES.flatMap((namespace) => others.map((locale) => [namespace, locale] as const));

describe('translations', () => {
  it.each(cases)('%s: %s has exactly the keys of English', (namespace, locale) => {
    const english = [...new Set(keys(load('en', namespace)))].sort();
    expect([...new Set(keys(load(locale, namespace)))].sort()).toEqual(english);
  });

  it.each(cases)('%s: %s is translated, not copied from English', (namespace, locale) => {
    const english = new Map(leaves(load('en', namespace)));
    const copied = leaves(load(locale, namespace)).filter(
      ([path, text]) => english.get(path) === text && /[a-z]{4,}/i.test(text.replace(/\{\{[^}]*\}\}/g, '')),
    );
    // Brand names, codes and symbols may stay as they are; whole sentences may not.
    expect(copied.filter(([, text]) => text.split(' ').length > 2)).toEqual([]);
  });
});
