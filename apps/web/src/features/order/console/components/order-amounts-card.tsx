import type { ConsoleOrderDetail } from '@hive/domain';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { amountRows, pendingCosts } from '../../deal-amounts';

/**
 * What the order comes to: the goods, each cost its incoterm puts on the seller (or to be quoted), the discount and the
 * credit taken off, the total the buyer pays.
 */
export function OrderAmountsCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const money = useQuotationFormat();
  return (
    <section className="console-card" aria-labelledby="co-amounts">
      <h2 id="co-amounts">{t('amounts.title', { incoterm: order.incoterm })}</h2>
      <dl className="co-amounts">
        {amountRows(order.incoterm, order).map((row) => (
          <div key={row.key}>
            <dt>{t(`amounts.${row.key}`)}</dt>
            <dd className={row.amount === null ? 'console-muted' : 'console-num'}>
              {row.amount === null
                ? t(row.key === 'duties' ? 'amounts.toBeEntered' : 'amounts.toBeQuoted')
                : money.money(row.amount, order.currency)}
            </dd>
          </div>
        ))}
        <div className="co-amounts__total">
          <dt>{t('amounts.total')}</dt>
          <dd className="console-num">{money.money(order.total, order.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** While costs are to be quoted: the order cannot be confirmed until an edit sets them. */
export function ToBeQuotedCallout({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const pending = pendingCosts(order.incoterm, order);
  if (!order.freightToBeQuoted || order.state !== 'PLACED') return null;
  return (
    <div className="console-callout console-callout--quote" role="note">
      {pending.duties && !pending.freight ? t('amounts.dutiesFirst') : t('amounts.freightFirst')}
    </div>
  );
}
