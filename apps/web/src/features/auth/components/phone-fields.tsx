import type { Country } from '@hive/domain';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select';
import { Field } from './field';

type Props = {
  countries: readonly Country[];
  countryId: number | undefined;
  number: string;
  errors: { countryId?: string; number?: string };
  onCountryChange: (countryId: number) => void;
  onNumberChange: (number: string) => void;
  /** A shipping address's phone fills from the browser's shipping details, the company's from its own. */
  autoComplete?: 'tel-national' | 'shipping tel-national';
};

/** A phone number as the sign-up, the settings and the address book ask for it: its calling code, then the number. */
export function PhoneFields({
  countries,
  countryId,
  number,
  errors,
  onCountryChange,
  onNumberChange,
  autoComplete = 'tel-national',
}: Props) {
  const { t } = useTranslation('account');
  return (
    <div className="form-row form-row--phone">
      <Field label={t('fields.phoneCountry')} error={errors.countryId}>
        {(control) => (
          <CountrySelect
            control={control}
            countries={countries}
            value={countryId}
            onChange={onCountryChange}
            callingCode
          />
        )}
      </Field>
      <Field label={t('fields.phoneNumber')} error={errors.number}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete={autoComplete}
            inputMode="tel"
            maxLength={20}
            value={number}
            onChange={(event) => onNumberChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
