import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { basketKeys } from '../api/basket-keys';
import { basketCountQuery } from '../api/basket-queries';
import './quotation-link.css';

/** Keeps `login.quotationCnt` current for a signed-in buyer: loaded at sign-in, asked again on every route change. */
export function useQuotationCount(): number {
  const signedIn = useSession((s) => s.login.isLogged && Boolean(s.token));
  const count = useSession((s) => s.login.quotationCnt);
  useQuery(basketCountQuery(signedIn));
  const { pathname } = useLocation();
  const countedAt = useRef(pathname);
  useEffect(() => {
    if (countedAt.current === pathname) return;
    countedAt.current = pathname;
    if (signedIn) void queryClient.invalidateQueries({ queryKey: basketKeys.count() });
  }, [pathname, signedIn]);
  return signedIn ? count : 0;
}

/** The header's quotation basket icon with its count: for signed-in buyers only. */
export function QuotationLink() {
  const signedIn = useSession((s) => s.login.isLogged && Boolean(s.token));
  const count = useQuotationCount();
  // Not suspending the whole header for this namespace: the link shows once its words are there.
  const { t, ready } = useTranslation('basket', { useSuspense: false });
  if (!signedIn || !ready) return null;
  return (
    // Named by its content, not an aria-label: the full name is read, the short one shown.
    <NavLink to="/quotation/" className="icon-button labelled-icon quotation-link">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M7 3h7l4 4v14H7z M14 3v4h4 M10 12h5 M10 16h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className="labelled-icon__label" aria-hidden="true">
        {t('common:nav.basket')}
      </span>
      <span className="visually-hidden">{t('link', { count })}</span>
      {count > 0 && (
        <span className="quotation-link__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}

/** The menu's count beside its "quotation" link, read by screen readers as "N products". */
export function QuotationCount() {
  const count = useSession((s) => s.login.quotationCnt);
  const { t, ready } = useTranslation('basket', { useSuspense: false });
  if (count === 0) return null;
  return (
    <span className="quotation-count">
      <span aria-hidden={ready || undefined}>{count}</span>
      {ready && <span className="visually-hidden">{t('countLabel', { count })}</span>}
    </span>
  );
}
