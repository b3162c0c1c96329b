import type { Country } from '@hive/domain';
import { useTranslation } from '../../i18n/react';
import { CountrySelect } from './country-select';
import { Field } from './field';

/** The two fields as every form that has a phone names them. */
type Phone = { phoneCountryId?: number; phoneNumber: string };

type Props = {
  countries: readonly Country[];
  values: Phone;
  errors: Partial<Record<keyof Phone, string>>;
  update(field: 'phoneCountryId', value: number): void;
  update(field: 'phoneNumber', value: string): void;
  /** A shipping address's phone fills from the browser's shipping details, the company's from its own. */
  autoComplete?: 'tel-national' | 'shipping tel-national';
};

/** A phone number as the sign-up, the settings and the address book ask for it: its calling code, then the number. */
export function PhoneFields({ countries, values, errors, update, autoComplete = 'tel-national' }: Props) {
  const { t } = useTranslation('account');
  return (
    <div className="form-row form-row--phone">
      <Field label={t('fields.phoneCountry')} error={errors.phoneCountryId}>
        {(control) => (
          <CountrySelect
            control={control}
            countries={countries}
            value={values.phoneCountryId}
            onChange={(id) => update('phoneCountryId', id)}
            callingCode
          />
        )}
      </Field>
      <Field label={t('fields.phoneNumber')} error={errors.phoneNumber}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete={autoComplete}
            inputMode="tel"
            maxLength={20}
            value={values.phoneNumber}
            onChange={(event) => update('phoneNumber', event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
