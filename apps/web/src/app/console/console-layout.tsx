import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { RoleBadge } from '../../components/console/status-badge';
import { pendingCountQuery } from '../../features/account/console/api/account-console-queries';
import { chatUnreadQuery } from '../../features/chat/console/api/chat-console-queries';
import { useSignOut } from '../../features/operators/api/operators-queries';
import { orderCountsQuery } from '../../features/order/console/api/order-console-queries';
import { quotationCountsQuery } from '../../features/quotation/console/api/quotation-console-queries';
import { supportNewCountQuery } from '../../features/support/console/api/support-console-queries';
import { useOperator } from '../../hooks/use-operator';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../lib/toast-client';
import { ErrorBoundary } from '../error-boundary';
import { LanguageSelect } from '../language-select';
import { OfflineStatus } from '../offline-status';

/** The sections with nothing to count; `admin`: shown to admins only. */
const SECTIONS = [
  { to: '/admin/products', text: 'nav.products', admin: false },
  { to: '/admin/brands', text: 'nav.brands', admin: false },
  { to: '/admin/categories', text: 'nav.categories', admin: false },
  { to: '/admin/picks', text: 'nav.picks', admin: false },
  { to: '/admin/claims', text: 'nav.claims', admin: false },
  { to: '/admin/restock', text: 'nav.restock', admin: false },
  { to: '/admin/outbox', text: 'nav.outbox', admin: true },
  { to: '/admin/audit', text: 'nav.audit', admin: false },
  { to: '/admin/freight-rates', text: 'nav.freightRates', admin: false },
  { to: '/admin/settings', text: 'nav.settings', admin: true },
  { to: '/admin/webhooks', text: 'nav.webhooks', admin: true },
] as const;

export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const operator = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { data: pending } = useQuery(pendingCountQuery());
  const { data: waiting } = useQuery({ ...quotationCountsQuery(), select: (counts) => counts.waiting });
  // New orders to confirm, and accepted offers their buyers have not ordered yet: both the orders room's to follow.
  const { data: supportNew } = useQuery(supportNewCountQuery());
  const { data: ordersWaiting } = useQuery({
    ...orderCountsQuery(),
    select: (counts) => counts.newOrders + counts.acceptedWaiting,
  });

  const { data: chatUnread } = useQuery(chatUnreadQuery());
  // The token goes as soon as the call settles, which unmounts this layout: the rest does not wait on its callbacks.
  const handleSignOut = () =>
    void signOut
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => {
        toast.info(t('signOut.done'));
        navigate('/admin/sign-in', { replace: true });
      });

  return (
    <div className="console-app">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className="console-header">
        <NavLink to="/admin" className="console-logo">
          <span className="console-logo__mark" aria-hidden="true">
            H
          </span>
          <span>{t('title')}</span>
        </NavLink>
        <div className="console-header__end">
          <LanguageSelect />
          <div className="console-operator">
            <span className="console-operator__name">{operator.name}</span>
            <RoleBadge role={operator.role} />
          </div>
          <button type="button" className="console-button" onClick={handleSignOut} disabled={signOut.isPending}>
            {t('signOut.button')}
          </button>
        </div>
      </header>
      <OfflineStatus className="console-offline" />
      <nav className="console-nav" aria-label={t('nav.label')}>
        <NavLink to="/admin" end className="console-nav__link">
          {t('nav.dashboard')}
        </NavLink>
        <CountedLink to="/admin/buyers" label={t('nav.buyers')} count={pending} countText="nav.pendingCount" />
        <CountedLink
          to="/admin/quotations"
          label={t('nav.quotations')}
          count={waiting}
          countText="nav.quotationsWaiting"
        />
        <CountedLink to="/admin/orders" label={t('nav.orders')} count={ordersWaiting} countText="nav.ordersWaiting" />
        <CountedLink to="/admin/chat" label={t('nav.chat')} count={chatUnread} countText="nav.chatUnread" />
        <CountedLink to="/admin/support" label={t('nav.support')} count={supportNew} countText="nav.supportNew" />
        {SECTIONS.filter((section) => !section.admin || operator.role === 'admin').map(({ to, text }) => (
          <NavLink key={to} to={to} className="console-nav__link">
            {t(text)}
          </NavLink>
        ))}
        {operator.role === 'admin' && (
          <NavLink to="/admin/import" className="console-nav__link">
            {t('nav.import')}
          </NavLink>
        )}
        <a href="/" className="console-nav__link console-nav__link--store">
          {t('nav.storefront')}
        </a>
      </nav>
      <ErrorBoundary resetKey={location.key} onGoHome={() => navigate('/admin')}>
        <Suspense fallback={<main id="main" className="console-main" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** A section of the console with how many of its items wait for an operator (`countText` says it in words). */
function CountedLink({
  to,
  label,
  count,
  countText,
}: {
  to: string;
  label: string;
  count: number | undefined;
  countText: string;
}) {
  const { t } = useTranslation('console');
  return (
    <NavLink to={to} className="console-nav__link">
      <span>{label}</span>
      {count !== undefined && count > 0 && (
        <span className="console-nav__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t(countText, { count })}</span>
        </span>
      )}
    </NavLink>
  );
}
