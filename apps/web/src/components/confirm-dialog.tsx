import { type ReactNode, useEffect, useId, useRef } from 'react';
import './confirm-dialog.css';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** A question whose answer is not destructive (put lines back in the basket) asks in the primary colour. */
  tone?: 'danger' | 'primary';
  /** Nothing to confirm yet (nothing chosen): the button waits. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question before something that cannot be undone; Escape or the cancel button keeps things as they are. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  tone = 'danger',
  confirmDisabled,
  onConfirm,
  onCancel,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={onCancel} onCancel={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="form-actions">
        <button
          type="button"
          className={`button${tone === 'danger' ? ' button--danger' : ''}`}
          disabled={busy || confirmDisabled}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
