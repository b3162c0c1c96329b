import type { Locale } from '@hive/domain';
import { DEFAULT_LOCALE, LOCALES } from '@hive/domain/rules';
import { type Texts, type TFunction, type TOptions, translate } from './translate';

export type { TFunction } from './translate';

/**
 * The texts of the app, one chunk per language and namespace (`locales/<language>/<namespace>.json`), each loaded
 * when a page first asks for it: `useTranslation('account')` (./react.tsx) waits for it. The page's language is one for
 * the whole app; changing it loads the new language's texts for every namespace in use, then redraws.
 */
const chunks = import.meta.glob<{ default: Texts }>('./locales/*/*.json');

const loaded = new Map<string, Texts>();
const loading = new Map<string, Promise<void>>();
const failed = new Map<string, Error>();
const listeners = new Set<() => void>();
let language: Locale = DEFAULT_LOCALE;

const id = (lng: string, namespace: string) => `${lng}/${namespace}`;
const texts = (lng: string, namespace: string) => loaded.get(id(lng, namespace));

function loadOne(lng: string, namespace: string): Promise<void> {
  const key = id(lng, namespace);
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (pending) return pending;
  const read = chunks[`./locales/${key}.json`];
  pending = (read ? read() : Promise.reject(new Error(`No ${namespace} texts in ${lng}`))).then(
    (chunk) => {
      loaded.set(key, chunk.default);
      loading.delete(key);
    },
    (error: Error) => {
      // Kept, not retried in a loop: the page that needs these texts shows its error instead.
      failed.set(key, error);
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, pending);
  return pending;
}

function load(namespaces: readonly string[], lng: string): Promise<void> {
  return Promise.all(namespaces.map((namespace) => loadOne(lng, namespace))).then(() => undefined);
}

/** A translation function for a language and the namespaces a key without its own is looked for in. */
function fixedT(lng: string, namespaces: readonly string[], fallback = false): TFunction {
  const searched = fallback ? namespaces : namespaces.slice(0, 1);
  const lookupIn = (asked: string) => ({
    languages: asked === DEFAULT_LOCALE ? [asked] : [asked, DEFAULT_LOCALE],
    namespaces: searched,
    texts,
  });
  const own = lookupIn(lng);
  return ((keys: string | readonly string[], options?: TOptions) =>
    translate(options?.lng ? lookupIn(options.lng) : own, keys, options)) as TFunction;
}

export const i18n = {
  get language(): Locale {
    return language;
  },
  /** On the server: the namespaces the page being drawn used (the browser loads them before it takes the page over). */
  recording: undefined as Set<string> | undefined,
  /** A text of `common` (or `ns:key`) in the page's language, outside React. */
  t: ((keys: string | readonly string[], options?: TOptions) =>
    fixedT(language, ['common'])(keys, options)) as TFunction,
  fixedT,
  hasLoaded: (namespaces: readonly string[], lng: string = language) =>
    namespaces.every((namespace) => loaded.has(id(lng, namespace))),
  loadNamespaces: (namespaces: string | readonly string[], lng: string = language) =>
    load(typeof namespaces === 'string' ? [namespaces] : namespaces, lng),
  /** What a page waiting for these texts waits on, or the error that stopped them from loading. */
  pending(namespaces: readonly string[], lng: string = language): Promise<void> {
    for (const namespace of namespaces) {
      const error = failed.get(id(lng, namespace));
      if (error) throw error;
    }
    return load(namespaces, lng);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The language of every text from now on, once the texts in use are loaded in it. */
export async function changeLanguage(lng: Locale): Promise<void> {
  if (!LOCALES.includes(lng)) lng = DEFAULT_LOCALE;
  const inUse = [...loaded.keys()].filter((key) => key.startsWith(`${language}/`)).map((key) => key.split('/')[1]!);
  await load([...new Set(['common', ...inUse])], lng);
  language = lng;
  // Set only when it changes: the page's language attribute restyles the whole page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}
