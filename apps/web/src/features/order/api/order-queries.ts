import type { DocumentType, ExportFormat, Locale, OrderPreviewBody, OrderState } from '@hive/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const base = '/client/api/v1/orders';
export const ORDERS_PAGE_SIZE = 10;

export type OrdersFilter = { state?: OrderState; q?: string; page: number };

/** Every key of the buyer's orders starts with 'orders': one invalidation asks the list, the detail and the counts. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: OrdersFilter, locale: Locale) => [...orderKeys.all, 'list', filter, locale] as const,
  detail: (id: number, locale: Locale) => [...orderKeys.all, 'detail', id, locale] as const,
  preview: (body: OrderPreviewBody) => [...orderKeys.all, 'preview', body] as const,
  reorder: (id: number, locale: Locale) => [...orderKeys.all, 'reorder', id, locale] as const,
};

export const ordersQuery = (filter: OrdersFilter, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.list(filter, locale),
    queryFn: () =>
      api(base, (s) => s.buyerOrderPage, {
        query: { state: filter.state, q: filter.q, page: filter.page, size: ORDERS_PAGE_SIZE, locale },
      }),
    placeholderData: keepPreviousData,
    // The operators move orders while the buyer looks: a list shown again is read again.
    staleTime: 0,
  });

export const orderQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.detail(id, locale),
    queryFn: () => api(`${base}/${id}`, (s) => s.buyerOrderDetail, { query: { locale } }),
    staleTime: 0,
  });

/** The order form's summary, priced by the server for these lines (nothing is written). */
export const orderPreviewQuery = (body: OrderPreviewBody) =>
  queryOptions({
    queryKey: orderKeys.preview(body),
    queryFn: () => api('/client/api/v1/member/order/preview', (s) => s.orderPreview, { method: 'POST', body }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Its failures are said beside the summary, not as toasts.
    meta: { silent: true },
  });

export const reorderPreviewQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.reorder(id, locale),
    queryFn: () => api(`${base}/${id}/reorder`, (s) => s.reorderPreview, { query: { locale } }),
    staleTime: 0,
  });

export const cancelOrder = (id: number, reason: string, locale: Locale) =>
  api(`${base}/${id}/cancel`, (s) => s.buyerOrderDetail, { method: 'POST', body: { reason }, query: { locale } });

/** An owner or an admin lets a purchaser's order over the company's limit go ahead: it is placed. */
export const approveOrder = (id: number, locale: Locale) =>
  api(`${base}/${id}/approve`, (s) => s.buyerOrderDetail, { method: 'POST', query: { locale } });

/** …or turns it down, with a reason the purchaser reads: it is cancelled. */
export const rejectOrder = (id: number, reason: string, locale: Locale) =>
  api(`${base}/${id}/reject`, (s) => s.buyerOrderDetail, { method: 'POST', body: { reason }, query: { locale } });

export const reorder = (id: number, productIds: readonly number[]) =>
  api(`${base}/${id}/reorder`, (s) => s.reorderResult, { method: 'POST', body: { productIds } });

/** A trade document's PDF, fetched with the buyer's session and saved under a name that says what it is. */
export const downloadDocument = (url: string, filename: string, token: string) =>
  downloadFile(url, filename, token ? { 'x-auth-token': token } : {});

/**
 * Every order the list's filters select (all of its pages), one row per line, as CSV or Excel: fetched with the
 * buyer's session and saved under the server's name (`orders-2026-11-29.csv`).
 */
export function downloadOrders(
  filter: Omit<OrdersFilter, 'page'>,
  format: ExportFormat,
  locale: Locale,
  token: string,
) {
  const query = new URLSearchParams({ format, locale });
  if (filter.state) query.set('state', filter.state);
  if (filter.q) query.set('q', filter.q);
  return downloadFile(`${base}/export?${query}`, undefined, token ? { 'x-auth-token': token } : {});
}

export const documentFilename = (number: string, type: DocumentType, version: number) =>
  `${number}-${type.toUpperCase()}${version > 1 ? `-v${version}` : ''}.pdf`;
