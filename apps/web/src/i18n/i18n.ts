import type { Locale } from '@hive/domain';
import { DEFAULT_LOCALE, LOCALES } from '@hive/domain/rules';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en/common.json';

/**
 * English `common` ships with the first load. Every other bundle — the other languages, and the `account` and
 * `console` namespaces of every language — is its own chunk, loaded when a page asks for it (`useTranslation('account')`
 * suspends until then).
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = bundles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no ${namespace} texts in ${language}`), null);
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Locale): Promise<void> {
  await i18n
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      resources: { en: { common: en } },
      partialBundledLanguages: true,
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await changeLanguage(language);
}

export async function changeLanguage(language: Locale): Promise<void> {
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
