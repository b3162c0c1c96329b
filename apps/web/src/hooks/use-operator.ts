import type { OperatorView } from '@hive/domain';
import { operatorView } from '@hive/domain/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleApi, consoleKeys, quiet } from '../lib/console-client';

/** Who the operator signed in to the console is; the token alone says nothing (`lib/console-session.ts`). */
export const operatorQuery = () =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'me'] as const,
    queryFn: () => consoleApi('/auth/me', operatorView),
    staleTime: 5 * 60_000,
    ...quiet,
  });

/** The signed-in operator, for pages under the console's `RequireOperator` (which holds them back until it is known). */
export function useOperator(): OperatorView {
  const { data } = useQuery(operatorQuery());
  return data!;
}
