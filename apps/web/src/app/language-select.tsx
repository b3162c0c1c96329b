import type { Locale } from '@hive/domain';
import { LOCALES } from '@hive/domain/rules';
import { useId } from 'react';
import { changeLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { useSession } from '../lib/session-store';

/** Each language named in itself, so anyone finds their own. */
const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  es: 'Español',
  ru: 'Русский',
  id: 'Bahasa Indonesia',
};

/**
 * The language switch; `compact` (the header's) shows a globe for its label, which is still read out, and the language's
 * code (VI) over the closed select, whose list still names each language in itself: "Tiếng Việt" or "Bahasa Indonesia"
 * in the header took the room of the search box.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSession((s) => s.language);
  const setLanguage = useSession((s) => s.setLanguage);
  const handleChange = async (value: Locale) => {
    await changeLanguage(value);
    setLanguage(value);
  };
  return (
    <div className={`language-select${compact ? ' language-select--compact' : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('language.label')}
      </label>
      {compact && (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      )}
      {compact && (
        <span className="language-select__code" aria-hidden="true">
          {language.toUpperCase()}
        </span>
      )}
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
