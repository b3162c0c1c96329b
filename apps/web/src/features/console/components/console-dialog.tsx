import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { title: string; description?: string; onClose: () => void; children: ReactNode };

/**
 * A modal `<dialog>`, shown while mounted: the browser traps focus, closes it on Escape and restores focus to the
 * button that opened it.
 */
export function ConsoleDialog({ title, description, onClose, children }: Props) {
  const { t } = useTranslation('console');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="console-dialog"
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
