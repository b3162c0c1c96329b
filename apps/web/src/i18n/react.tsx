import {
  cloneElement,
  createElement,
  Fragment,
  type ReactElement,
  useEffect,
  useMemo,
  useReducer,
  useSyncExternalStore,
} from 'react';
import { i18n, type TFunction } from './i18n';

type Options = {
  /** Look a key up in each of the namespaces in turn, not only the first. */
  nsMode?: 'default' | 'fallback';
  /** Draw at once, `ready` false until the texts are there, instead of waiting for them (Suspense). */
  useSuspense?: boolean;
  /** Another language than the page's. */
  lng?: string;
};

const languageNow = () => i18n.language;

/**
 * The texts of `namespaces` (the first is where a key without `ns:` is looked for) in the page's language. The
 * component waits (Suspense) until they are loaded, and is drawn again when the language changes.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common', options: Options = {}) {
  const pageLanguage = useSyncExternalStore(i18n.subscribe, languageNow, languageNow);
  const language = options.lng ?? pageLanguage;
  const names = typeof namespaces === 'string' ? namespaces : namespaces.join();
  const fallback = options.nsMode === 'fallback';
  const list = useMemo(() => names.split(','), [names]);
  const t = useMemo(() => i18n.fixedT(language, list, fallback), [language, list, fallback]);
  const ready = i18n.hasLoaded(list, language);
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!ready) i18n.loadNamespaces(list, language).then(loadedNow, loadedNow);
  }, [ready, list, language]);
  if (i18n.recording) for (const name of list) i18n.recording.add(name);
  if (!ready && options.useSuspense !== false) throw i18n.pending(list, language);
  return { t, i18n, ready };
}

/**
 * A text with markup in it, `Welcome back, <name>{{name}}</name>`: each `<tag>…</tag>` is drawn as the element given
 * for it in `components`, with the words inside.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  // Split by a capturing pattern: text, tag, inner words, text, tag, inner words, …, text.
  const parts = t(i18nKey, values).split(/<(\w+)>(.*?)<\/\1>/);
  const drawn = parts.map((part, index) => {
    if (index % 3 === 0) return part;
    if (index % 3 === 1) return null;
    const element = components[parts[index - 1] ?? ''];
    return element ? cloneElement(element, undefined, part) : part;
  });
  // Given as arguments, the parts need no keys: they are the fixed children of one text.
  return createElement(Fragment, null, ...drawn);
}
