import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useMemberMay } from '../lib/session-store';
import './account-nav.css';

/**
 * The settings pages link to one another, the current one marked; the API keys are for owners and admins, closing the
 * account is the owner's alone.
 */
export function AccountNav() {
  const { t } = useTranslation('account');
  const owns = useMemberMay('own');
  const manages = useMemberMay('manage');
  return (
    <nav className="account-nav" aria-label={t('nav.label')}>
      <NavLink to="/my-page/quotations/" end={false}>
        {t('nav.quotations')}
      </NavLink>
      <NavLink to="/order/" end={false}>
        {t('nav.orders')}
      </NavLink>
      <NavLink to="/my-page/company/">{t('nav.company')}</NavLink>
      {manages && <NavLink to="/my-page/api-keys/">{t('nav.apiKeys')}</NavLink>}
      <NavLink to="/my-page/general-settings/">{t('nav.general')}</NavLink>
      <NavLink to="/my-page/address-settings/">{t('nav.addresses')}</NavLink>
      {owns && <NavLink to="/my-page/withdraw/">{t('nav.withdraw')}</NavLink>}
    </nav>
  );
}
