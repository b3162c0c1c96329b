import type { Locale, PlaceOrderBody } from '@hive/domain';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { orderKeys } from './order-queries';

/** Places the order once per key: a double click or a retry after a lost answer finds the same order. */
export const placeOrder = (body: PlaceOrderBody, locale: Locale, idempotencyKey: string) =>
  api('/client/api/v1/member/order', (s) => s.placeOrderResult, {
    method: 'POST',
    body,
    query: { locale },
    idempotencyKey,
  });

/**
 * After an order (docs/product.md §4): the draft basket and the cart are read again (the ordered products left them),
 * as are the buyer's orders, and the quotation an offer's order came from.
 */
export function refreshAfterOrder(): void {
  for (const key of ['basket', 'cart', 'my-quotations', orderKeys.all[0]])
    void queryClient.invalidateQueries({ queryKey: [key] });
}
