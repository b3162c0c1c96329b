import type { ConsoleOrderDetail } from '@hive/domain';
import { isOpenOrder } from '@hive/domain/rules';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';

/** How the buyer pays: the terms set at confirmation and each installment, paid (when, which transfer) or due. */
export function OrderPaymentCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const money = useQuotationFormat();
  const terms = order.paymentTerms;
  const unpaid = order.state === 'PLACED' || order.state === 'CONFIRMED';
  return (
    <section className="console-card" aria-labelledby="co-payment">
      <h2 id="co-payment">{t('payment.title')}</h2>
      <p className="co-terms">
        {terms
          ? terms.kind === 'ADVANCE'
            ? t('terms.ADVANCE')
            : t('payment.deposit', { percent: terms.depositPercent })
          : t('payment.notSet')}{' '}
        <span className="console-muted">· {t(`payment.methods.${order.paymentMethod}`)}</span>
      </p>
      {order.installments.length > 0 && (
        <ul className="co-installment-list">
          {order.installments.map((installment) => (
            <li key={installment.kind} className="co-installment">
              <span className="co-installment__kind">{t(`installments.${installment.kind}`)}</span>
              <strong className="console-num">{money.money(installment.amount, order.currency)}</strong>
              {installment.paidOn ? (
                <span className="co-installment__status co-installment__status--paid">
                  {t('payment.paid', { date: format.day(installment.paidOn) })}
                  {installment.reference && (
                    <span className="console-sub">
                      {t('payment.reference')} <span className="console-mono">{installment.reference}</span>
                    </span>
                  )}
                </span>
              ) : (
                <span className="co-installment__status">{t('payment.due')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {unpaid && isOpenOrder(order.state) && (
        <p className="console-sub">{t('payment.payBy', { date: format.date(order.payBy) })}</p>
      )}
    </section>
  );
}
