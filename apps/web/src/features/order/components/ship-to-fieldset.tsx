import type { AddressView } from '@hive/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { addressText, phoneText } from '../order-rules';
import { AddressDialog } from './address-dialog';

type Props = {
  addresses: readonly AddressView[] | undefined;
  chosen: number | undefined;
  error: string | undefined;
  onChoose: (address: AddressView) => void;
};

/** The ship-to address, one of the address book's, or a new one added to the book on the spot. */
export function ShipToFieldset({ addresses, chosen, error, onChoose }: Props) {
  const { t } = useTranslation('order');
  const [adding, setAdding] = useState(false);
  const errorId = 'ship-to-error';
  return (
    <fieldset className="form-section ship-to" aria-describedby={error ? errorId : undefined}>
      <legend>{t('fields.shipTo')}</legend>
      {addresses === undefined ? (
        <p className="rec-muted">{t('shipTo.loading')}</p>
      ) : addresses.length === 0 ? (
        <p className="order-hint">{t('shipTo.none')}</p>
      ) : (
        <ul className="ship-to__list">
          {addresses.map((address) => (
            <li key={address.id}>
              <label className={`ship-to__option${chosen === address.id ? ' ship-to__option--chosen' : ''}`}>
                <input
                  type="radio"
                  name="shipToAddressId"
                  checked={chosen === address.id}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChoose(address)}
                />
                <span>
                  <strong>{address.consignee}</strong>
                  {address.isDefault && <span className="badge">{t('shipTo.default')}</span>}
                  <span className="rec-sub">{addressText(address)}</span>
                  <span className="rec-sub">{phoneText(address.phone)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <div>
        <button type="button" className="button button--secondary button--small" onClick={() => setAdding(true)}>
          {t('shipTo.add')}
        </button>
      </div>
      {adding && (
        <AddressDialog
          onClose={() => setAdding(false)}
          onSaved={(address) => {
            setAdding(false);
            onChoose(address);
          }}
        />
      )}
    </fieldset>
  );
}
