import type { QuotationMessageView } from '@hive/domain';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
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
  const form = useForm({
    t,
    initial: { body: '' },
    schema: (s) => s.quotationMessageBody,
    // An empty message is the only thing to fix (the box holds no more than the contract takes), said in its words.
    refine: (_values, found) => (found.body ? { body: t('actions.required') } : found),
    submit: async (data) => {
      await answer.mutateAsync({ kind: 'message', body: data.body });
      form.setValues({ body: '' });
    },
  });
  const { busy } = form;

  return (
    <section className="rec-card" aria-labelledby="q-thread">
      <h2 id="q-thread">{t('thread.title')}</h2>
      {messages.length === 0 ? (
        <p className="rec-muted">{t('thread.empty')}</p>
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
        <form ref={form.formRef} className="form q-thread__form" onSubmit={form.handleSubmit} noValidate>
          <TextField {...form.text('body', t('thread.label'))} rows={3} maxLength={MAX_MESSAGE} />
          <FormAlert message={form.failure} />
          <div className="form-actions">
            <button type="submit" className="button button--small" disabled={busy}>
              {busy ? t('actions.sending') : t('thread.send')}
            </button>
          </div>
        </form>
      ) : (
        <p className="rec-muted">{t('thread.closed')}</p>
      )}
    </section>
  );
}
