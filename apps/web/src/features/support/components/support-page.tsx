import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../i18n/react';
import '../support.css';
import { FormSuccess } from '../../../components/form/form-success';

/**
 * The frame of a support form: its title and lead, then the form — or, once sent, the reference to quote and where
 * the confirmation went.
 */
export function SupportPage({
  page,
  sent,
  children,
}: {
  /** The form's group of texts in the `support` namespace: `<page>.title`, `<page>.lead`. */
  page: string;
  sent?: { reference: string; email: string } | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('support');
  return (
    <main id="main" className="container page support-page">
      <PageMeta title={t(`${page}.title`)} description={t(`${page}.lead`)} />
      <div className="auth-card auth-card--wide">
        <h1>{t(`${page}.title`)}</h1>
        <p className="auth-card__lead">{t(`${page}.lead`)}</p>
        {sent ? <Receipt {...sent} /> : children}
      </div>
    </main>
  );
}

function Receipt({ reference, email }: { reference: string; email: string }) {
  const { t } = useTranslation('support');
  return (
    <FormSuccess>
      <p>
        <strong>{t('sent.title', { reference })}</strong>
      </p>
      <p>{email ? t('sent.mailed', { email }) : t('sent.kept')}</p>
      <div className="form-actions">
        <Link to="/" className="button">
          {t('sent.home')}
        </Link>
        <Link to="/brand/" className="button button--secondary">
          {t('sent.browse')}
        </Link>
      </div>
    </FormSuccess>
  );
}
