import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useModal } from '../hooks/use-modal';
import { FormAlert } from './form/form-alert';
import './confirm-dialog.css';

type Props = {
  title: string;
  /** The dialog's own class, beside `confirm-dialog`. */
  className: string;
  /** The dialog's form (`useForm`): its submission, its refusal, whether it is sending. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
    failure: string | undefined;
    busy: boolean;
  };
  submit: string;
  working: string;
  back: string;
  /** The send button in the colour of what cannot be undone. */
  danger?: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal form of the storefront: its title, its fields, the refusal and the two buttons. Escape closes it unless it
 * is sending.
 */
export function FormDialog({ title, className, form, submit, working, back, danger, onClose, children }: Props) {
  const ref = useModal();
  const titleId = useId();
  const { busy } = form;
  return (
    <dialog
      ref={ref}
      className={`confirm-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form ref={form.formRef} className="form" onSubmit={form.handleSubmit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <FormAlert message={form.failure} />
        <div className="form-actions">
          <button type="submit" className={`button${danger ? ' button--danger' : ''}`} disabled={busy} aria-busy={busy}>
            {busy ? working : submit}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
            {back}
          </button>
        </div>
      </form>
    </dialog>
  );
}
