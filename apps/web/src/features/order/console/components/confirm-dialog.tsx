import type { ConsoleOrderDetail, PaymentTerms, PaymentTermsKind } from '@hive/domain';
import { DEPOSIT_PERCENT_RANGE, installments, minor } from '@hive/domain/rules';
import { useId } from 'react';
import { useForm } from '../../../../hooks/use-form';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { ActionDialog, DialogField, type DialogProps } from './action-dialog';

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
      {installments(minor(order.total), terms, order.currency).map((installment) => (
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
