import type { CartLine } from '@hive/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorText } from '../../../components/form/form-errors';
import { useTranslation } from '../../../i18n/react';
import { failureText, queryClient } from '../../../lib/query-client';
import { submissionKey } from '../../../lib/submission-key';
import { toast } from '../../../lib/toast-client';
import { basketKeys } from '../../basket/api/basket-keys';
import { addWithToasts } from '../cart-rules';
import { addProductToQuotation, addToCart, moveToQuotation, refreshCart } from './cart-queries';

/**
 * Adds products to the cart with the toasts of docs/product.md §4 and §8 (see `addWithToasts`), then asks the count,
 * the list and the "in your cart" checks again.
 */
export function useAddToCart() {
  const { t } = useTranslation('cart');
  const [pending, setPending] = useState(false);
  const add = async (lines: CartLine[]) => {
    setPending(true);
    try {
      return await addWithToasts(lines, addToCart, {
        info: (key) => toast.info(t(key)),
        error: (key, error) => toast.error(failureText(t(key), error)),
      });
    } finally {
      setPending(false);
      void refreshCart();
    }
  };
  return { add, pending };
}

/** The draft quotation basket's count and list belong to the basket feature: they are asked again after an add. */
const refreshQuotation = () => queryClient.invalidateQueries({ queryKey: basketKeys.all });

/** A buyer adds one product to the draft quotation basket (answer '01' or '02', both success). */
export function useAddToQuotation() {
  const { t } = useTranslation('cart');
  const mutation = useMutation({
    mutationFn: (productId: number) => addProductToQuotation(productId),
    meta: { silent: true },
    onSuccess: () => toast.info(t('quotation.added')),
    onError: (error) => toast.error(failureText(t('quotation.failed'), error)),
    onSettled: () => refreshQuotation(),
  });
  const add = (what: { productId: number }) => mutation.mutateAsync(what.productId).catch(() => undefined);
  return { add, pending: mutation.isPending };
}

/**
 * A buyer moves checked cart items into the quotation basket: they leave the cart, a product already in the basket
 * takes both quantities. One submission key per list of items, so a double click or a retried answer moves them once.
 */
export function useMoveToQuotation() {
  const { t } = useTranslation('cart');
  const [key] = useState(submissionKey);
  const mutation = useMutation({
    mutationFn: (itemIds: readonly number[]) => moveToQuotation(itemIds, key.for(itemIds)),
    meta: { silent: true },
    onSuccess: ({ moved, merged }) =>
      toast.info(
        moved === 0
          ? t('move.none')
          : merged > 0
            ? t('move.merged', { count: moved, merged })
            : t('move.moved', { count: moved }),
      ),
    onError: (error) => toast.error(serverErrorText(error, t, 'move')),
    onSettled: (_result, error) => {
      key.settled(error ?? undefined);
      void refreshCart();
      void refreshQuotation();
    },
  });
  const move = (itemIds: readonly number[]) => mutation.mutateAsync(itemIds).catch(() => undefined);
  return { move, pending: mutation.isPending };
}
