import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountQuery } from '../../features/account/api/account-queries';
import { useSession } from '../../lib/session-store';

/**
 * The signed-in buyer's company name, for the header and the menu; undefined for a visitor or until it is known. The
 * session carries it (from the sign-in, or from the page the server drew): the account is read only when it does not,
 * and its answer, once any page has read it (after a change of the name, say), wins and is kept in the session.
 */
export function useCompanyName(): string | undefined {
  const signedIn = useSession((s) => s.login.isLogged && Boolean(s.token));
  const kept = useSession((s) => s.companyName);
  const locale = useSession((s) => s.language);
  const { data } = useQuery({
    ...accountQuery(locale),
    enabled: signedIn && !kept,
    meta: { silent: true, personal: true },
  });
  const read = data?.companyName;
  useEffect(() => {
    if (signedIn && read && read !== kept) useSession.setState({ companyName: read });
  }, [signedIn, read, kept]);
  return signedIn ? read || kept || undefined : undefined;
}
