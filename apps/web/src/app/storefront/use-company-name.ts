import { useQuery } from '@tanstack/react-query';
import { accountQuery } from '../../features/account/api/account-queries';
import { useSession } from '../../lib/session-store';

/** The signed-in buyer's company name, for the header and the menu; undefined for a visitor or until it is known. */
export function useCompanyName(): string | undefined {
  const signedIn = useSession((s) => s.login.isLogged && Boolean(s.token));
  const locale = useSession((s) => s.language);
  const { data } = useQuery({ ...accountQuery(locale), enabled: signedIn, meta: { silent: true, personal: true } });
  return signedIn ? data?.companyName : undefined;
}
