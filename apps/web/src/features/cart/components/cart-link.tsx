import { useQuery } from '@tanstack/react-query';
import { CountLink } from '../../../components/count-link';
import { useRecountOnNavigation } from '../../../hooks/use-recount';
import { useTranslation } from '../../../i18n/react';
import { cartKeys } from '../api/cart-keys';
import { useMayHaveCart } from '../api/cart-presence';
import { cartCountQuery } from '../api/cart-queries';
import './cart-link.css';

/** The header's cart icon with the cart's product count, asked again on every route change (docs/product.md §4). */
export function CartLink() {
  const { t } = useTranslation();
  const mayHaveCart = useMayHaveCart();
  const { data } = useQuery(cartCountQuery(mayHaveCart));
  // After signing out, the buyer's count left in the cache is not the visitor's.
  const count = mayHaveCart ? (data ?? 0) : 0;
  useRecountOnNavigation(cartKeys.count());

  return (
    <CountLink
      to="/cart"
      className="cart-link"
      icon={
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M3 4h2l2.4 11h10.2L20 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="19" r="1.5" fill="currentColor" />
          <circle cx="17" cy="19" r="1.5" fill="currentColor" />
        </svg>
      }
      label={t('nav.cart')}
      name={t('nav.cartCount', { count })}
      count={count}
    />
  );
}
