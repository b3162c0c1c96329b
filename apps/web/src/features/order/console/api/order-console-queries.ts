import type { ConfirmOrderBody, EditOrderBody, Locale, OrderState, PayOrderBody, ShipOrderBody } from '@hive/domain';
import { cappedPageOf, consoleOrderCounts, consoleOrderDetail, consoleOrderRow } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCode } from '../../../../components/form/form-errors';
import { consoleApi, consoleKeys, consolePageQuery, fresh, quiet } from '../../../../lib/console-client';

export type OrdersFilter = { state?: OrderState; keyword?: string; page: number };

/** Under the console's root key, so signing out drops them with the rest. */
export const orderKeys = {
  all: () => [...consoleKeys.all, 'orders'] as const,
  counts: () => [...orderKeys.all(), 'counts'] as const,
  detail: (id: number, locale: Locale) => [...orderKeys.all(), 'detail', id, locale] as const,
};

const rowPage = cappedPageOf(consoleOrderRow);

export const ordersQuery = (filter: OrdersFilter) =>
  consolePageQuery([...orderKeys.all(), 'list'], '/orders', rowPage, filter);

/** Orders per state, new orders and accepted offers not ordered yet: the tabs, the callout and the navigation. */
export const orderCountsQuery = () =>
  queryOptions({
    queryKey: orderKeys.counts(),
    queryFn: () => consoleApi('/orders/counts', consoleOrderCounts),
    ...fresh,
  });

export const orderQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: orderKeys.detail(id, locale),
    queryFn: () => consoleApi(`/orders/${id}`, consoleOrderDetail, { query: { locale } }),
    ...fresh,
  });

/** What an operator does to an order: one of the contract's actions, with its body. */
export type OrderChange =
  | { kind: 'confirm'; body: ConfirmOrderBody }
  | { kind: 'edit'; body: EditOrderBody }
  | { kind: 'pay' | 'payBalance'; body: PayOrderBody }
  | { kind: 'prepare' | 'deliver'; body: { note: string } }
  | { kind: 'ship'; body: ShipOrderBody }
  | { kind: 'cancel'; body: { reason: string } };

/** Where each action is sent: `POST /orders/{id}/<path>`; an edit is `PUT /orders/{id}`. */
const PATHS: Record<Exclude<OrderChange['kind'], 'edit'>, string> = {
  confirm: 'confirm',
  pay: 'pay',
  payBalance: 'pay-balance',
  prepare: 'prepare',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel',
};

/** Another operator moved the order first: the action no longer fits its state (409 ORDER_STATE). */
export const isStaleOrder = (error: unknown) => errorCode(error) === 'ORDER_STATE';

/**
 * Every action answers with the fresh order, which replaces the cached one; the inbox, its counts and the audit log
 * are read again. A refusal because the order moved meanwhile reads the order again too.
 */
export function useOrderChange(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [...orderKeys.all(), 'list'] });
    void queryClient.invalidateQueries({ queryKey: orderKeys.counts() });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
  };
  return useMutation({
    mutationFn: ({ kind, body }: OrderChange) =>
      kind === 'edit'
        ? consoleApi(`/orders/${id}`, consoleOrderDetail, { method: 'PUT', query: { locale }, body })
        : consoleApi(`/orders/${id}/${PATHS[kind]}`, consoleOrderDetail, { method: 'POST', query: { locale }, body }),
    ...quiet,
    onSuccess: (detail) => {
      queryClient.setQueryData(orderKeys.detail(id, locale), detail);
      refresh();
    },
    onError: (error) => {
      if (!isStaleOrder(error)) return;
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id, locale) });
      refresh();
    },
  });
}
