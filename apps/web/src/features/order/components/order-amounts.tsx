import type { BuyerOrderDetail } from '@hive/domain';
import { useTranslation } from '../../../i18n/react';
import { amountRows, pendingCosts } from '../deal-amounts';
import { DealAmountsRows, PendingCostsNotice } from './deal-amounts-list';

/**
 * What the order comes to: the goods, the costs its incoterm puts on us, a discount and a credit taken off, the total;
 * while the freight (or DDP's duties) is still to be quoted, a notice that our team sets it before confirming.
 */
export function OrderAmounts({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('order');
  return (
    <section className="rec-card order-amounts" aria-labelledby="order-amounts">
      <h2 id="order-amounts">{t('amounts.title')}</h2>
      <dl className="deal-amounts">
        <DealAmountsRows
          rows={amountRows(order.incoterm, order)}
          total={order.total}
          currency={order.currency}
          totalClassName="deal-amounts__total"
        />
      </dl>
      <PendingCostsNotice pending={pendingCosts(order.incoterm, order)} />
    </section>
  );
}
