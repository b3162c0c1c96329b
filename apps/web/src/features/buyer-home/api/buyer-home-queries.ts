import type { Locale } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { buyerHomeKeys } from './buyer-home-keys';

/** The signed-in buyer's home block, in one call: asked again whenever the home is opened. */
export const buyerHomeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: buyerHomeKeys.home(locale),
    queryFn: () => api('/client/api/v1/buyer-home', (s) => s.buyerHome, { query: { locale } }),
    staleTime: 0,
  });

/** Records that the buyer opened a product; nobody waits for it, and a failure only leaves the list as it was. */
export const recordView = (productId: number) =>
  api(`/client/api/v1/recently-viewed/${productId}`, (s) => s.ok, { method: 'PUT' }).catch(() => undefined);
