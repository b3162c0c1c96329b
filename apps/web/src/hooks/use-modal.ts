import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while its component is mounted: the browser traps focus, closes it on Escape and gives
 * the focus back to the button that opened it.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
