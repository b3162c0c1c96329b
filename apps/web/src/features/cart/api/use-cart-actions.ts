import type { CartLine } from '@hive/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast-client';
import { addWithToasts } from '../cart-rules';
import { addProductsToQuotation, addProductToQuotation, addToCart, refreshCart } from './cart-queries';

/**
 * Adds products to the cart with the toasts of spec §4 and §8 (see `addWithToasts`), then asks the count, the list
 * and the "in your cart" checks again.
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

/** The draft quotation basket's count and list belong to the quotation feature: they are asked again after an add. */
const refreshQuotation = () =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'quotation' || queryKey[0] === 'basket',
  });

type QuotationAdd = { productId: number } | { productIds: readonly number[] };

/**
 * A buyer adds to the draft quotation basket: one product (answer '01' or '02', both success) or several (answer
 * how many were added and how many updated).
 */
export function useAddToQuotation() {
  const { t } = useTranslation('cart');
  const mutation = useMutation({
    mutationFn: async (what: QuotationAdd) => {
      if ('productIds' in what) return addProductsToQuotation(what.productIds);
      await addProductToQuotation(what.productId);
      return undefined;
    },
    meta: { silent: true },
    onSuccess: (result) =>
      toast.info(result ? t('quotation.addedMany', { count: result.added + result.updated }) : t('quotation.added')),
    onError: (error) => toast.error(failureText(t('quotation.failed'), error)),
    onSettled: () => refreshQuotation(),
  });
  const add = (what: QuotationAdd) => mutation.mutateAsync(what).catch(() => undefined);
  return { add, pending: mutation.isPending };
}
