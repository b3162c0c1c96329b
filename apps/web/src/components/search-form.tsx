import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react';

/** The total search: one optional text field, sent by Enter or the button to /search/?search=… */
export function SearchForm({
  id,
  autoFocus = false,
  className = '',
}: {
  id: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search/?search=${encodeURIComponent(text.trim())}`);
  };
  return (
    <search className={`search-form ${className}`.trim()}>
      <form onSubmit={handleSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('search.placeholder')}
          onChange={(event) => setText(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the field opens because the user asked for it
          autoFocus={autoFocus}
        />
        <button type="submit" className="search-form__button" aria-label={t('search.submit')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </search>
  );
}
