import type { ConsoleOrderDetail, InstallmentKind } from '@hive/domain';
import { minor, nextInstallment } from '@hive/domain/rules';
import { useForm } from '../../../../hooks/use-form';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { ActionDialog, DialogField, type DialogProps, today } from './action-dialog';

/** The kinds of the installments already paid. */
const paidKinds = (order: ConsoleOrderDetail): InstallmentKind[] =>
  order.installments.filter((installment) => installment.paidOn !== null).map((installment) => installment.kind);

/** A transfer arrived: the whole amount or the deposit (`pay`), or the balance (`payBalance`). */
export function PayDialog({ kind, order, onSubmit, onClose }: DialogProps & { kind: 'pay' | 'payBalance' }) {
  const { t } = useTranslation('console-orders');
  const { t: consoleT } = useTranslation('console');
  const money = useQuotationFormat();
  const form = useForm({
    t: consoleT,
    initial: () => ({ reference: '', paidOn: today() }),
    schema: (s) => s.payOrderBody,
    submit: (body) => onSubmit({ kind, body }),
  });
  const due =
    order.paymentTerms && nextInstallment(minor(order.total), order.paymentTerms, order.currency, paidKinds(order));
  return (
    <ActionDialog kind={kind} order={order} form={form} onClose={onClose}>
      {due && (
        <p className="co-due">
          <span>{t(`installments.${due.kind}`)}</span>
          <strong>{money.money(due.amount, order.currency)}</strong>
        </p>
      )}
      <DialogField label={t('actions.pay.reference')} hint={t('actions.pay.referenceHint', { number: order.number })}>
        {(id) => <input id={id} maxLength={100} autoComplete="off" {...form.bind('reference')} />}
      </DialogField>
      <DialogField label={t('actions.pay.paidOn')}>
        {(id) => <input id={id} type="date" max={today()} {...form.bind('paidOn')} />}
      </DialogField>
    </ActionDialog>
  );
}

/** A step with nothing to fill in but an optional note: preparing, delivered. */
export function NoteDialog({ kind, order, onSubmit, onClose }: DialogProps & { kind: 'prepare' | 'deliver' }) {
  const { t } = useTranslation('console-orders');
  const { t: consoleT } = useTranslation('console');
  const form = useForm({
    t: consoleT,
    initial: { note: '' },
    schema: (s) => s.orderNoteBody,
    submit: (body) => onSubmit({ kind, body }),
  });
  return (
    <ActionDialog kind={kind} order={order} form={form} onClose={onClose}>
      <DialogField label={t('dialog.note')}>
        {(id) => <textarea id={id} rows={2} maxLength={1000} {...form.bind('note')} />}
      </DialogField>
    </ActionDialog>
  );
}

export function CancelDialog({ order, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console-orders');
  const { t: consoleT } = useTranslation('console');
  const form = useForm({
    t: consoleT,
    initial: { reason: '' },
    schema: (s) => s.operatorCancelOrderBody,
    // Whatever the contract finds wrong with the reason (nothing but spaces), the operator is asked for one.
    refine: (_values, found) => (found.reason ? { reason: t('actions.cancel.reasonRequired') } : found),
    submit: (body) => onSubmit({ kind: 'cancel', body }),
  });
  return (
    <ActionDialog kind="cancel" order={order} form={form} onClose={onClose}>
      <DialogField label={t('actions.cancel.reason')} hint={t('actions.cancel.reasonHint')}>
        {(id) => <textarea id={id} rows={3} maxLength={1000} required {...form.bind('reason')} />}
      </DialogField>
    </ActionDialog>
  );
}
