import type { BasketItem } from '@hive/domain';
import { formatMoney, isChoosable, minor } from '@hive/domain/rules';
import { Link } from 'react-router';
import { LineItem } from '../../../components/line-list/line-item';
import { useTranslation } from '../../../i18n/react';
import { itemSubtotal, itemUnits } from '../basket-rules';

type Props = {
  item: BasketItem;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (packs: number) => void;
  onRemove: () => void;
  /** Focus entering or leaving the row: while inside, a refresh keeps every item's flag (docs/product.md §4). */
  onFocusChange: (focused: boolean) => void;
};

/** One product of the basket: the line of every list, with the Korean name, the unit price, the units and subtotal. */
export function BasketLine({ item, checked, onCheck, onQuantity, onRemove, onFocusChange }: Props) {
  const { t } = useTranslation('basket');
  const { product } = item;
  const money = (amount: number) => formatMoney(minor(amount), product.price.currency);
  const choosable = isChoosable(product);
  return (
    <LineItem
      namespace="basket"
      product={product}
      className={`basket-item${checked && choosable ? ' basket-item--checked' : ''}${product.exist ? '' : ' basket-item--sold-out'}`}
      imageSize={80}
      checked={checked}
      onCheck={onCheck}
      unchoosable={!choosable}
      quantity={item.quantity}
      onQuantity={onQuantity}
      onRemove={onRemove}
      onFocusChange={onFocusChange}
      nameNote={
        product.nameKo &&
        product.nameKo !== product.name && (
          <span className="basket-item__name-ko" lang="ko">
            {product.nameKo}
          </span>
        )
      }
      facts={
        <div>
          <dt>{t('item.unitPrice')}</dt>
          <dd>
            {money(product.price.unitPrice)} <span className="basket-item__currency">{product.price.currency}</span>
          </dd>
        </div>
      }
      note={
        <>
          {!product.exist && (
            <span className="basket-item__sold-out">{t(product.withdrawn ? 'item.withdrawn' : 'item.soldOut')}</span>
          )}
          {item.inCart && (
            <Link to="/cart" className="line-also">
              {t('item.alsoInCart')}
            </Link>
          )}
        </>
      }
      quantityNote={<span className="basket-item__units">{t('item.totalUnits', { count: itemUnits(item) })}</span>}
      money={
        <div className="basket-item__subtotal">
          <span className="basket-item__subtotal-label">{t('item.subtotal')}</span>
          <strong>{money(itemSubtotal(item))}</strong>
        </div>
      }
    />
  );
}
