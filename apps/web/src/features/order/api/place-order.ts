import type { Locale, PlaceOrderBody } from '@hive/domain';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { basketKeys } from '../../basket/api/basket-keys';
import { cartKeys } from '../../cart/api/cart-keys';
import { myQuotationKeys } from '../../quotation/api/quotation-keys';
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
  for (const queryKey of [basketKeys.all, cartKeys.all, myQuotationKeys.all, orderKeys.all])
    void queryClient.invalidateQueries({ queryKey });
}
