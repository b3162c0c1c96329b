import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/react';

/** Accepted offers the buyers have not ordered yet: the quotations inbox, filtered to them, is where to follow up. */
export function AcceptedOffersCallout({ count }: { count: number }) {
  const { t } = useTranslation('console-orders');
  if (count === 0) return null;
  return (
    <p className="console-callout co-callout">
      {t('inbox.acceptedWaiting', { count })}{' '}
      <Link to="/admin/quotations?state=ACCEPTED">{t('inbox.acceptedLink')}</Link>
    </p>
  );
}
