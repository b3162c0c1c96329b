import type { BuyerOrderDetail } from '@hive/domain';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';

/** The trade terms the buyer chose: incoterm and its place, shipping method, requested date, PO number, memo. */
export function OrderTerms({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const terms = [
    {
      key: 'incoterm',
      value: `${order.incoterm} (${t(`incoterms.${order.incoterm}.name`)}), ${order.namedPlace}`,
    },
    { key: 'shippingMethod', value: t(`shipping.${order.shippingMethod}`) },
    { key: 'requestedDate', value: order.requestedDate ? format.validUntil(order.requestedDate) : t('detail.none') },
    { key: 'poNumber', value: order.poNumber || t('detail.none') },
  ];
  return (
    <section className="rec-card" aria-labelledby="order-terms">
      <h2 id="order-terms">{t('detail.terms')}</h2>
      <dl className="rec-terms order-terms">
        {terms.map((term) => (
          <div key={term.key}>
            <dt>{t(`fields.${term.key}`)}</dt>
            <dd>{term.value}</dd>
          </div>
        ))}
      </dl>
      {order.memo && (
        <div className="rec-note">
          <p className="rec-note__label">{t('fields.memo')}</p>
          <p>{order.memo}</p>
        </div>
      )}
    </section>
  );
}
