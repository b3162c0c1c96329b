import type { QuotationMessageView } from '@hive/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { errorMessage } from '../../../lib/query-client';
import { useQuotationAnswer } from '../api/my-quotations';

const MAX_MESSAGE = 4000;

/** The conversation about one quotation: the buyer's messages and the team's, oldest first, and a box to write. */
export function QuotationThread({
  quotationId,
  messages,
  open,
}: {
  quotationId: number;
  messages: QuotationMessageView[];
  open: boolean;
}) {
  const { t } = useTranslation('quotation');
  const format = useQuotationFormat();
  const answer = useQuotationAnswer(quotationId);
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    answer.mutate({ kind: 'message', body: text }, { onSuccess: () => setBody('') });
  };

  return (
    <section className="q-card" aria-labelledby="q-thread">
      <h2 id="q-thread">{t('thread.title')}</h2>
      {messages.length === 0 ? (
        <p className="q-muted">{t('thread.empty')}</p>
      ) : (
        <ol className="q-thread">
          {messages.map((message) => (
            <li key={message.id} className={`q-message q-message--${message.author}`}>
              <p className="q-message__who">
                <strong>{t(`thread.author.${message.author}`)}</strong>{' '}
                <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
              </p>
              <p className="q-message__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <form className="form q-thread__form" onSubmit={handleSubmit} noValidate>
          <div className={`field${invalid ? ' field--invalid' : ''}`}>
            <label htmlFor={fieldId} className="field__label">
              {t('thread.label')}
            </label>
            <textarea
              id={fieldId}
              rows={3}
              maxLength={MAX_MESSAGE}
              value={body}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => setBody(event.target.value)}
            />
            {invalid && (
              <p id={errorId} className="field__error">
                {t('actions.required')}
              </p>
            )}
          </div>
          <FormAlert message={answer.isError ? errorMessage(answer.error) : undefined} />
          <div className="form-actions">
            <button type="submit" className="button button--small" disabled={answer.isPending}>
              {answer.isPending ? t('actions.sending') : t('thread.send')}
            </button>
          </div>
        </form>
      ) : (
        <p className="q-muted">{t('thread.closed')}</p>
      )}
    </section>
  );
}
