import type { ClaimBody, Locale } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every key of the buyer's claims starts with 'claims'. */
export const claimKeys = {
  all: ['claims'] as const,
  order: (orderId: number, locale: Locale) => [...claimKeys.all, 'order', orderId, locale] as const,
};

/** An order's claims and whether a new one may be reported now. */
export const orderClaimsQuery = (orderId: number, locale: Locale) =>
  queryOptions({
    queryKey: claimKeys.order(orderId, locale),
    queryFn: () => api(`/client/api/v1/orders/${orderId}/claims`, (s) => s.orderClaims, { query: { locale } }),
    staleTime: 0,
  });

/** Reports a problem on a delivered order; the key makes a double click or a retry one claim. */
export const reportClaim = (orderId: number, body: ClaimBody, key: string, locale: Locale) =>
  api(`/client/api/v1/orders/${orderId}/claims`, (s) => s.claimView, {
    method: 'POST',
    body,
    idempotencyKey: key,
    query: { locale },
  });

/** Adds one photo to the buyer's open claim: the picture itself as the body; the key makes a retry one photo. */
export const addClaimPhoto = (claimId: number, file: File, key: string, locale: Locale) =>
  api(`/client/api/v1/claims/${claimId}/photos`, (s) => s.claimView, {
    method: 'POST',
    file,
    idempotencyKey: key,
    query: { name: file.name || 'photo', locale },
  });
