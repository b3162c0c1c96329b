import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { RoleBadge } from '../../components/console/status-badge';
import { useSignOut } from '../../features/console-auth/api/console-auth-queries';
import { pendingCountQuery } from '../../features/console-buyers/api/console-buyers-queries';
import { quotationCountsQuery } from '../../features/console-quotations/api/console-quotations-queries';
import { useOperator } from '../../hooks/use-operator';
import { toast } from '../../lib/toast-client';
import { ErrorBoundary } from '../error-boundary';
import { LanguageSelect } from '../language-select';

export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const operator = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { data: pending } = useQuery(pendingCountQuery());
  const { data: waiting } = useQuery({ ...quotationCountsQuery(), select: (counts) => counts.waiting });

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
        <NavLink to="/admin/buyers" className="console-logo">
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
      <nav className="console-nav" aria-label={t('nav.label')}>
        <NavLink to="/admin/buyers" className="console-nav__link">
          <span>{t('nav.buyers')}</span>
          {pending !== undefined && pending > 0 && (
            <span className="console-nav__count">
              <span aria-hidden="true">{pending}</span>
              <span className="visually-hidden">{t('nav.pendingCount', { count: pending })}</span>
            </span>
          )}
        </NavLink>
        <NavLink to="/admin/quotations" className="console-nav__link">
          <span>{t('nav.quotations')}</span>
          {waiting !== undefined && waiting > 0 && (
            <span className="console-nav__count">
              <span aria-hidden="true">{waiting}</span>
              <span className="visually-hidden">{t('nav.quotationsWaiting', { count: waiting })}</span>
            </span>
          )}
        </NavLink>
        <NavLink to="/admin/outbox" className="console-nav__link">
          {t('nav.outbox')}
        </NavLink>
        <NavLink to="/admin/audit" className="console-nav__link">
          {t('nav.audit')}
        </NavLink>
        <a href="/" className="console-nav__link console-nav__link--store">
          {t('nav.storefront')}
        </a>
      </nav>
      <ErrorBoundary resetKey={location.key} onGoHome={() => navigate('/admin/buyers')}>
        <Suspense fallback={<main id="main" className="console-main" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
