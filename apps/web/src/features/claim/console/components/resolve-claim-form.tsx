import { CLAIM_OUTCOMES, type ClaimOutcome, type ConsoleClaimView } from '@hive/domain';
import { formatMoney, minor, parseMoneyInput } from '@hive/domain/rules';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { toast } from '../../../../lib/toast-client';
import { useClaimAction } from '../api/claim-console-queries';

/**
 * The resolution of an open claim, once: a credit note (its amount, at most the claimed lines' value), a replacement
 * or a refusal, always with the reason the buyer reads.
 */
export function ResolveClaimForm({ claim }: { claim: ConsoleClaimView }) {
  const { t } = useTranslation('console-claims');
  const action = useClaimAction(claim.id);
  const ids = { amount: useId(), reason: useId(), hint: useId() };
  const [outcome, setOutcome] = useState<ClaimOutcome>('CREDIT_NOTE');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const max = formatMoney(minor(claim.claimedValue), claim.currency);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    const parsed = outcome === 'CREDIT_NOTE' ? parseMoneyInput(amount, claim.currency) : null;
    if (outcome === 'CREDIT_NOTE' && (parsed === null || parsed <= 0 || parsed > claim.claimedValue))
      return setProblem(t('resolve.amountProblem', { max }));
    if (!reason.trim()) return setProblem(t('resolve.reasonProblem'));
    try {
      await action.mutateAsync({
        kind: 'resolve',
        body: { outcome, reason: reason.trim(), ...(parsed !== null ? { amount: parsed } : {}) },
      });
      toast.info(t('resolve.done', { id: claim.id }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <section className="console-card" aria-labelledby="claim-resolve">
      <h2 id="claim-resolve">{t('resolve.title')}</h2>
      <form className="console-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className="claim-console__outcomes">
          <legend>{t('resolve.outcome')}</legend>
          {CLAIM_OUTCOMES.map((value) => (
            <label key={value} className="claim-console__outcome">
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              {t(`outcomes.${value}`)}
            </label>
          ))}
        </fieldset>
        {outcome === 'CREDIT_NOTE' && (
          <div className="console-field">
            <label htmlFor={ids.amount}>{t('resolve.amount', { currency: claim.currency })}</label>
            <input
              id={ids.amount}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-describedby={ids.hint}
              onChange={(event) => setAmount(event.target.value)}
            />
            <p id={ids.hint} className="console-field__hint">
              {t('resolve.amountHint', { max })}
            </p>
          </div>
        )}
        <div className="console-field">
          <label htmlFor={ids.reason}>{t('resolve.reason')}</label>
          <textarea
            id={ids.reason}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert className="console-alert" message={problem} />
        <button type="submit" className="console-button console-button--primary" disabled={action.isPending}>
          {action.isPending ? t('resolve.working') : t('resolve.submit')}
        </button>
      </form>
    </section>
  );
}
