import type { ProductSummary } from '@hive/domain';
import { useTranslation } from '../../../i18n/react';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { useAddToCart, useAddToQuotation } from '../api/use-cart-actions';
import './quick-add.css';

/**
 * A product card's quick add: one MOQ pack to the cart for everyone and, for a signed-in buyer, the product to the
 * quotation basket too, as the product page offers. Nothing for a sold-out product (its page takes a restock request).
 */
export function QuickAdd({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('find');
  const isBuyer = useSession((s) => s.login.isLogged && Boolean(s.token));
  const cart = useAddToCart();
  const quotation = useAddToQuotation();
  // A viewer adds nothing anywhere.
  const buys = useMemberMay('buy');
  if (!product.exist || !buys) return null;
  const name = <span className="visually-hidden">: {product.name}</span>;
  return (
    <div className="quick-add">
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={cart.pending}
        aria-busy={cart.pending}
        onClick={() => void cart.add([{ productId: product.id, quantity: 1 }])}
      >
        {t('quickAdd.cart', { count: product.moq })}
        {name}
      </button>
      {isBuyer && (
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={quotation.pending}
          aria-busy={quotation.pending}
          onClick={() => void quotation.add({ productId: product.id })}
        >
          {t('quickAdd.quotation')}
          {name}
        </button>
      )}
    </div>
  );
}
