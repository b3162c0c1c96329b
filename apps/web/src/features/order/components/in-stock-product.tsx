import type { ProductSummary } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useState } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useTranslation } from '../../../i18n/react';

type Props = {
  product: ProductSummary;
  /** Packs of it the order already holds. */
  inOrder: number | undefined;
  onAdd: (packs: number) => void;
};

/** A product the fulfilment centre holds: its price and stock, a quantity, and "Add" (or more of it). */
export function InStockProduct({ product, inOrder, onAdd }: Props) {
  const { t } = useTranslation('order');
  const [packs, setPacks] = useState(1);
  const price = product.price;
  const available = product.exist && (price?.stockQty ?? 1) >= product.moq;
  return (
    <li className="in-stock__item">
      <img src={product.image} alt="" width="56" height="56" loading="lazy" />
      <div className="in-stock__info">
        <span className="order-line__name">{product.name}</span>
        <span className="rec-sub">
          {product.brand.name}
          {price &&
            ` · ${t('picker.price', { price: formatMoney(minor(price.unitPrice), price.currency), moq: product.moq })}`}
        </span>
        {price?.stockQty !== null && price?.stockQty !== undefined && (
          <span className="order-line__stock">{t('form.stock', { count: price.stockQty })}</span>
        )}
        {inOrder !== undefined && <span className="in-stock__added">{t('picker.inOrder', { count: inOrder })}</span>}
      </div>
      {available ? (
        <div className="in-stock__add">
          <QuantityStepper value={packs} onChange={setPacks} moq={product.moq} name={product.name} />
          <button
            type="button"
            className="button button--small"
            aria-label={t('picker.addOne', { name: product.name })}
            onClick={() => onAdd(packs)}
          >
            {t('picker.add')}
          </button>
        </div>
      ) : (
        <span className="order-line__flag">{t('form.soldOut')}</span>
      )}
    </li>
  );
}
