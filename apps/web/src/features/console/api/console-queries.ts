import type { BuyerStatus } from '@hive/domain';
import {
  auditEntry,
  consoleBuyerDetail,
  consoleBuyerRow,
  gradeList,
  type OUTBOX_STATUSES,
  operatorSignInResult,
  operatorView,
  outboxRow,
  pageOf,
} from '@hive/domain/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleApi } from './console-client';
import { useConsoleSession } from './console-store';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type BuyersFilter = { status?: BuyerStatus; keyword?: string; page: number };
export type OutboxFilter = { status?: OutboxStatus; page: number };
export type AuditFilter = { targetType?: string; targetId?: string; page: number };

export const CONSOLE_PAGE_SIZE = 20;

/** Every console query key starts with 'console', so signing out drops them all at once. */
export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
  grades: () => [...consoleKeys.all, 'grades'] as const,
  buyers: () => [...consoleKeys.all, 'buyers'] as const,
  buyerList: (filter: BuyersFilter) => [...consoleKeys.buyers(), 'list', filter] as const,
  buyer: (id: number) => [...consoleKeys.buyers(), 'detail', id] as const,
  outbox: (filter: OutboxFilter) => [...consoleKeys.all, 'outbox', filter] as const,
  audit: () => [...consoleKeys.all, 'audit'] as const,
  auditList: (filter: AuditFilter) => [...consoleKeys.audit(), filter] as const,
};

// The console shows its own errors beside what failed (or sends the operator to sign in), not as storefront toasts.
const quiet = { meta: { silent: true } };
// Operators act on what others may have just changed: lists are refreshed whenever they are shown again.
const fresh = { staleTime: 0, ...quiet };

export const meQuery = () =>
  queryOptions({
    queryKey: consoleKeys.me(),
    queryFn: () => consoleApi('/auth/me', operatorView),
    staleTime: 5 * 60_000,
    ...quiet,
  });

export const gradesQuery = () =>
  queryOptions({
    queryKey: consoleKeys.grades(),
    queryFn: () => consoleApi('/grades', gradeList),
    staleTime: 5 * 60_000,
    ...quiet,
  });

const buyerPage = pageOf(consoleBuyerRow);
export const buyersQuery = (filter: BuyersFilter) =>
  queryOptions({
    queryKey: consoleKeys.buyerList(filter),
    queryFn: () =>
      consoleApi('/buyers', buyerPage, {
        query: { status: filter.status, keyword: filter.keyword, page: filter.page, size: CONSOLE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });

/** Only the count of applicants waiting, for the badge on the Pending tab. */
export const pendingCountQuery = () =>
  queryOptions({
    queryKey: [...consoleKeys.buyers(), 'pending-count'] as const,
    queryFn: async () => (await consoleApi('/buyers', buyerPage, { query: { status: 'pending', size: 1 } })).total,
    ...fresh,
  });

export const buyerQuery = (id: number) =>
  queryOptions({
    queryKey: consoleKeys.buyer(id),
    queryFn: () => consoleApi(`/buyers/${id}`, consoleBuyerDetail),
    ...fresh,
  });

const outboxPage = pageOf(outboxRow);
export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions({
    queryKey: consoleKeys.outbox(filter),
    queryFn: () =>
      consoleApi('/outbox', outboxPage, {
        query: { status: filter.status, page: filter.page, size: CONSOLE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });

const auditPage = pageOf(auditEntry);
export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: consoleKeys.auditList(filter),
    queryFn: () =>
      consoleApi('/audit', auditPage, {
        query: { targetType: filter.targetType, targetId: filter.targetId, page: filter.page, size: CONSOLE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });

export function useSignIn() {
  const queryClient = useQueryClient();
  const setToken = useConsoleSession((s) => s.setToken);
  return useMutation({
    mutationFn: (body: { loginId: string; password: string }) =>
      consoleApi('/auth/sign-in', operatorSignInResult, { method: 'POST', body }),
    ...quiet,
    onSuccess: ({ token, operator }) => {
      queryClient.removeQueries({ queryKey: consoleKeys.all });
      queryClient.setQueryData(consoleKeys.me(), operator);
      setToken(token);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const clearToken = useConsoleSession((s) => s.clearToken);
  return useMutation({
    mutationFn: () => consoleApi('/auth/sign-out', z.boolean(), { method: 'POST' }),
    ...quiet,
    // Signed out here whatever the server says: a session the server already forgot needs no ending.
    onSettled: () => {
      clearToken();
      queryClient.removeQueries({ queryKey: consoleKeys.all });
    },
  });
}

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
      queryClient.setQueryData(consoleKeys.buyer(id), detail);
      // The lists, the pending count in the navigation and the audit log changed with it.
      void queryClient.invalidateQueries({ queryKey: consoleKeys.buyers() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}
