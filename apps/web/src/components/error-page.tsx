import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { siteQuery } from '../lib/reference-queries';
import { PageMeta } from './page-meta';
import './error-page.css';

type Props = { error?: Error; onGoBack: () => void; onGoHome: () => void };

/** Spec §2 and §8: the message, Go Back (clears the error), Go Home, Report The Issue with the address and the error. */
export function ErrorPage({ error, onGoBack, onGoHome }: Props) {
  const { t } = useTranslation();
  const { data: site } = useQuery(siteQuery());
  const subject = t('errorPage.reportSubject');
  const body = `${t('errorPage.reportPage')}: ${window.location.href}\n${t('errorPage.reportError')}: ${error?.message ?? ''}\n\n`;
  const report = `mailto:${site?.contactEmail ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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
        <a className="button button--ghost" href={report}>
          {t('errorPage.report')}
        </a>
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
