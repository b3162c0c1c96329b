import type { CartAddBody, CartEditBody, CartItem, Locale, NoMemberQuotationBody } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { cartKeys } from './cart-keys';
import { cartHintChanged } from './cart-presence';

/** Every cart query key starts with the feature: one invalidation refreshes the count, the list and the checks. */
/** The header's count: one person's, asked at every route change (docs/product.md §4); a failure shows nothing. */
export const cartCountQuery = (mayHaveCart: boolean) =>
  queryOptions({
    queryKey: cartKeys.count(),
    enabled: mayHaveCart,
    queryFn: () => api('/client/api/v1/cart/cnt', (s) => s.cartCount),
    staleTime: 0,
    meta: { silent: true, personal: true },
  });

export const cartQuery = (locale: Locale) =>
  queryOptions({
    queryKey: cartKeys.list(locale),
    queryFn: () => api('/client/api/v1/cart', (s) => s.cartItems, { query: { locale } }),
    staleTime: 0,
    meta: { personal: true },
  });

/** Which of these products are in the cart already. */
export const cartExistsQuery = (productIds: readonly number[], mayHaveCart: boolean) =>
  queryOptions({
    queryKey: cartKeys.exists(productIds),
    enabled: mayHaveCart,
    queryFn: () =>
      api('/client/api/v1/cart/exists', (s) => s.cartExistsResult, { query: { productIds: productIds.join(',') } }),
    staleTime: 0,
    meta: { silent: true, personal: true },
  });

export const addToCart = (lines: CartAddBody) =>
  api('/client/api/v1/cart/add', (s) => s.cartAddResult, { method: 'POST', body: lines });

export const editCart = (body: CartEditBody) =>
  api('/client/api/v1/cart/edit', (s) => s.cartEditResult, { method: 'PUT', body });

export const deleteCartItems = (itemIds: readonly number[]) =>
  api(`/client/api/v1/cart/${itemIds.join(',')}`, (s) => s.cartDeleteResult, { method: 'DELETE' });

export const sendNoMemberQuotation = (body: NoMemberQuotationBody, idempotencyKey: string) =>
  api('/client/api/v1/no-member/quotation', (s) => s.noMemberQuotationResult, { method: 'POST', body, idempotencyKey });

/** The draft quotation basket (buyers only): one product ('01' or '02', both success). */
export const addProductToQuotation = (productId: number) =>
  api(`/client/api/v1/quotation/add/${productId}`, (s) => s.basketAddOneResult, { method: 'POST' });

/** A buyer's cart items move into the quotation basket: they leave the cart (the basket feature's call). */
export const moveToQuotation = (itemIds: readonly number[], idempotencyKey: string) =>
  api('/client/api/v1/quotation/move-from-cart', (s) => s.basketMoveResult, {
    method: 'POST',
    body: { itemIds },
    idempotencyKey,
  });

/** After any change: the count in the header, the list and the "in your cart" checks are asked again. */
export const refreshCart = () => {
  cartHintChanged();
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
};

/** Changes the cached list at once, before the server answers, so steppers and checkboxes never lag. */
export function patchCachedCart(locale: Locale, patch: (items: CartItem[]) => CartItem[]): void {
  queryClient.setQueryData<CartItem[]>(cartKeys.list(locale), (items) => (items ? patch(items) : items));
}
