import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';

const LINKS = [
  { page: 'find-id', to: '/find/id/', label: 'signIn.findId' },
  { page: 'find-password', to: '/find/password/', label: 'signIn.findPassword' },
  { page: 'sign-in', to: '/sign-in/', label: 'common.backToSignIn' },
] as const;

/** Under a sign-in or account-recovery form: the ways to the other two of these pages. */
export function AuthLinks({ current }: { current: (typeof LINKS)[number]['page'] }) {
  const { t } = useTranslation('account');
  return (
    <ul className="form-links">
      {LINKS.filter((link) => link.page !== current).map((link) => (
        <li key={link.page}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
    </ul>
  );
}
