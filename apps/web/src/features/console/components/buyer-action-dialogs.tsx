import type { ConsoleBuyerDetail, Currency } from '@hive/domain';
import { CURRENCIES, GRADES } from '@hive/domain';
import { reasonBody } from '@hive/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/query-client';
import { type BuyerAction, gradesQuery } from '../api/console-queries';
import { ConsoleDialog } from './console-dialog';
import { useFormat } from './use-format';

type Grade = (typeof GRADES)[number];
type DialogProps = {
  buyer: ConsoleBuyerDetail;
  pending: boolean;
  error: unknown;
  onSubmit: (action: BuyerAction) => void;
  onClose: () => void;
};

const REASON_MAX = 500;
const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', KRW: '₩' };
const isGrade = (id: string): id is Grade => GRADES.includes(id as Grade);

function DialogButtons({ pending, submit, onClose }: { pending: boolean; submit: string; onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <div className="console-dialog__actions">
      <button type="button" className="console-button" onClick={onClose}>
        {t('dialog.cancel')}
      </button>
      <button type="submit" className="console-button console-button--primary" disabled={pending}>
        {pending ? t('dialog.working') : submit}
      </button>
    </div>
  );
}

/** The grades as radio buttons with their discounts, so the operator sees what each choice means for prices. */
function GradeChoice({ value, onChange }: { value: string; onChange: (id: Grade) => void }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const grades = useQuery(gradesQuery());
  const name = useId();
  return (
    <fieldset className="console-choice">
      <legend>{t('terms.grade')}</legend>
      {grades.isPending && <p className="console-muted">{t('loadingList')}</p>}
      {grades.isError && <p className="console-alert">{errorMessage(grades.error)}</p>}
      {grades.data
        ?.filter((grade) => isGrade(grade.id))
        .map((grade) => (
          <label key={grade.id} className="console-choice__option">
            <input
              type="radio"
              name={name}
              value={grade.id}
              checked={value === grade.id}
              onChange={() => onChange(grade.id as Grade)}
            />
            <span className="console-choice__text">
              <span className="console-choice__title">
                {grade.name} <span className="console-muted">({grade.id})</span>
              </span>
              <span className="console-choice__hint">
                {grade.discountBp > 0
                  ? t('terms.discount', { rate: format.discount(grade.discountBp) })
                  : t('terms.noDiscount')}
              </span>
            </span>
          </label>
        ))}
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

export function ApproveDialog({ buyer, pending, error, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const [gradeId, setGradeId] = useState<string>(buyer.grade?.id ?? '');
  const [currency, setCurrency] = useState<Currency>(suggestedCurrency(buyer));
  const [problem, setProblem] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isGrade(gradeId)) {
      setProblem(t('terms.chooseGrade'));
      return;
    }
    setProblem('');
    onSubmit({ kind: 'approve', gradeId, currency });
  };

  return (
    <ConsoleDialog
      title={t('actions.approve.title')}
      description={t('actions.approve.description', { company: buyer.companyName, email: buyer.repContactEmail })}
      onClose={onClose}
    >
      <form className="console-form" onSubmit={handleSubmit} noValidate>
        <GradeChoice value={gradeId} onChange={setGradeId} />
        <CurrencyChoice value={currency} onChange={setCurrency} />
        <FormAlert className="console-alert" message={problem || (error ? errorMessage(error) : '')} />
        <DialogButtons pending={pending} submit={t('actions.approve.submit')} onClose={onClose} />
      </form>
    </ConsoleDialog>
  );
}

export function ReasonDialog({
  kind,
  buyer,
  pending,
  error,
  onSubmit,
  onClose,
}: DialogProps & { kind: 'reject' | 'suspend' }) {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reasonBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(t('actions.reasonRequired'));
      return;
    }
    setProblem('');
    onSubmit({ kind, reason: parsed.data.reason });
  };

  const message = problem || (error ? errorMessage(error) : '');
  return (
    <ConsoleDialog
      title={t(`actions.${kind}.title`)}
      description={t(`actions.${kind}.description`, { company: buyer.companyName })}
      onClose={onClose}
    >
      <form className="console-form" onSubmit={handleSubmit} noValidate>
        <div className="console-field">
          <label htmlFor={fieldId}>{t('actions.reason')}</label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={REASON_MAX}
            required
            value={reason}
            aria-invalid={problem !== '' || undefined}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="console-field__hint">
            {t(`actions.${kind}.reasonHint`)} {t('actions.reasonLength', { used: reason.length, max: REASON_MAX })}
          </p>
        </div>
        <FormAlert className="console-alert" id={errorId} message={message} />
        <DialogButtons pending={pending} submit={t(`actions.${kind}.submit`)} onClose={onClose} />
      </form>
    </ConsoleDialog>
  );
}

export function ReactivateDialog({ buyer, pending, error, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ kind: 'reactivate' });
  };
  return (
    <ConsoleDialog
      title={t('actions.reactivate.title')}
      description={t('actions.reactivate.description', { company: buyer.companyName })}
      onClose={onClose}
    >
      <form className="console-form" onSubmit={handleSubmit}>
        <FormAlert className="console-alert" message={error ? errorMessage(error) : ''} />
        <DialogButtons pending={pending} submit={t('actions.reactivate.submit')} onClose={onClose} />
      </form>
    </ConsoleDialog>
  );
}

export function TermsDialog({ buyer, pending, error, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const [gradeId, setGradeId] = useState<string>(buyer.grade?.id ?? '');
  const [currency, setCurrency] = useState<Currency>(suggestedCurrency(buyer));
  const [problem, setProblem] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only what changed is sent, so the audit log records just that.
    const change: Extract<BuyerAction, { kind: 'terms' }> = { kind: 'terms' };
    if (isGrade(gradeId) && gradeId !== buyer.grade?.id) change.gradeId = gradeId;
    if (currency !== buyer.currency) change.currency = currency;
    if (change.gradeId === undefined && change.currency === undefined) {
      setProblem(t('actions.terms.nothingChanged'));
      return;
    }
    setProblem('');
    onSubmit(change);
  };

  return (
    <ConsoleDialog
      title={t('actions.terms.title')}
      description={t('actions.terms.description', { company: buyer.companyName })}
      onClose={onClose}
    >
      <form className="console-form" onSubmit={handleSubmit} noValidate>
        <GradeChoice value={gradeId} onChange={setGradeId} />
        <CurrencyChoice value={currency} onChange={setCurrency} />
        <FormAlert className="console-alert" message={problem || (error ? errorMessage(error) : '')} />
        <DialogButtons pending={pending} submit={t('actions.terms.submit')} onClose={onClose} />
      </form>
    </ConsoleDialog>
  );
}
