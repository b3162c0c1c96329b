import { INCOTERMS, SHIPPING_METHODS } from '@hive/domain/rules';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/react';
import { tomorrow } from '../order-rules';
import type { OrderFormState } from './form-state';

/**
 * How the goods travel: the incoterm (Incoterms 2020, explained under the choice) with its named place, the shipping
 * method, and the delivery date the buyer asks for.
 */
export function ShippingFieldset({ values, errors, update }: OrderFormState) {
  const { t } = useTranslation('order');
  return (
    <fieldset className="form-section">
      <legend>{t('form.shipping')}</legend>
      <div className="form-grid">
        <Field label={t('fields.incoterm')} error={errors.incoterm}>
          {(control) => (
            <select
              {...control}
              value={values.incoterm}
              onChange={(event) => update('incoterm', event.target.value as typeof values.incoterm)}
            >
              {INCOTERMS.map((incoterm) => (
                <option key={incoterm} value={incoterm}>
                  {incoterm} — {t(`incoterms.${incoterm}.name`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('fields.namedPlace')}
          error={errors.namedPlace}
          hint={t(`incoterms.${values.incoterm}.place`)}
          maxLength={100}
          value={values.namedPlace}
          onChange={(value) => update('namedPlace', value)}
        />
        <p className="form-grid__wide incoterm-note">{t(`incoterms.${values.incoterm}.text`)}</p>
        <Field label={t('fields.shippingMethod')} error={errors.shippingMethod}>
          {(control) => (
            <select
              {...control}
              value={values.shippingMethod}
              onChange={(event) => update('shippingMethod', event.target.value as typeof values.shippingMethod)}
            >
              {SHIPPING_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`shipping.${method}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('fields.requestedDate')}
          error={errors.requestedDate}
          hint={t('form.requestedDateHint')}
          type="date"
          min={tomorrow()}
          value={values.requestedDate}
          onChange={(value) => update('requestedDate', value)}
        />
      </div>
    </fieldset>
  );
}
