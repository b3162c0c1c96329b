import { DATA_LANGUAGES, type DataLanguage } from '@hive/domain';
import type { FieldErrors } from '../../../../components/form/form-errors';
import { useTranslation } from '../../../../i18n/react';
import { CatalogField } from './catalog-field';

export type Localized = Record<DataLanguage, string>;
export const emptyLocalized = (): Localized =>
  Object.fromEntries(DATA_LANGUAGES.map((language) => [language, ''])) as Localized;

/**
 * A name or a description in the six data languages, English first and required; the others may stay empty (the
 * storefront then shows the English one).
 */
export function LocalizedFields({
  legend,
  field,
  values,
  errors,
  onChange,
  multiline = false,
  maxLength,
}: {
  legend: string;
  /** The body's field, for its errors (`names.en`). */
  field: string;
  values: Localized;
  errors: FieldErrors;
  onChange: (values: Localized) => void;
  multiline?: boolean;
  maxLength: number;
}) {
  const { t } = useTranslation('console-catalog');
  return (
    <fieldset className="cc-languages">
      <legend>{legend}</legend>
      {DATA_LANGUAGES.map((language) => {
        const error = errors[`${field}.${language}`];
        const label = `${t(`languages.${language}`)}${language === 'en' ? ` (${t('form.required')})` : ''}`;
        const props = {
          value: values[language],
          maxLength,
          lang: language,
          'aria-invalid': error ? (true as const) : undefined,
          onChange: (event: { target: { value: string } }) => onChange({ ...values, [language]: event.target.value }),
        };
        return (
          <CatalogField key={language} label={label} error={error}>
            {(id, describedBy) =>
              multiline ? (
                <textarea id={id} rows={2} aria-describedby={describedBy} {...props} />
              ) : (
                <input id={id} aria-describedby={describedBy} {...props} />
              )
            }
          </CatalogField>
        );
      })}
    </fieldset>
  );
}

/** A catalogue form's names (one line, 200 characters at most) or descriptions (several lines, 4,000), from its form. */
export function LocalizedFormFields<F extends 'names' | 'descriptions'>({
  form,
  field,
}: {
  form: { values: Record<F, Localized>; errors: FieldErrors; update: (field: F, values: Localized) => void };
  field: F;
}) {
  const { t } = useTranslation('console-catalog');
  const descriptions = field === 'descriptions';
  return (
    <LocalizedFields
      legend={t(`form.${field}`)}
      field={field}
      values={form.values[field]}
      errors={form.errors}
      multiline={descriptions}
      maxLength={descriptions ? 4000 : 200}
      onChange={(values) => form.update(field, values)}
    />
  );
}
