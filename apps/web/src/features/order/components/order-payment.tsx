import type { BuyerOrderDetail } from '@hive/domain';
import { CopyButton } from '../../../components/copy-button';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { OrderBank } from './order-bank';

/**
 * How the order is paid: by bank transfer, on the terms the team sets at confirmation (all in advance, or a deposit and
 * the balance before shipment), each installment with its amount and whether it arrived; the date to pay by while
 * unpaid; and, once confirmed, the bank details with the order number as the transfer's reference.
 */
export function OrderPayment({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const terms = order.paymentTerms;
  const unpaid = order.state === 'PLACED' || order.state === 'CONFIRMED';
  return (
    <section className="rec-card" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('payment.title')}</h2>
      <dl className="order-facts">
        <div>
          <dt>{t('fields.paymentMethod')}</dt>
          <dd>{t(`payment.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('payment.terms')}</dt>
          <dd>
            {terms === null
              ? t('payment.termsPending')
              : terms.kind === 'ADVANCE'
                ? t('payment.advance')
                : t('payment.deposit', { percent: terms.depositPercent })}
          </dd>
        </div>
        {unpaid && (
          <div>
            <dt>{t('payment.payBy')}</dt>
            <dd>
              <time dateTime={order.payBy}>{format.validUntil(order.payBy)}</time>
            </dd>
          </div>
        )}
      </dl>
      {order.installments.length > 0 && (
        <ul className="order-installments">
          {order.installments.map((installment) => (
            <li key={installment.kind}>
              <span>
                {t(`payment.installment.${installment.kind}`)}
                <span className="rec-sub">
                  {installment.paidOn
                    ? t('payment.paidOn', { date: format.validUntil(installment.paidOn) })
                    : t(installment.kind === 'balance' ? 'payment.dueBeforeShipment' : 'payment.due')}
                </span>
              </span>
              <strong>{format.money(installment.amount, order.currency)}</strong>
            </li>
          ))}
        </ul>
      )}
      {order.bank && (
        <>
          <p className="order-reference">
            {t('payment.reference')} <strong>{order.number}</strong>{' '}
            <CopyButton value={order.number} what={t('payment.referenceWhat')} />
          </p>
          <OrderBank bank={order.bank} />
        </>
      )}
    </section>
  );
}
