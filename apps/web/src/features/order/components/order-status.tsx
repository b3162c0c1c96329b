import type { BuyerOrderDetail } from '@hive/domain';
import type { ReactNode } from 'react';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';

const TONES: Record<BuyerOrderDetail['state'], 'info' | 'warn' | 'ok' | 'muted'> = {
  PENDING_APPROVAL: 'warn',
  PLACED: 'info',
  CONFIRMED: 'warn',
  PAID: 'info',
  PREPARING: 'info',
  SHIPPED: 'info',
  DELIVERED: 'ok',
  CANCELLED: 'muted',
};

type Props = {
  order: BuyerOrderDetail;
  /** Whether the member's role lets them buy: a viewer is offered neither cancelling nor reordering. */
  buys: boolean;
  /** An approver's buttons for an order that waits for approval. */
  approval?: ReactNode;
  onCancel: () => void;
  onReorder: () => void;
};

/**
 * Where the order stands and what comes next, in the buyer's words; an approver's answer while it waits for approval,
 * cancel while placed, reorder at any time.
 */
export function OrderStatus({ order, buys, approval, onCancel, onReorder }: Props) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const due = order.installments.find((installment) => installment.paidOn === null);
  const values = {
    number: order.number,
    payBy: format.validUntil(order.payBy),
    amount: format.money(due?.amount ?? order.total, order.currency),
    carrier: order.shipment?.carrier ?? '',
    shippedOn: order.shipment ? format.validUntil(order.shipment.shippedOn) : '',
  };
  const balanceDue = due?.kind === 'balance' && (order.state === 'PAID' || order.state === 'PREPARING');
  return (
    <section className={`rec-status rec-status--${TONES[order.state]}`} aria-labelledby="order-status-title">
      <h2 id="order-status-title" className="visually-hidden">
        {t('detail.statusTitle')}
      </h2>
      <p>{t(`detail.status.${order.state}`, values)}</p>
      {balanceDue && <p>{t('detail.balanceDue', values)}</p>}
      {order.state === 'CANCELLED' && order.cancelReason && (
        <p>{t('detail.cancelReason', { reason: order.cancelReason })}</p>
      )}
      {(buys || approval) && (
        <div className="rec-actions">
          {approval}
          {buys && order.allowedActions.includes('cancel') && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('cancel.button')}
            </button>
          )}
          {buys && (
            <button type="button" className={approval ? 'button button--secondary' : 'button'} onClick={onReorder}>
              {t('reorder.button')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
