import type { AddressBody, AddressView, Country } from '@hive/domain';
import { useId } from 'react';
import { CountryField } from '../../../components/form/country-field';
import { FormAlert } from '../../../components/form/form-alert';
import { PhoneFields } from '../../../components/form/phone-fields';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';

type Form = Omit<AddressBody, 'countryId' | 'phoneCountryId'> & {
  countryId: number | undefined;
  phoneCountryId: number | undefined;
};

const formOf = (address: AddressView | undefined, isDefault: boolean): Form => ({
  consignee: address?.consignee ?? '',
  phoneCountryId: address?.phone.countryId,
  phoneNumber: address?.phone.number ?? '',
  countryId: address?.country.id,
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postalCode: address?.postalCode ?? '',
  isDefault: address?.isDefault ?? isDefault,
});

type Props = {
  /** The address being changed; none for a new one. */
  address?: AddressView | undefined;
  countries: readonly Country[];
  /** The first address is the default whatever the box says. */
  firstAddress: boolean;
  onSave: (body: AddressBody) => Promise<void>;
  onCancel: () => void;
};

const TEXT_FIELDS = [
  { name: 'line1', autoComplete: 'address-line1', maxLength: 200 },
  { name: 'line2', autoComplete: 'address-line2', maxLength: 200 },
  { name: 'city', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'region', autoComplete: 'address-level1', maxLength: 100 },
  { name: 'postalCode', autoComplete: 'postal-code', maxLength: 20 },
] as const;

export function AddressForm({ address, countries, firstAddress, onSave, onCancel }: Props) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const defaultId = useId();
  const form = useForm({
    clearOnEdit: true,
    t,
    initial: () => formOf(address, firstAddress),
    schema: (s) => s.addressBody,
    body: (values) => ({ ...values, isDefault: values.isDefault || firstAddress }),
    errorTexts: 'addresses',
    submit: (data) => onSave(data),
  });
  const { values, update, errors, busy } = form;

  const handleCountry = (countryId: number) => {
    update('countryId', countryId);
    if (values.phoneCountryId === undefined) update('phoneCountryId', countryId);
  };

  return (
    <form
      ref={form.formRef}
      className="form account-panel"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{address ? t('addresses.editTitle') : t('addresses.addTitle')}</h2>
      <FormAlert message={form.failure} />
      <TextField {...form.text('consignee', t('fields.consignee'))} autoComplete="shipping name" maxLength={100} />
      <PhoneFields
        countries={countries}
        values={values}
        errors={errors}
        update={update}
        autoComplete="shipping tel-national"
      />
      <CountryField
        label={t('fields.country')}
        error={errors.countryId}
        countries={countries}
        value={values.countryId}
        onChange={handleCountry}
      />
      <div className="form-grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(`fields.${field.name}`)}
            error={errors[field.name]}
            className={field.name === 'line1' || field.name === 'line2' ? 'form-grid__wide' : undefined}
            autoComplete={`shipping ${field.autoComplete}`}
            maxLength={field.maxLength}
            value={values[field.name]}
            onChange={(value) => update(field.name, value)}
          />
        ))}
      </div>
      <div className="checkbox-field">
        <input
          id={defaultId}
          type="checkbox"
          checked={values.isDefault || firstAddress}
          disabled={firstAddress || address?.isDefault}
          onChange={(event) => update('isDefault', event.target.checked)}
        />
        <label htmlFor={defaultId} className="checkbox-field__label">
          {t('addresses.makeDefault')}
        </label>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('common.working') : t('addresses.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
