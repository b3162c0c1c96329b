import type { CartLine } from '@hive/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useAddToCart } from '../api/use-cart-actions';

/** Puts many lines into the cart in one request (the quick order), then opens the cart. */
export function AddLinesToCart({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation('find');
  const cart = useAddToCart();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button"
      disabled={lines.length === 0 || cart.pending}
      aria-busy={cart.pending}
      onClick={async () => {
        if (await cart.add(lines)) navigate('/cart/');
      }}
    >
      {t('quickOrder.addAll', { count: lines.length })}
    </button>
  );
}
