import type { ClaimState, RefundCreditNoteBody, ResolveClaimBody } from '@hive/domain';
import { consoleClaimRow, consoleClaimView, pageOf } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys, consolePageQuery, fresh, quiet } from '../../../../lib/console-client';

export type ClaimsFilter = { state?: ClaimState; orderId?: number; page: number };

export const claimConsoleKeys = {
  all: () => [...consoleKeys.all, 'claims'] as const,
  detail: (id: number) => [...claimConsoleKeys.all(), 'detail', id] as const,
};

export const claimsQuery = (filter: ClaimsFilter) =>
  consolePageQuery([...claimConsoleKeys.all(), 'list'], '/claims', pageOf(consoleClaimRow), filter);

export const claimQuery = (id: number) =>
  queryOptions({
    queryKey: claimConsoleKeys.detail(id),
    queryFn: () => consoleApi(`/claims/${id}`, consoleClaimView),
    ...fresh,
  });

/** Resolves the claim, or records its credit note's refund; the answer is the claim as it now is. */
export function useClaimAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'resolve'; body: ResolveClaimBody } | { kind: 'refund'; body: RefundCreditNoteBody },
    ) => consoleApi(`/claims/${id}/${action.kind}`, consoleClaimView, { method: 'POST', body: action.body }),
    ...quiet,
    onSuccess: (claim) => {
      queryClient.setQueryData(claimConsoleKeys.detail(id), claim);
      void queryClient.invalidateQueries({ queryKey: claimConsoleKeys.all() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}
