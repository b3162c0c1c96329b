import type { AddressBody, AddressView } from '@hive/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countriesQuery } from '../../../lib/reference-queries';
import { accountKeys } from '../api/account-keys';
import { addAddress, addressesQuery } from '../api/account-queries';
import { AddressForm } from './address-form';

type Props = {
  /** The new address, saved and in the address book (which is read again). */
  onSaved: (address: AddressView) => void;
  onCancel: () => void;
};

/** A new address for the address book, where another page needs one (the order form's ship-to). */
export function NewAddressForm({ onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const { data: countries = [] } = useQuery(countriesQuery());
  const { data: addresses = [] } = useQuery(addressesQuery());
  const handleSave = async (body: AddressBody) => {
    const saved = await addAddress(body);
    await queryClient.invalidateQueries({ queryKey: accountKeys.addresses() });
    onSaved(saved);
  };
  return (
    <AddressForm countries={countries} firstAddress={addresses.length === 0} onSave={handleSave} onCancel={onCancel} />
  );
}
