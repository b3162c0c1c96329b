import type { Locale, OfferBody, QuotationKind, QuotationState } from '@hive/domain';
import { consoleQuotationCounts, consoleQuotationDetail, consoleQuotationRow, pageOf } from '@hive/domain/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { consoleApi } from './console-client';
import { CONSOLE_PAGE_SIZE, consoleKeys } from './console-queries';
import { useConsoleSession } from './console-store';

export type QuotationsFilter = { state?: QuotationState; kind?: QuotationKind; keyword?: string; page: number };

/** Under the console's root key, so signing out drops them with the rest. */
export const quotationKeys = {
  all: () => [...consoleKeys.all, 'quotations'] as const,
  list: (filter: QuotationsFilter) => [...quotationKeys.all(), 'list', filter] as const,
  counts: (kind?: QuotationKind) => [...quotationKeys.all(), 'counts', kind ?? 'all'] as const,
  detail: (id: number, locale: Locale) => [...quotationKeys.all(), 'detail', id, locale] as const,
};

const quiet = { meta: { silent: true } };
const fresh = { staleTime: 0, ...quiet };
const rowPage = pageOf(consoleQuotationRow);

export const quotationsQuery = (filter: QuotationsFilter) =>
  queryOptions({
    queryKey: quotationKeys.list(filter),
    queryFn: () =>
      consoleApi('/quotations', rowPage, {
        query: {
          state: filter.state,
          kind: filter.kind,
          keyword: filter.keyword,
          page: filter.page,
          size: CONSOLE_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    ...fresh,
  });

export const quotationCountsQuery = (kind?: QuotationKind) =>
  queryOptions({
    queryKey: quotationKeys.counts(kind),
    queryFn: () => consoleApi('/quotations/counts', consoleQuotationCounts, { query: { kind } }),
    ...fresh,
  });

export const quotationQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: quotationKeys.detail(id, locale),
    queryFn: () => consoleApi(`/quotations/${id}`, consoleQuotationDetail, { query: { locale } }),
    ...fresh,
  });

export type QuotationChange =
  | { kind: 'offer'; body: OfferBody }
  | { kind: 'message'; body: string }
  | { kind: 'cancel'; reason?: string };

function send(id: number, change: QuotationChange, locale: Locale) {
  const options = { method: 'POST' as const, query: { locale } };
  if (change.kind === 'offer')
    return consoleApi(`/quotations/${id}/offers`, consoleQuotationDetail, { ...options, body: change.body });
  if (change.kind === 'message') {
    return consoleApi(`/quotations/${id}/messages`, consoleQuotationDetail, {
      ...options,
      body: { body: change.body },
    });
  }
  return consoleApi(`/quotations/${id}/cancel`, consoleQuotationDetail, {
    ...options,
    body: { reason: change.reason },
  });
}

/** Every change answers with the fresh quotation, which replaces the cached one; lists and counts are read again. */
export function useQuotationChange(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: QuotationChange) => send(id, change, locale),
    ...quiet,
    onSuccess: (detail) => {
      queryClient.setQueryData(quotationKeys.detail(id, locale), detail);
      void queryClient.invalidateQueries({ queryKey: [...quotationKeys.all(), 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...quotationKeys.all(), 'counts'] });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}

/** An offer's PDF, fetched with the operator's session header and saved through a temporary link. */
export async function downloadConsolePdf(url: string, filename: string): Promise<void> {
  const token = useConsoleSession.getState().token;
  const response = await fetch(url, { headers: { 'x-operator-token': token }, credentials: 'include' }).catch(() => {
    throw new ApiError(0, 'NETWORK', 'errors.network', false);
  });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', 'errors.server', false);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
