import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import { PageMeta } from './page-meta';
import './error-page.css';

type Props = {
  /** Tries the page again; false when there was nothing to try (the browser is still offline). */
  onRetry: () => boolean;
};

/**
 * A page whose data or code could not be fetched for want of a connection: said as such, not as an error, with Retry.
 * The page comes back by itself when the connection does (the boundary that shows this asks again).
 */
export function OfflinePage({ onRetry }: Props) {
  const { t } = useTranslation();
  const [still, setStill] = useState(0);
  return (
    <main className="error-page offline-page" id="main">
      <PageMeta title={t('offline.title')} />
      <svg className="offline-page__mark" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19" r="1.4" fill="currentColor" />
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <h1>{t('offline.title')}</h1>
      <p>{t('offline.message')}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={() => !onRetry() && setStill((n) => n + 1)}>
          {t('offline.retry')}
        </button>
      </div>
      {/* Retry while still offline says so, rather than seeming to do nothing. */}
      <p role="status" className="offline-page__still">
        {still > 0 ? t('offline.stillOffline') : ''}
      </p>
    </main>
  );
}
