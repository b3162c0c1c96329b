import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { operatorQuery } from '../../hooks/use-operator';
import { useTranslation } from '../../i18n/react';
import { useConsoleSession } from '../../lib/console-session';
import { errorMessage } from '../../lib/query-client';

/** Console pages need a live operator session; without one the operator signs in and comes back to the same page. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { t } = useTranslation('console');
  const token = useConsoleSession((s) => s.token);
  const location = useLocation();
  const me = useQuery({ ...operatorQuery(), enabled: token !== '' });
  // The API client clears a dead token, so a 401 from any call ends up here too.
  if (!token) return <Navigate to="/admin/sign-in" replace state={{ from: location }} />;
  if (me.isPending) return <ConsoleLoading />;
  if (me.isError) {
    return (
      <main id="main" className="console-signin">
        <div className="console-card console-signin__card">
          <p role="alert">{errorMessage(me.error)}</p>
          <button type="button" className="console-button console-button--primary" onClick={() => void me.refetch()}>
            {t('retry')}
          </button>
        </div>
      </main>
    );
  }
  return children;
}

/** Uses the common texts: it is also shown while the console's own texts are still loading. */
export function ConsoleLoading() {
  const { t } = useTranslation();
  return (
    <div className="console-loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
