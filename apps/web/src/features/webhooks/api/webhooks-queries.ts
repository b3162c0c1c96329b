import type { WebhookBody, WebhookDeliveryStatus, WebhookUpdateBody } from '@hive/domain';
import { pageOf, webhookCreated, webhookDelivery, webhookView } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleApi, consoleKeys, consolePageQuery, fresh, quiet } from '../../../lib/console-client';

const webhooksKey = () => [...consoleKeys.all, 'webhooks'] as const;
const deliveriesKey = (id: number) => [...webhooksKey(), id, 'deliveries'] as const;

export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhooksKey(),
    queryFn: () => consoleApi('/webhooks', z.array(webhookView)),
    ...fresh,
  });

/**
 * A webhook's deliveries, newest first; read again every two seconds while one is pending, so that a test or a
 * redelivery shows how it went.
 */
export const deliveriesQuery = (id: number, filter: { status?: WebhookDeliveryStatus; page: number }) => ({
  ...consolePageQuery(deliveriesKey(id), `/webhooks/${id}/deliveries`, pageOf(webhookDelivery), filter),
  refetchInterval: (query: { state: { data?: { list: { status: WebhookDeliveryStatus }[] } } }) =>
    query.state.data?.list.some((delivery) => delivery.status === 'pending') ? 2_000 : false,
});

/** Adds a webhook (its secret comes back this once); the list is read again. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookBody) => consoleApi('/webhooks', webhookCreated, { method: 'POST', body }),
    ...quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey() }),
  });
}

export function useUpdateWebhook(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookUpdateBody) => consoleApi(`/webhooks/${id}`, webhookView, { method: 'PUT', body }),
    ...quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey() }),
  });
}

export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => consoleApi(`/webhooks/${id}`, z.literal(true), { method: 'DELETE' }),
    ...quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey() }),
  });
}

/** Sends a test event, or a delivery again: the deliveries (and the counts) are read again. */
export function useSendDelivery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (redeliver?: number) =>
      consoleApi(
        redeliver === undefined ? `/webhooks/${id}/test` : `/webhooks/${id}/deliveries/${redeliver}/redeliver`,
        webhookDelivery,
        { method: 'POST' },
      ),
    ...quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey() }),
  });
}
