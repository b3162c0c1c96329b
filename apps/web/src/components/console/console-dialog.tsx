import { type ReactNode, useId } from 'react';
import { useModal } from '../../hooks/use-modal';
import { useTranslation } from '../../i18n/react';

type Props = {
  title: string;
  description?: string;
  onClose: () => void;
  /** A dialog of its own size (one with a table is wider). */
  className?: string;
  children: ReactNode;
};

/**
 * A modal `<dialog>`, shown while mounted: the browser traps focus, closes it on Escape and restores focus to the
 * button that opened it.
 */
export function ConsoleDialog({ title, description, onClose, className, children }: Props) {
  const { t } = useTranslation('console');
  const ref = useModal();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={ref}
      className={className ? `console-dialog ${className}` : 'console-dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // A close event queued by an earlier unmount (React's strict mode mounts twice) must not close it again.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
    >
      <div className="console-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="console-icon-button" aria-label={t('dialog.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {description && (
        <p id={descriptionId} className="console-dialog__description">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}

/** A dialog's two buttons: back out, or send (busy while it is sent). */
export function DialogActions({
  busy,
  submit,
  working,
  cancel,
  danger,
  onClose,
}: {
  busy: boolean;
  submit: string;
  working: string;
  cancel: string;
  /** The send button in the colour of what cannot be undone. */
  danger?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="console-dialog__actions">
      <button type="button" className="console-button" onClick={onClose}>
        {cancel}
      </button>
      <button
        type="submit"
        className={`console-button ${danger ? 'console-button--danger' : 'console-button--primary'}`}
        disabled={busy}
      >
        {busy ? working : submit}
      </button>
    </div>
  );
}
