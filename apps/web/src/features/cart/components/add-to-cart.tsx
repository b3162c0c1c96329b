import type { ProductSummary } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useTranslation } from '../../../i18n/react';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { useMayHaveCart } from '../api/cart-presence';
import { cartExistsQuery } from '../api/cart-queries';
import { useAddToCart, useAddToQuotation } from '../api/use-cart-actions';
import '../cart.css';

/**
 * The product page's actions: "Add to cart" with a quantity in MOQ packs for everyone, "Add to quotation" for a
 * signed-in buyer. A sold-out product can be neither.
 */
export function AddToCart({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('cart');
  // A viewer sees the price and adds nothing: their role is said instead of the buttons.
  if (!useMemberMay('buy')) return <p className="add-to-cart__note">{t('product.viewOnly')}</p>;
  return <AddToCartActions product={product} />;
}

function AddToCartActions({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('cart');
  const isBuyer = useSession((s) => s.login.isLogged && Boolean(s.token));
  const [packs, setPacks] = useState(1);
  const cart = useAddToCart();
  const quotation = useAddToQuotation();
  const mayHaveCart = useMayHaveCart();
  const { data } = useQuery(cartExistsQuery([product.id], mayHaveCart));
  const inCart = (mayHaveCart && data) || [];
  const unavailable = !product.exist;

  return (
    <div className="add-to-cart">
      <div className="add-to-cart__quantity">
        <span className="add-to-cart__label" aria-hidden="true">
          {t('product.quantity')}
        </span>
        <QuantityStepper
          value={packs}
          onChange={setPacks}
          moq={product.moq}
          name={product.name}
          disabled={unavailable}
        />
      </div>
      <div className="add-to-cart__actions">
        <button
          type="button"
          className="button"
          disabled={unavailable || cart.pending}
          aria-busy={cart.pending}
          onClick={() => void cart.add([{ productId: product.id, quantity: packs }])}
        >
          {t('product.addToCart')}
        </button>
        {isBuyer && (
          <button
            type="button"
            className="button button--secondary"
            disabled={unavailable || quotation.pending}
            aria-busy={quotation.pending}
            onClick={() => void quotation.add({ productId: product.id })}
          >
            {t('product.addToQuotation')}
          </button>
        )}
      </div>
      {inCart.includes(product.id) && (
        <p className="add-to-cart__note">
          {t('product.inCart')} <Link to="/cart/">{t('product.viewCart')}</Link>
        </p>
      )}
    </div>
  );
}
