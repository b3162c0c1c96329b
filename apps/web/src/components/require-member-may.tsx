import type { MemberAction } from '@hive/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useMemberMay } from '../lib/session-store';
import { PageMeta } from './page-meta';

/**
 * A page only some members of a company use (the cart, the basket, the order form): a member whose role does not
 * allow it (a viewer) is told what their role lets them do instead, and where the company's records are.
 */
export function RequireMemberMay({ action, children }: { action: MemberAction; children: ReactNode }) {
  const { t } = useTranslation();
  const may = useMemberMay(action);
  if (may) return children;
  return (
    <main id="main" className="container page">
      <PageMeta title={t('viewOnly.title')} />
      <h1>{t('viewOnly.title')}</h1>
      <p>{t('viewOnly.text')}</p>
      <p className="view-only__links">
        <Link to="/order/" className="button button--secondary">
          {t('viewOnly.orders')}
        </Link>
        <Link to="/my-page/quotations/" className="button button--secondary">
          {t('viewOnly.quotations')}
        </Link>
      </p>
    </main>
  );
}
