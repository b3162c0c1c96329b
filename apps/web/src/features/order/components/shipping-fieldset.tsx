import { INCOTERM_RULES, INCOTERMS, SHIPPING_METHODS } from '@hive/domain/rules';
import { Field } from '../../../components/form/field';
import { TextField } from '../../../components/form/text-field';
import { useTranslation } from '../../../i18n/react';
import { methodsFor, methodUnder } from '../deal-amounts';
import { tomorrow } from '../order-rules';
import type { OrderFormState } from './form-state';

type Props = OrderFormState & {
  /** What an accepted offer fixed: its incoterm always, its named place when it names one. */
  fixed?: { incoterm: boolean; namedPlace: boolean } | undefined;
};

/**
 * How the goods travel: the incoterm (Incoterms 2020, explained under the choice) with its named place — an origin in
 * Korea for E and F rules, the destination for C and D — the shipping method (FAS, FOB, CFR and CIF by sea alone), and
 * the delivery date the buyer asks for. What an accepted offer fixed is shown, not edited.
 */
export function ShippingFieldset({ values, errors, update, fixed }: Props) {
  const { t } = useTranslation('order');
  const rule = INCOTERM_RULES[values.incoterm];
  const allowed = methodsFor(values.incoterm);
  return (
    <fieldset className="form-section">
      <legend>{t('form.shipping')}</legend>
      <div className="form-grid">
        <Field
          label={t('fields.incoterm')}
          error={errors.incoterm}
          hint={fixed?.incoterm ? t('terms.fixedByOffer') : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={values.incoterm}
              disabled={fixed?.incoterm}
              onChange={(event) => {
                const incoterm = event.target.value as typeof values.incoterm;
                update('incoterm', incoterm);
                // A sea-only rule takes the goods by sea: another method chosen before gives way.
                update('shippingMethod', methodUnder(incoterm, values.shippingMethod));
              }}
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
          hint={
            <>
              {t(`incoterms.${values.incoterm}.place`)}
              {fixed?.namedPlace && <> {t('terms.fixedByOffer')}</>}
            </>
          }
          maxLength={100}
          readOnly={fixed?.namedPlace}
          value={values.namedPlace}
          onChange={(value) => update('namedPlace', value)}
        />
        <p className="form-grid__wide incoterm-note">{t(`incoterms.${values.incoterm}.text`)}</p>
        <Field
          label={t('fields.shippingMethod')}
          error={errors.shippingMethod}
          hint={rule.seaOnly ? t('terms.seaOnly', { incoterm: values.incoterm }) : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={values.shippingMethod}
              onChange={(event) => update('shippingMethod', event.target.value as typeof values.shippingMethod)}
            >
              {SHIPPING_METHODS.map((method) => (
                <option key={method} value={method} disabled={!allowed.includes(method)}>
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
