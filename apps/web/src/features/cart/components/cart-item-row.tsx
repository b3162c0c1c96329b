import type { CartItem } from '@hive/domain';
import { formatMoney, lineSubtotal, minor } from '@hive/domain/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';

type Props = {
  item: CartItem;
  onCheck: (checked: boolean) => void;
  onQuantity: (packs: number) => void;
  onDelete: () => void;
};

/** One product in the cart: picture, name, SKU and MOQ, the quantity in packs, and for a buyer the prices. */
export function CartItemRow({ item, onCheck, onQuantity, onDelete }: Props) {
  const { t } = useTranslation('cart');
  const { product } = item;
  const price = product.price;
  const money = (amount: number) => (price ? formatMoney(minor(amount), price.currency) : '');

  return (
    <li className={`cart-item${price ? ' cart-item--priced' : ''}`}>
      <input
        type="checkbox"
        className="cart-item__check"
        checked={item.checked}
        aria-label={t('item.select', { name: product.name })}
        onChange={(event) => onCheck(event.target.checked)}
      />
      <img className="cart-item__image" src={product.image} alt="" width="72" height="72" loading="lazy" />
      <div className="cart-item__info">
        <Link to={`/product/${product.id}/`} className="cart-item__name">
          {product.name}
        </Link>
        <dl className="cart-item__facts">
          <div>
            <dt>{t('item.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
          <div>
            <dt>{t('item.moq')}</dt>
            <dd>{t('item.units', { count: product.moq })}</dd>
          </div>
        </dl>
        {!product.exist && <span className="badge badge--dark">{t('item.soldOut')}</span>}
      </div>
      <div className="cart-item__quantity">
        <QuantityStepper value={item.quantity} onChange={onQuantity} moq={product.moq} name={product.name} />
      </div>
      {price && (
        <dl className="cart-item__money">
          <div>
            <dt>{t('item.unitPrice')}</dt>
            <dd>{money(price.unitPrice)}</dd>
          </div>
          <div className="cart-item__subtotal">
            <dt>{t('item.subtotal')}</dt>
            <dd>{money(lineSubtotal(minor(price.unitPrice), product.moq, item.quantity))}</dd>
          </div>
        </dl>
      )}
      <button
        type="button"
        className="icon-button cart-item__delete"
        aria-label={t('item.remove', { name: product.name })}
        onClick={onDelete}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
