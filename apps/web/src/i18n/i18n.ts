import type { Locale } from '@hive/domain';
import { DEFAULT_LOCALE, LOCALES } from '@hive/domain/rules';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en/common.json';

/** English ships with the first load; the other languages load when chosen. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  vi: () => import('./locales/vi/common.json'),
  es: () => import('./locales/es/common.json'),
  ru: () => import('./locales/ru/common.json'),
  id: () => import('./locales/id/common.json'),
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { common: en } },
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
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const bundle = await loaders[language]();
    i18n.addResourceBundle(language, 'common', bundle.default, true, true);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
