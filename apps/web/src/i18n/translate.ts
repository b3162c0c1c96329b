/**
 * Finding a text and filling it in, the way the locale files are written: `ns:path.to.text` or `path.to.text` (in the
 * hook's namespaces), a plural chosen with `count` (`_one`, `_few`, `_many`, `_other`, by the language's rules),
 * `{{name}}` and `{{count, number}}` filled in, a list or a group of texts returned whole with `returnObjects`.
 * A text missing in the language is taken from English when English is loaded (the locale tests keep every language
 * complete), then from `defaultValue`, and the key itself is shown last.
 */
export type TOptions = {
  count?: number;
  defaultValue?: string;
  /** Another language than the page's (a report for the operators is written in English). */
  lng?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};

export interface TFunction {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

export type Texts = { readonly [key: string]: unknown };

export type Lookup = {
  /** The language asked for, then the one to fall back on. */
  languages: readonly string[];
  /** Where a key without its own namespace is looked for, in this order. */
  namespaces: readonly string[];
  /** A namespace's texts in a language, when loaded. */
  texts: (language: string, namespace: string) => Texts | undefined;
};

const NAMESPACED = /^([a-z][a-z-]*):(.+)$/;

export function translate(lookup: Lookup, keys: string | readonly string[], options: TOptions = {}): unknown {
  const tried = typeof keys === 'string' ? [keys] : keys;
  for (const key of tried) {
    const found = find(lookup, key, options.count);
    if (found === undefined) continue;
    if (typeof found.text === 'string') return fill(found.text, found.language, options);
    if (options.returnObjects) return fillAll(found.text, found.language, options);
  }
  const language = lookup.languages[0] ?? 'en';
  if (options.defaultValue !== undefined) return fill(options.defaultValue, language, options);
  const last = tried.at(-1) ?? '';
  return NAMESPACED.exec(last)?.[2] ?? last;
}

function find(lookup: Lookup, key: string, count: number | undefined) {
  const namespaced = NAMESPACED.exec(key);
  const namespaces = namespaced ? [namespaced[1]!] : lookup.namespaces;
  const path = namespaced ? namespaced[2]! : key;
  for (const language of lookup.languages) {
    const paths = count === undefined ? [path] : [`${path}_${pluralRules(language).select(count)}`, path];
    for (const namespace of namespaces) {
      const texts = lookup.texts(language, namespace);
      if (texts === undefined) continue;
      for (const candidate of paths) {
        const text = at(texts, candidate);
        if (text !== undefined) return { text, language };
      }
    }
  }
  return undefined;
}

function at(texts: Texts, path: string): unknown {
  let node: unknown = texts;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[step];
  }
  return node;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** `{{name}}` filled in; a value not given leaves its placeholder as it is, so that the gap shows. */
function fill(text: string, language: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === null) return placeholder;
    if (format === 'number' && typeof value === 'number') return numberFormat(language).format(value);
    return String(value);
  });
}

function fillAll(texts: unknown, language: string, values: TOptions): unknown {
  if (typeof texts === 'string') return fill(texts, language, values);
  if (Array.isArray(texts)) return texts.map((item) => fillAll(item, language, values));
  if (texts === null || typeof texts !== 'object') return texts;
  return Object.fromEntries(Object.entries(texts).map(([key, item]) => [key, fillAll(item, language, values)]));
}

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

const pluralRules = (language: string) => kept(plurals, language, () => new Intl.PluralRules(language));
const numberFormat = (language: string) => kept(numbers, language, () => new Intl.NumberFormat(language));

function kept<V>(map: Map<string, V>, key: string, make: () => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const made = make();
  map.set(key, made);
  return made;
}
