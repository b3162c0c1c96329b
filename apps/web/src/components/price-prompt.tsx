import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { signInPath } from '../lib/return-path';
import './price.css';

/** Where a visitor would see a price: the invitation to sign in. No price ever reaches this page for them. */
export function PricePrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Link to={signInPath(`${pathname}${search}`)} className="price-prompt">
      {t('catalog.signInForPrices')}
    </Link>
  );
}
