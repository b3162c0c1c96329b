import type { BasketItem, BasketSheetBody, BasketView, Locale, QuotationRequestInput } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { basketKeys } from './basket-keys';

const base = '/client/api/v1/quotation';

/** Every key of the draft quotation basket starts with 'basket': one invalidation asks the count and the list again. */
/** The count lives in the login state (`login.quotationCnt`, docs/product.md §3): the header and the menu read it. */
function storeCount(count: number) {
  useSession.setState((state) => (state.login.isLogged ? { login: { ...state.login, quotationCnt: count } } : {}));
}

/** The basket's count, for a signed-in buyer only; asked again on every route change and after every change. */
export const basketCountQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: basketKeys.count(),
    queryFn: async () => {
      const count = await api(`${base}/cnt`, (s) => s.basketCount);
      storeCount(count);
      return count;
    },
    enabled: signedIn,
    staleTime: 0,
    meta: { silent: true },
  });

export const basketQuery = (locale: Locale) =>
  queryOptions({
    queryKey: basketKeys.list(locale),
    queryFn: () => api(base, (s) => s.basketView, { query: { locale } }),
    staleTime: 0,
  });

export const setBasketQuantity = (productId: number, quantity: number, locale: Locale) =>
  api(`${base}/qty`, (s) => s.basketItem, { method: 'PUT', body: { productId, quantity }, query: { locale } });

/** Takes products out of the basket: the path names product ids. */
export const removeFromBasket = (productIds: readonly number[]) =>
  api(`${base}/${productIds.join(',')}`, (s) => s.basketDeleteResult, { method: 'DELETE' });

export const requestQuotation = (body: QuotationRequestInput, locale: Locale, idempotencyKey: string) =>
  api(`${base}/request`, (s) => s.quotationRequestResult, { method: 'POST', body, query: { locale }, idempotencyKey });

export type SheetFormat = 'pdf' | 'xlsx';

/** The quotation sheet of the checked items, saved by the browser under the server's file name. */
export async function downloadSheet(lines: BasketSheetBody, format: SheetFormat, locale: Locale): Promise<void> {
  const { blob, filename } = await apiFile('/client/api/v1/member/quotation', {
    method: 'POST',
    body: lines,
    query: { format, locale },
  });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  // The server's name, dated as the sheet is (Seoul's day): a date taken here would be UTC's, a day off at times.
  link.download = filename ?? `hive-quotation-sheet.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** After a change: the basket's count and list are asked again. */
export const refreshBasket = () => queryClient.invalidateQueries({ queryKey: basketKeys.all });

/** Changes the cached basket at once, before the server answers, so steppers and totals never lag. */
export function patchCachedBasket(
  locale: Locale,
  patch: (items: BasketItem[]) => BasketItem[],
): BasketView | undefined {
  return queryClient.setQueryData<BasketView>(basketKeys.list(locale), (view) =>
    view ? { ...view, items: patch(view.items) } : view,
  );
}
