import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useMemberMay, useSession } from '../../lib/session-store';

/** Installed (standalone) mode only: home, order now, trend, order list or sign in, menu. */
export function BottomBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const isLogged = useSession((s) => s.login.isLogged);
  const buys = useMemberMay('buy');
  return (
    <nav className="bottom-bar" aria-label={t('bottomBar.label')}>
      <NavLink to="/" end>
        {t('bottomBar.home')}
      </NavLink>
      {buys && <NavLink to="/order-now">{t('bottomBar.orderNow')}</NavLink>}
      <NavLink to="/trend">{t('nav.trend')}</NavLink>
      {isLogged ? (
        <NavLink to="/order/">{t('bottomBar.orders')}</NavLink>
      ) : (
        <NavLink to="/sign-in/">{t('nav.signIn')}</NavLink>
      )}
      <button type="button" onClick={onOpenMenu}>
        {t('nav.menu')}
      </button>
    </nav>
  );
}
