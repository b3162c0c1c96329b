import type { Country } from '@hive/domain';
import type { ReactNode } from 'react';
import { CountrySelect } from './country-select';
import { Field } from './field';

type Props = {
  label: ReactNode;
  error: string | undefined;
  countries: readonly Country[];
  value: number | undefined;
  onChange: (countryId: number) => void;
};

/** A labelled country select with its problem: the country of a company, an address or a destination. */
export function CountryField({ label, error, countries, value, onChange }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => <CountrySelect control={control} countries={countries} value={value} onChange={onChange} />}
    </Field>
  );
}
