import type { ReactNode } from 'react';
import { Field } from '../../../components/form/field';
import { FormDialog } from '../../../components/form-dialog';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { answerBody, answerOf, answerSchema, type QuotationAnswer } from '../api/my-quotations';

type Props = {
  /** The answer the dialog sends. */
  kind: Exclude<QuotationAnswer['kind'], 'message'>;
  /** The version an acceptance is for. */
  version?: number;
  title: string;
  children?: ReactNode;
  /** A text box: a message the buyer must write, or a reason they may give. */
  text?: { label: string; required: boolean };
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Sends the answer; a failure is shown in the dialog, which stays open. */
  onSend: (answer: QuotationAnswer) => Promise<unknown>;
  onClose: () => void;
};

/**
 * A modal question before an answer that cannot be taken back. Shown while mounted: the browser keeps focus inside
 * and returns it to the button that opened it; Escape and "Not now" leave everything as it was. While the answer is
 * on its way the confirm button is disabled, and a double click sends it once.
 */
export function AnswerDialog({
  kind,
  version,
  title,
  children,
  text,
  confirmLabel,
  tone = 'primary',
  onSend,
  onClose,
}: Props) {
  const { t } = useTranslation('quotation');
  const answer = (value: string) => answerOf(kind, value.trim(), version);
  const form = useForm({
    t,
    initial: { text: '' },
    schema: answerSchema(kind),
    body: (values) => answerBody(answer(values.text)),
    // The only field the person can get wrong is the text a negotiation needs, said in the dialog's words.
    refine: (_values, found) => (Object.keys(found).length > 0 ? { text: t('actions.required') } : found),
    submit: (_data, { values }) => onSend(answer(values.text)),
  });

  return (
    <FormDialog
      title={title}
      className="rec-dialog"
      form={form}
      submit={confirmLabel}
      working={t('actions.sending')}
      back={t('actions.keep')}
      danger={tone === 'danger'}
      onClose={onClose}
    >
      {children}
      {text && (
        <Field label={text.label} error={form.errors.text}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={text.required ? 4000 : 1000}
              value={form.values.text}
              required={text.required}
              onChange={(event) => form.set('text')(event.target.value)}
            />
          )}
        </Field>
      )}
    </FormDialog>
  );
}
