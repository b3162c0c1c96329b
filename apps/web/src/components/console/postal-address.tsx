import type { AddressView } from '@hive/domain';
import { CountryCode } from '../country-code';

/** An address as a label prints it: the street, the city line, the country; and the phone beneath. */
export function PostalAddress({ address }: { address: Omit<AddressView, 'id' | 'isDefault'> }) {
  return (
    <>
      <address>
        {address.line1}
        {address.line2 && <>, {address.line2}</>}
        <br />
        {[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}
        <br />
        <CountryCode code={address.country.code} />
        {address.country.name}
      </address>
      <span className="console-sub">
        {address.phone.countryCallingCode} {address.phone.number}
      </span>
    </>
  );
}
