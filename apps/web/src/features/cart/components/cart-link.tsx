import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { queryClient } from '../../../lib/query-client';
import { cartKeys } from '../api/cart-keys';
import { useMayHaveCart } from '../api/cart-presence';
import { cartCountQuery } from '../api/cart-queries';
import './cart-link.css';

/** The header's cart icon with the cart's product count, asked again on every route change (docs/product.md §4). */
export function CartLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mayHaveCart = useMayHaveCart();
  const { data } = useQuery(cartCountQuery(mayHaveCart));
  // After signing out, the buyer's count left in the cache is not the visitor's.
  const count = mayHaveCart ? (data ?? 0) : 0;
  // The first page's count is the query's own first fetch; each later page asks again.
  const countedAt = useRef(pathname);
  useEffect(() => {
    if (countedAt.current === pathname) return;
    countedAt.current = pathname;
    void queryClient.invalidateQueries({ queryKey: cartKeys.count() });
  }, [pathname]);

  return (
    // Named by its content, not an aria-label: the full name is read, the short one shown, and one contains the other.
    <NavLink to="/cart" className="icon-button labelled-icon cart-link">
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
      <span className="labelled-icon__label" aria-hidden="true">
        {t('nav.cart')}
      </span>
      <span className="visually-hidden">{t('nav.cartCount', { count })}</span>
      {count > 0 && (
        <span className="cart-link__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
