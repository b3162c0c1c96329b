import type { FreightRateBody } from '@hive/domain';
import { freightRateView } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleApi, consoleKeys, fresh, quiet } from '../../../lib/console-client';

const ratesKey = () => [...consoleKeys.all, 'freight-rates'] as const;

export const freightRatesQuery = () =>
  queryOptions({
    queryKey: ratesKey(),
    queryFn: () => consoleApi('/freight-rates', z.array(freightRateView)),
    ...fresh,
  });

/** Adds a rate (`id` undefined) or changes one; the list is read again. */
export function useSaveFreightRate(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: FreightRateBody; key: string }) =>
      id === undefined
        ? consoleApi('/freight-rates', freightRateView, { method: 'POST', body, idempotencyKey: key })
        : consoleApi(`/freight-rates/${id}`, freightRateView, { method: 'PUT', body }),
    ...quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKey() }),
  });
}

export function useRemoveFreightRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => consoleApi(`/freight-rates/${id}`, z.literal(true), { method: 'DELETE' }),
    ...quiet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKey() }),
  });
}
