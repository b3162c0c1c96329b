import type { Locale, OfferBody, QuotationKind, QuotationState } from '@hive/domain';
import { consoleQuotationCounts, consoleQuotationDetail, consoleQuotationRow, pageOf } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys, consolePageQuery, fresh, quiet } from '../../../../lib/console-client';

export type QuotationsFilter = { state?: QuotationState; kind?: QuotationKind; keyword?: string; page: number };

/** Under the console's root key, so signing out drops them with the rest. */
export const quotationKeys = {
  all: () => [...consoleKeys.all, 'quotations'] as const,
  counts: (kind?: QuotationKind) => [...quotationKeys.all(), 'counts', kind ?? 'all'] as const,
  detail: (id: number, locale: Locale) => [...quotationKeys.all(), 'detail', id, locale] as const,
};

const rowPage = pageOf(consoleQuotationRow);

export const quotationsQuery = (filter: QuotationsFilter) =>
  consolePageQuery([...quotationKeys.all(), 'list'], '/quotations', rowPage, filter);

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
