import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';

type Props = {
  title: string;
  children?: ReactNode;
  /** A text box: a message the buyer must write, or a reason they may give. */
  text?: { label: string; required: boolean };
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  error?: string;
  onConfirm: (text: string) => void;
  onClose: () => void;
};

/**
 * A modal question before an answer that cannot be taken back. Shown while mounted: the browser keeps focus inside
 * and returns it to the button that opened it; Escape and "Not now" leave everything as it was. While the answer is
 * on its way the confirm button is disabled, so a double click sends it once.
 */
export function AnswerDialog({
  title,
  children,
  text,
  confirmLabel,
  tone = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation('quotation');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  // A second click can come before React re-renders the button disabled: the answer leaves once, until it fails.
  const sent = useRef(false);
  useEffect(() => {
    if (!pending) sent.current = false;
  }, [pending]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || sent.current) return;
    if (text?.required && !value.trim()) {
      setInvalid(true);
      return;
    }
    sent.current = true;
    onConfirm(value.trim());
  };

  return (
    <dialog
      ref={ref}
      className="confirm-dialog q-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        {text && (
          <div className={`field${invalid ? ' field--invalid' : ''}`}>
            <label htmlFor={fieldId} className="field__label">
              {text.label}
            </label>
            <textarea
              id={fieldId}
              rows={4}
              maxLength={text.required ? 4000 : 1000}
              value={value}
              required={text.required}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            {invalid && (
              <p id={errorId} className="field__error">
                {t('actions.required')}
              </p>
            )}
          </div>
        )}
        <FormAlert message={error} />
        <div className="form-actions">
          <button
            type="submit"
            className={`button${tone === 'danger' ? ' button--danger' : ''}`}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? t('actions.sending') : confirmLabel}
          </button>
          <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
            {t('actions.keep')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
