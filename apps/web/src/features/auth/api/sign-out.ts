import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { accountKeys } from '../../account/api/account-keys';
import { authKeys } from './auth-queries';

/**
 * Ends the session on the server, then forgets it here. A failed call still signs the person out locally, and its
 * toasts are dismissed without a word (docs/product.md §8): the token is useless to them either way.
 */
export async function signOut(): Promise<void> {
  try {
    await api('/auth/client/sign-out', () => z.boolean(), { method: 'POST' });
    useSession.getState().clearSession();
    await i18n.loadNamespaces('account');
    toast.info(i18n.t('account:signOut.done'));
  } catch {
    useSession.getState().clearSession();
    toast.dismissAll();
  }
  forgetSignedInData();
}

/**
 * Nothing a signed-in buyer saw (their account, addresses, prices) may stay in the cache for the next person: what no
 * page shows is dropped, what is on screen is fetched again with the new session. Signing in calls it too, so prices
 * appear at once.
 */
export function forgetSignedInData(): void {
  // The account's own data goes first, even from a page still on screen: asked again without the token, it would
  // only answer "sign in first" while the page is on its way out.
  for (const queryKey of [accountKeys.all, authKeys.all]) queryClient.removeQueries({ queryKey });
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries();
}
