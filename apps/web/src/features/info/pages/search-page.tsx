import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../app/page-meta';

/** The total search's page: the text is shown as text (React escapes it); results arrive with the catalogue issue. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get('search') ?? '';
  return (
    <main id="main" className="container page info-page">
      <PageMeta title={t('pages.search.title')} description={t('pages.search.lead')} />
      <h1>{t('pages.search.title')}</h1>
      {text && <p className="search-text">{t('pages.search.for', { text })}</p>}
      <p className="info-page__lead">{t('pages.search.lead')}</p>
      <p className="notice">
        {t('pages.comingSoon')}{' '}
        <Link to={`/brand/?keyword=${encodeURIComponent(text)}`}>{t('pages.search.brands')}</Link>
      </p>
    </main>
  );
}
