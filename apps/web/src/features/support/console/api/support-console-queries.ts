import type { SupportKind, SupportStatus } from '@hive/domain';
import { pageOf, supportCounts, supportDetail, supportRow } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys, consolePageQuery, fresh, quiet } from '../../../../lib/console-client';

export type SupportFilter = { kind?: SupportKind; status?: SupportStatus; page: number };

export const supportKeys = {
  all: () => [...consoleKeys.all, 'support'] as const,
  detail: (id: number) => [...supportKeys.all(), 'detail', id] as const,
};

export const supportInboxQuery = (filter: SupportFilter) =>
  consolePageQuery([...supportKeys.all(), 'list'], '/support', pageOf(supportRow), filter);

/** How many requests nobody has picked up: the navigation's badge. */
export const supportNewCountQuery = () =>
  queryOptions({
    queryKey: [...supportKeys.all(), 'counts'] as const,
    queryFn: () => consoleApi('/support/counts', supportCounts),
    select: (counts) => counts.new,
    ...fresh,
  });

export const supportRequestQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: () => consoleApi(`/support/${id}`, supportDetail),
    ...fresh,
  });

/** Moves a request to another status; the answer is the fresh request, with its history. */
export function useSupportStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportStatus) =>
      consoleApi(`/support/${id}`, supportDetail, { method: 'PATCH', body: { status } }),
    ...quiet,
    onSuccess: (detail) => {
      queryClient.setQueryData(supportKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: supportKeys.all() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}
