import type { Locale } from '@hive/domain';
import { LOCALES } from '@hive/domain/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { useSession } from '../lib/session-store';

/** Each language named in itself, so anyone finds their own. */
const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  es: 'Español',
  ru: 'Русский',
  id: 'Bahasa Indonesia',
};

export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const language = useSession((s) => s.language);
  const setLanguage = useSession((s) => s.setLanguage);
  const handleChange = async (value: Locale) => {
    await changeLanguage(value);
    setLanguage(value);
  };
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={language} onChange={(event) => void handleChange(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
