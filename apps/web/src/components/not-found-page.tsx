import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from './page-meta';
import './error-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page not-found">
      <PageMeta title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/" className="button">
        {t('errorPage.goHome')}
      </Link>
    </main>
  );
}
