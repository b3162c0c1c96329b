import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../app/page-meta';

/**
 * The operator console's entry. It lives outside the storefront shell and is loaded only under /admin, so none of
 * the console's code is part of the storefront's first load; the console issue replaces this page.
 */
export function ConsolePage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page info-page">
      <PageMeta title={t('pages.console.title')} description={t('pages.console.lead')} />
      <h1>{t('pages.console.title')}</h1>
      <p className="info-page__lead">{t('pages.console.lead')}</p>
      <p className="notice">
        {t('pages.comingSoon')} <Link to="/">{t('errorPage.goHome')}</Link>
      </p>
    </main>
  );
}
