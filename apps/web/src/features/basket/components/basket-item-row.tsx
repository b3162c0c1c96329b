import type { BasketItem } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { itemSubtotal, itemUnits } from '../basket-rules';

type Props = {
  item: BasketItem;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (packs: number) => void;
  onRemove: () => void;
  /** Focus entering or leaving the row: while it is inside, a refresh keeps every item's checked flag (spec §4). */
  onFocusChange: (focused: boolean) => void;
};

/** One product of the basket: picture, names, SKU, MOQ, price, sold-out mark, quantity in packs, subtotal, units. */
export function BasketItemRow({ item, checked, onCheck, onQuantity, onRemove, onFocusChange }: Props) {
  const { t } = useTranslation('basket');
  const { product } = item;
  const money = (amount: number) => formatMoney(minor(amount), product.price.currency);

  return (
    <li
      className={`basket-item${checked ? ' basket-item--checked' : ''}${product.exist ? '' : ' basket-item--sold-out'}`}
      onFocus={() => onFocusChange(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocusChange(false);
      }}
    >
      <input
        type="checkbox"
        className="basket-item__check"
        checked={checked}
        aria-label={t('item.select', { name: product.name })}
        onChange={(event) => onCheck(event.target.checked)}
      />
      <img className="basket-item__image" src={product.image} alt="" width="80" height="80" loading="lazy" />
      <div className="basket-item__info">
        <Link to={`/product/${product.id}/`} className="basket-item__name">
          {product.name}
        </Link>
        {product.nameKo && product.nameKo !== product.name && (
          <span className="basket-item__name-ko" lang="ko">
            {product.nameKo}
          </span>
        )}
        <dl className="basket-item__facts">
          <div>
            <dt>{t('item.sku')}</dt>
            <dd>{product.sku}</dd>
          </div>
          <div>
            <dt>{t('item.moq')}</dt>
            <dd>{t('item.units', { count: product.moq })}</dd>
          </div>
          <div>
            <dt>{t('item.unitPrice')}</dt>
            <dd>
              {money(product.price.unitPrice)} <span className="basket-item__currency">{product.price.currency}</span>
            </dd>
          </div>
        </dl>
        {!product.exist && <span className="basket-item__sold-out">{t('item.soldOut')}</span>}
      </div>
      <div className="basket-item__quantity">
        <QuantityStepper value={item.quantity} onChange={onQuantity} name={product.name} />
        <span className="basket-item__units">{t('item.totalUnits', { count: itemUnits(item) })}</span>
      </div>
      <div className="basket-item__subtotal">
        <span className="basket-item__subtotal-label">{t('item.subtotal')}</span>
        <strong>{money(itemSubtotal(item))}</strong>
      </div>
      <button
        type="button"
        className="icon-button basket-item__remove"
        aria-label={t('item.remove', { name: product.name })}
        onClick={onRemove}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
