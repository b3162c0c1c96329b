import { Link, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/react';
import { withQuery } from '../lib/api-client';
import { reportedError } from '../lib/reported-error';
import { PageMeta } from './page-meta';
import './error-page.css';

type Props = { error?: Error; onGoBack: () => void; onGoHome: () => void };

/**
 * The error page (docs/product.md §2, §8): the message, Go Back (clears the error), Go Home, Report The Issue — the
 * report form, filled with the page's address, the error as the reader saw it and the id of the server's failed
 * request.
 */
export function ErrorPage({ error, onGoBack, onGoHome }: Props) {
  const { t } = useTranslation();
  // The report names our own messages in English words, for the operators: English texts are loaded for it.
  useTranslation('common', { lng: 'en', useSuspense: false });
  const report = withQuery('/report-issue/', { page: window.location.href, ...reportedError(error, t) });
  return (
    <main className="error-page" id="main">
      <PageMeta title={t('errorPage.title')} />
      <h1>{t('errorPage.title')}</h1>
      <p>{t('errorPage.message')}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={onGoBack}>
          {t('errorPage.goBack')}
        </button>
        <button type="button" className="button button--secondary" onClick={onGoHome}>
          {t('errorPage.goHome')}
        </button>
        <Link className="button button--ghost" to={report}>
          {t('errorPage.report')}
        </Link>
      </div>
    </main>
  );
}

/** The router's error element: the shell could not render, so the buttons reload rather than re-render. */
export function ShellErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPage
      error={error instanceof Error ? error : undefined}
      onGoBack={() => window.history.back()}
      onGoHome={() => window.location.assign('/')}
    />
  );
}
