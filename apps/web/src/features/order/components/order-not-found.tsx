import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../i18n/react';

/** An order that is not there, or not this buyer's: said the same way, with the way to the buyer's own orders. */
export function OrderNotFound() {
  const { t } = useTranslation('order');
  return (
    <main id="main" className="container page rec-page not-found">
      <PageMeta title={t('detail.notFound')} />
      <h1>{t('detail.notFound')}</h1>
      <p>{t('detail.notFoundLead')}</p>
      <Link to="/order/" className="button">
        {t('detail.back')}
      </Link>
    </main>
  );
}
