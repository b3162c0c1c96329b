import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { AuthCard } from '../components/auth-card';

/** Where an applicant lands after signing up, and when signing in before an operator approved the account. */
export function AuthenticationInProgressPage() {
  const { t } = useTranslation('account');
  const steps = t('inProgress.steps', { returnObjects: true }) as string[];
  return (
    <AuthCard title={t('inProgress.title')} lead={t('inProgress.lead')}>
      {Array.isArray(steps) && (
        <ol className="steps-list">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <p className="notice">{t('inProgress.meanwhile')}</p>
      <div className="form-actions">
        <Link to="/brand/" className="button">
          {t('inProgress.browse')}
        </Link>
        <Link to="/contact/" className="button button--secondary">
          {t('inProgress.contact')}
        </Link>
      </div>
    </AuthCard>
  );
}
