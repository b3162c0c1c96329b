import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './price.css';

/** Where a visitor would see a price: the invitation to sign in. No price ever reaches this page for them. */
export function PricePrompt() {
  const { t } = useTranslation();
  return (
    <Link to="/sign-in/" className="price-prompt">
      {t('catalog.signInForPrices')}
    </Link>
  );
}
