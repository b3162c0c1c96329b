import type { ConsoleOrderDetail, InstallmentKind, PaymentTerms, PaymentTermsKind } from '@hive/domain';
import { DEPOSIT_PERCENT_RANGE, installments, marketplaceDate, minor, nextInstallment } from '@hive/domain/rules';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog, DialogActions } from '../../../components/console/console-dialog';
import { formProblem } from '../../../components/console/form-problem';
import { FormAlert } from '../../../components/form/form-alert';
import type { FieldErrors } from '../../../components/form/form-errors';
import { useForm } from '../../../hooks/use-form';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import type { OrderChange } from '../api/console-orders-queries';

export type DialogProps = {
  order: ConsoleOrderDetail;
  /** Sends the action; the dialog shows a refusal and stays open, the page closes it once the action is done. */
  onSubmit: (change: OrderChange) => Promise<unknown>;
  onClose: () => void;
};

/** What an action's dialog needs of its form (`useForm`'s answer). */
export type ActionForm = {
  formRef: RefObject<HTMLFormElement | null>;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  errors: FieldErrors;
  failure: string | undefined;
};

/** Today on the marketplace's (Seoul) calendar: the day a transfer or a shipment is recorded, unless changed. */
export const today = () => marketplaceDate(new Date());

/** The dialog of one action: its title and description, the form's fields, its one alert and the two buttons. */
export function ActionDialog({
  kind,
  order,
  form,
  onClose,
  wide,
  children,
}: {
  kind: OrderChange['kind'];
  order: ConsoleOrderDetail;
  form: ActionForm;
  onClose: () => void;
  /** For a dialog with a table (the shipment's packing). */
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('console-orders');
  const texts = { number: order.number, company: order.buyer.companyName };
  return (
    <ConsoleDialog
      title={t(`actions.${kind}.title`, texts)}
      description={t(`actions.${kind}.description`, texts)}
      onClose={onClose}
      className={wide ? 'co-dialog--wide' : undefined}
    >
      <form ref={form.formRef} className="console-form" noValidate onSubmit={form.handleSubmit}>
        {children}
        <FormAlert className="console-alert" message={formProblem(form)} />
        <DialogActions
          busy={form.busy}
          submit={t(`actions.${kind}.submit`)}
          working={t('dialog.working')}
          cancel={kind === 'cancel' ? t('actions.cancel.keep') : t('dialog.back')}
          danger={kind === 'cancel'}
          onClose={onClose}
        />
      </form>
    </ConsoleDialog>
  );
}

/** A labelled control of a dialog: `children` gets the control's id. */
export function DialogField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <p className="console-field__hint">{hint}</p>}
    </div>
  );
}

/** A typed deposit: a whole percent within the allowed range, else null. */
export function depositPercent(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const percent = Number(text);
  return percent >= DEPOSIT_PERCENT_RANGE.min && percent <= DEPOSIT_PERCENT_RANGE.max ? percent : null;
}

/** The deposit's bounds, as the texts name them. */
const range = { min: DEPOSIT_PERCENT_RANGE.min, max: DEPOSIT_PERCENT_RANGE.max };

type TermsValues = { kind: PaymentTermsKind; percent: string; note: string };

/** The terms the dialog's values make, when they make any yet. */
function termsOf({ kind, percent }: TermsValues): PaymentTerms | null {
  if (kind === 'ADVANCE') return { kind };
  const depositPercentValue = depositPercent(percent);
  return depositPercentValue === null ? null : { kind, depositPercent: depositPercentValue };
}

/** What the buyer will transfer under these terms, as the domain splits it. */
function InstallmentsPreview({ order, terms }: { order: ConsoleOrderDetail; terms: PaymentTerms | null }) {
  const { t } = useTranslation('console-orders');
  const money = useQuotationFormat();
  if (!terms) return null;
  return (
    <dl className="co-installments" aria-label={t('actions.confirm.installments')}>
      {installments(minor(order.totals.amount), terms, order.currency).map((installment) => (
        <div key={installment.kind} className="co-installments__row">
          <dt>{t(`installments.${installment.kind}`)}</dt>
          <dd>{money.money(installment.amount, order.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ConfirmDialog({ order, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console-orders');
  const { t: consoleT } = useTranslation('console');
  const form = useForm({
    t: consoleT,
    initial: (): TermsValues => ({ kind: 'DEPOSIT', percent: String(DEPOSIT_PERCENT_RANGE.default), note: '' }),
    schema: (s) => s.confirmOrderBody,
    body: ({ kind, percent, note }) => ({
      terms: kind === 'ADVANCE' ? { kind } : { kind, depositPercent: Number(percent) },
      note,
    }),
    // The percent is the one thing here that can be wrong: said with its range, on its box.
    refine: (_values, { terms, ...found }) =>
      terms ? { ...found, percent: t('actions.confirm.badPercent', range) } : found,
    submit: (body) => onSubmit({ kind: 'confirm', body }),
  });
  const name = useId();
  const options: PaymentTermsKind[] = ['ADVANCE', 'DEPOSIT'];
  return (
    <ActionDialog kind="confirm" order={order} form={form} onClose={onClose}>
      <fieldset className="console-choice">
        <legend>{t('actions.confirm.terms')}</legend>
        {options.map((kind) => (
          <label key={kind} className="console-choice__option">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={form.values.kind === kind}
              onChange={() => form.set('kind')(kind)}
            />
            <span className="console-choice__text">
              <span className="console-choice__title">{t(`terms.${kind}`)}</span>
              <span className="console-choice__hint">{t(`terms.hint.${kind}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.values.kind === 'DEPOSIT' && (
        <DialogField label={t('actions.confirm.percent')} hint={t('actions.confirm.percentHint', range)}>
          {(id) => (
            <input
              id={id}
              className="co-input--short"
              type="number"
              inputMode="numeric"
              min={DEPOSIT_PERCENT_RANGE.min}
              max={DEPOSIT_PERCENT_RANGE.max}
              step={1}
              {...form.bind('percent')}
            />
          )}
        </DialogField>
      )}
      <InstallmentsPreview order={order} terms={termsOf(form.values)} />
      <DialogField label={t('dialog.note')}>
        {(id) => <textarea id={id} rows={2} maxLength={1000} {...form.bind('note')} />}
      </DialogField>
    </ActionDialog>
  );
}

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
    order.paymentTerms &&
    nextInstallment(minor(order.totals.amount), order.paymentTerms, order.currency, paidKinds(order));
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
