import type { ConsoleClaimView } from '@hive/domain';
import { marketplaceDate } from '@hive/domain/rules';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { toast } from '../../../../lib/toast-client';
import { useClaimAction } from '../api/claim-console-queries';

/** Records that an open credit note was paid back by transfer: it is then no longer taken off an order. */
export function RefundForm({ claim }: { claim: ConsoleClaimView }) {
  const { t } = useTranslation('console-claims');
  const action = useClaimAction(claim.id);
  const ids = { reference: useId(), paidOn: useId() };
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(() => marketplaceDate(new Date()));
  const [problem, setProblem] = useState<string>();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    if (!reference.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setProblem(t('refund.problem'));
    try {
      await action.mutateAsync({ kind: 'refund', body: { reference: reference.trim(), paidOn } });
      toast.info(t('refund.done', { number: claim.creditNote?.number ?? '' }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form className="console-form claim-console__refund" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h3>{t('refund.title')}</h3>
      <div className="console-field">
        <label htmlFor={ids.reference}>{t('refund.reference')}</label>
        <input
          id={ids.reference}
          autoComplete="off"
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      <div className="console-field">
        <label htmlFor={ids.paidOn}>{t('refund.paidOn')}</label>
        <input id={ids.paidOn} type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
      </div>
      <FormAlert className="console-alert" message={problem} />
      <button type="submit" className="console-button" disabled={action.isPending}>
        {t('refund.submit')}
      </button>
    </form>
  );
}
