import { Link } from 'react-router';
import { ConsoleTitle } from '../../components/console/console-title';
import { useTranslation } from '../../i18n/react';

export function ConsoleNotFoundPage() {
  const { t } = useTranslation('console');
  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('notFound.title')} />
      <h1>{t('notFound.title')}</h1>
      <p className="console-muted">{t('notFound.lead')}</p>
      <Link to="/admin" className="console-button">
        {t('nav.dashboard')}
      </Link>
    </main>
  );
}
