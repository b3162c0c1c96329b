import type { AddressView } from '@hive/domain';
import { type FormEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/react';
import { NewAddressForm } from '../../account/buyer-details';

type Props = { onSaved: (address: AddressView) => void; onClose: () => void };

/**
 * The address book's own form in a dialog over the order form, for a ship-to address not in the book yet. It is drawn
 * outside the order's form element (a form may not hold another) and its submit stops there.
 */
export function AddressDialog({ onSaved, onClose }: Props) {
  const { t } = useTranslation('order');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      className="confirm-dialog order-address-dialog"
      aria-label={t('shipTo.add')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // React passes a portal's events up its own tree: the order form must not take this submit for its own.
      onSubmit={(event: FormEvent) => event.stopPropagation()}
    >
      <NewAddressForm onSaved={onSaved} onCancel={onClose} />
    </dialog>,
    document.body,
  );
}
