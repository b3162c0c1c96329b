import type { BuyerStatus } from '@hive/domain';
import {
  companyMember,
  consoleBuyerDetail,
  consoleBuyerRow,
  gradeList,
  membersResult,
  pageOf,
} from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys, consolePageQuery, fresh, quiet } from '../../../../lib/console-client';
import { buyerKeys } from './account-console-keys';

export type BuyersFilter = { status?: BuyerStatus; keyword?: string; page: number };

export const gradesQuery = () =>
  queryOptions({
    queryKey: buyerKeys.grades(),
    queryFn: () => consoleApi('/grades', gradeList),
    staleTime: 5 * 60_000,
    ...quiet,
  });

const buyerPage = pageOf(consoleBuyerRow);
export const buyersQuery = (filter: BuyersFilter) =>
  consolePageQuery([...buyerKeys.all(), 'list'], '/buyers', buyerPage, filter);

/** Only the count of applicants waiting, for the badge on the Pending tab and in the navigation. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: [...buyerKeys.all(), 'pending-count'] as const,
    queryFn: async () => (await consoleApi('/buyers', buyerPage, { query: { status: 'pending', size: 1 } })).total,
    ...fresh,
  });

export const buyerQuery = (id: number) =>
  queryOptions({
    queryKey: buyerKeys.detail(id),
    queryFn: () => consoleApi(`/buyers/${id}`, consoleBuyerDetail),
    ...fresh,
  });

export type BuyerAction =
  | { kind: 'approve'; gradeId: string; currency: 'USD' | 'KRW' }
  | { kind: 'reject'; reason: string }
  | { kind: 'suspend'; reason: string }
  | { kind: 'reactivate' }
  | { kind: 'terms'; gradeId?: string; currency?: 'USD' | 'KRW' };

function sendAction(id: number, action: BuyerAction) {
  const { kind, ...body } = action;
  if (kind === 'terms') return consoleApi(`/buyers/${id}`, consoleBuyerDetail, { method: 'PATCH', body });
  if (kind === 'reactivate') return consoleApi(`/buyers/${id}/reactivate`, consoleBuyerDetail, { method: 'POST' });
  return consoleApi(`/buyers/${id}/${kind}`, consoleBuyerDetail, { method: 'POST', body });
}

/** One mutation for every action on a buyer: each answers with the fresh detail, which replaces the cached one. */
export function useBuyerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BuyerAction) => sendAction(id, action),
    ...quiet,
    onSuccess: (detail) => {
      queryClient.setQueryData(buyerKeys.detail(id), detail);
      // The lists, the pending count in the navigation and the audit log changed with it.
      void queryClient.invalidateQueries({ queryKey: buyerKeys.all() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}

/** A buyer company's people: role, status, last seen. */
export const buyerMembersQuery = (id: number) =>
  queryOptions({
    queryKey: buyerKeys.members(id),
    queryFn: () => consoleApi(`/buyers/${id}/members`, membersResult),
    ...fresh,
  });

/** Suspends one member of a buyer company with a reason (their sessions end), or lets them back in. */
export function useMemberStatus(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, to, reason }: { memberId: number; to: 'suspend' | 'reactivate'; reason: string }) =>
      consoleApi(`/buyers/${buyerId}/members/${memberId}/${to}`, companyMember, {
        method: 'POST',
        body: to === 'suspend' ? { reason } : undefined,
      }),
    ...quiet,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: buyerKeys.members(buyerId) });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}
