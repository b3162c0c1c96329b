import type { PriceView } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useTranslation } from '../i18n/react';
import { PricePrompt } from './price-prompt';
import './price.css';

/**
 * A buyer's prices: the unit price at their grade, the price of one MOQ pack and the retail price, in their currency.
 * Anyone else gets no `price` from the API at all, and sees the invitation to sign in.
 */
export function PriceTag({ price, detailed = false }: { price: PriceView | undefined; detailed?: boolean }) {
  const { t } = useTranslation();
  if (!price) return <PricePrompt />;
  const money = (amount: number) => formatMoney(minor(amount), price.currency);
  return (
    <dl className={`price-tag${detailed ? ' price-tag--detailed' : ''}`}>
      <div className="price-tag__unit">
        <dt className={detailed ? 'price-tag__label' : 'visually-hidden'}>{t('catalog.yourPrice')}</dt>
        <dd>
          <strong>{money(price.unitPrice)}</strong> <span className="price-tag__per">{t('catalog.perUnit')}</span>
        </dd>
      </div>
      <div>
        <dt>{t('catalog.moqPack')}</dt>
        <dd>{money(price.moqPrice)}</dd>
      </div>
      <div>
        <dt>{t('catalog.retail')}</dt>
        <dd>{money(price.retailPrice)}</dd>
      </div>
      {price.stockQty !== null && (
        <div className="price-tag__stock">
          <dt className="visually-hidden">{t('catalog.inStock')}</dt>
          <dd>{t('catalog.stock', { count: price.stockQty })}</dd>
        </div>
      )}
    </dl>
  );
}
