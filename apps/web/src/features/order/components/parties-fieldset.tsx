import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFormState } from './form-state';
import { PartyFields } from './party-fields';

const PARTY = ['name', 'address', 'phone', 'email'] as const;

/** The consignee (filled from the ship-to address), the notify party unless it is the consignee, the contact person. */
export function PartiesFieldset({ values, errors, update }: OrderFormState) {
  const { t } = useTranslation('order');
  const sameId = useId();
  return (
    <>
      <fieldset className="form-section">
        <legend>{t('fields.consignee')}</legend>
        <p className="order-hint">{t('form.consigneeHint')}</p>
        <PartyFields
          name="consignee"
          section="consignee"
          value={values.consignee}
          fields={PARTY}
          errors={errors}
          onChange={(next) => update('consignee', next)}
        />
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('fields.notifyParty')}</legend>
        <div className="checkbox-field">
          <input
            id={sameId}
            type="checkbox"
            checked={values.notifySame}
            onChange={(event) => update('notifySame', event.target.checked)}
          />
          <label htmlFor={sameId} className="checkbox-field__label">
            {t('form.notifySame')}
          </label>
        </div>
        {!values.notifySame && (
          <PartyFields
            name="notifyParty"
            section="notify"
            value={values.notifyParty}
            fields={PARTY}
            errors={errors}
            onChange={(next) => update('notifyParty', next)}
          />
        )}
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('fields.contact')}</legend>
        <p className="order-hint">{t('form.contactHint')}</p>
        <PartyFields
          name="contact"
          section="contact"
          value={values.contact}
          fields={['name', 'email', 'phone'] as const}
          errors={errors}
          onChange={(next) => update('contact', next)}
        />
      </fieldset>
    </>
  );
}
