import type { ConsoleBuyerDetail, Currency } from '@hive/domain';
import { CURRENCIES, GRADES } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import { ConsoleDialog, DialogActions } from '../../../../components/console/console-dialog';
import { formProblem } from '../../../../components/console/form-problem';
import { FormAlert } from '../../../../components/form/form-alert';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useForm } from '../../../../hooks/use-form';
import { useOperator } from '../../../../hooks/use-operator';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { type BuyerAction, gradesQuery } from '../api/account-console-queries';

type Grade = (typeof GRADES)[number];
type DialogProps = {
  buyer: ConsoleBuyerDetail;
  /** Sends the action; the dialog shows a refusal and stays open, the page closes it once the action is done. */
  onSubmit: (action: BuyerAction) => Promise<unknown>;
  onClose: () => void;
};

const REASON_MAX = 500;
const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', KRW: '₩' };
const isGrade = (id: string): id is Grade => GRADES.includes(id as Grade);

function DialogButtons({ busy, submit, onClose }: { busy: boolean; submit: string; onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <DialogActions
      busy={busy}
      submit={submit}
      working={t('dialog.working')}
      cancel={t('dialog.cancel')}
      onClose={onClose}
    />
  );
}

/**
 * The grades as radio buttons with their discounts, so the operator sees what each choice means for prices. At
 * approval, staff see the grades above the one the settings allow them as for admins only.
 */
function GradeChoice({
  value,
  onChange,
  approval = false,
}: {
  value: string;
  onChange: (id: Grade) => void;
  approval?: boolean;
}) {
  const { t } = useTranslation('console');
  const staff = useOperator().role === 'staff';
  const format = useConsoleFormat();
  const grades = useQuery(gradesQuery());
  const name = useId();
  return (
    <fieldset className="console-choice">
      <legend>{t('terms.grade')}</legend>
      {grades.isPending && <p className="console-muted">{t('loadingList')}</p>}
      {grades.isError && <p className="console-alert">{errorMessage(grades.error)}</p>}
      {grades.data
        ?.filter((grade) => isGrade(grade.id))
        .map((grade) => {
          const adminsOnly = approval && staff && !grade.staffMayApprove;
          return (
            <label key={grade.id} className="console-choice__option">
              <input
                type="radio"
                name={name}
                value={grade.id}
                checked={value === grade.id}
                disabled={adminsOnly}
                onChange={() => onChange(grade.id)}
              />
              <span className="console-choice__text">
                <span className="console-choice__title">
                  {grade.name} <span className="console-muted">({grade.id})</span>
                </span>
                <span className="console-choice__hint">
                  {grade.discountBp > 0
                    ? t('terms.discount', { rate: format.discount(grade.discountBp) })
                    : t('terms.noDiscount')}
                  {adminsOnly && ` · ${t('terms.adminsOnly')}`}
                </span>
              </span>
            </label>
          );
        })}
    </fieldset>
  );
}

function CurrencyChoice({ value, onChange }: { value: Currency; onChange: (currency: Currency) => void }) {
  const { t } = useTranslation('console');
  const name = useId();
  return (
    <fieldset className="console-choice console-choice--inline">
      <legend>{t('terms.currency')}</legend>
      {CURRENCIES.map((currency) => (
        <label key={currency} className="console-choice__option">
          <input
            type="radio"
            name={name}
            value={currency}
            checked={value === currency}
            onChange={() => onChange(currency)}
          />
          <span className="console-choice__text">
            <span className="console-choice__title">
              {currency} <span className="console-muted">{CURRENCY_SYMBOLS[currency]}</span>
            </span>
            <span className="console-choice__hint">{t(`terms.currencyNames.${currency}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Korean buyers usually pay in won; everyone else starts from dollars. The operator can change either. */
const suggestedCurrency = (buyer: ConsoleBuyerDetail): Currency =>
  buyer.currency ?? (buyer.country.code === 'KR' ? 'KRW' : 'USD');

/** The grade and currency a buyer is approved with, or changed to: the same two choices in both dialogs. */
type Terms = { gradeId: string; currency: Currency };

const startingTerms = (buyer: ConsoleBuyerDetail): Terms => ({
  gradeId: buyer.grade?.id ?? '',
  currency: suggestedCurrency(buyer),
});

function TermsForm({
  form,
  submit,
  onClose,
  approval = false,
}: {
  form: ReturnType<typeof useForm<z.ZodType, Terms>>;
  submit: string;
  onClose: () => void;
  approval?: boolean;
}) {
  return (
    <form ref={form.formRef} className="console-form" onSubmit={form.handleSubmit} noValidate>
      <GradeChoice value={form.values.gradeId} onChange={form.set('gradeId')} approval={approval} />
      <CurrencyChoice value={form.values.currency} onChange={form.set('currency')} />
      <FormAlert className="console-alert" message={form.failure} />
      <DialogButtons busy={form.busy} submit={submit} onClose={onClose} />
    </form>
  );
}

export function ApproveDialog({ buyer, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const form = useForm({
    t,
    initial: () => startingTerms(buyer),
    schema: (s) => s.approveBuyerBody,
    block: ({ gradeId }) => (isGrade(gradeId) ? undefined : t('terms.chooseGrade')),
    submit: (terms) => onSubmit({ kind: 'approve', ...terms }),
  });
  return (
    <ConsoleDialog
      title={t('actions.approve.title')}
      description={t('actions.approve.description', { company: buyer.companyName, email: buyer.repContactEmail })}
      onClose={onClose}
    >
      <TermsForm form={form} submit={t('actions.approve.submit')} onClose={onClose} approval />
    </ConsoleDialog>
  );
}

/** Only what changed is sent, so the audit log records just that. */
function changedTerms(buyer: ConsoleBuyerDetail, { gradeId, currency }: Terms) {
  const change: Omit<Extract<BuyerAction, { kind: 'terms' }>, 'kind'> = {};
  if (isGrade(gradeId) && gradeId !== buyer.grade?.id) change.gradeId = gradeId;
  if (currency !== buyer.currency) change.currency = currency;
  return change;
}

export function TermsDialog({ buyer, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const form = useForm({
    t,
    initial: () => startingTerms(buyer),
    schema: (s) => s.buyerTermsBody,
    body: (terms) => changedTerms(buyer, terms),
    block: (terms) =>
      Object.keys(changedTerms(buyer, terms)).length === 0 ? t('actions.terms.nothingChanged') : undefined,
    submit: (change) => onSubmit({ kind: 'terms', ...change }),
  });
  return (
    <ConsoleDialog
      title={t('actions.terms.title')}
      description={t('actions.terms.description', { company: buyer.companyName })}
      onClose={onClose}
    >
      <TermsForm form={form} submit={t('actions.terms.submit')} onClose={onClose} />
    </ConsoleDialog>
  );
}

export function ReasonDialog({ kind, buyer, onSubmit, onClose }: DialogProps & { kind: 'reject' | 'suspend' }) {
  const { t } = useTranslation('console');
  const form = useForm({
    t,
    initial: { reason: '' },
    schema: (s) => s.reasonBody,
    // Whatever the contract finds wrong with the reason (nothing but spaces), the operator is asked for one.
    refine: (_values, found) => (found.reason ? { reason: t('actions.reasonRequired') } : found),
    submit: ({ reason }) => onSubmit({ kind, reason }),
  });
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const { reason } = form.values;

  return (
    <ConsoleDialog
      title={t(`actions.${kind}.title`)}
      description={t(`actions.${kind}.description`, { company: buyer.companyName })}
      onClose={onClose}
    >
      <form ref={form.formRef} className="console-form" onSubmit={form.handleSubmit} noValidate>
        <div className="console-field">
          <label htmlFor={fieldId}>{t('actions.reason')}</label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={REASON_MAX}
            required
            {...form.bind('reason')}
            aria-describedby={`${hintId} ${errorId}`}
          />
          <p id={hintId} className="console-field__hint">
            {t(`actions.${kind}.reasonHint`)} {t('actions.reasonLength', { used: reason.length, max: REASON_MAX })}
          </p>
        </div>
        <FormAlert className="console-alert" id={errorId} message={formProblem(form)} />
        <DialogButtons busy={form.busy} submit={t(`actions.${kind}.submit`)} onClose={onClose} />
      </form>
    </ConsoleDialog>
  );
}

/** Nothing to fill in: the form checks the buyer named in the address, as the API does, and confirms. */
export function ReactivateDialog({ buyer, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const form = useForm({
    t,
    initial: { id: buyer.id },
    schema: (s) => s.buyerIdParams,
    submit: () => onSubmit({ kind: 'reactivate' }),
  });
  return (
    <ConsoleDialog
      title={t('actions.reactivate.title')}
      description={t('actions.reactivate.description', { company: buyer.companyName })}
      onClose={onClose}
    >
      <form ref={form.formRef} className="console-form" onSubmit={form.handleSubmit}>
        <FormAlert className="console-alert" message={formProblem(form)} />
        <DialogButtons busy={form.busy} submit={t('actions.reactivate.submit')} onClose={onClose} />
      </form>
    </ConsoleDialog>
  );
}
