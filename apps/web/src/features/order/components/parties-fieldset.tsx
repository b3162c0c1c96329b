import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { OrderFormState } from './form-state';
import { PartyFields } from './party-fields';

const PARTY = ['name', 'address', 'phone', 'email'] as const;

/** The consignee (filled from the ship-to address), the notify party unless it is the consignee, the contact person. */
export function PartiesFieldset({ values, errors, update }: OrderFormState) {
  const { t } = useTranslation('order');
  const sameId = useId();
  const common = { errors, fields: PARTY };
  return (
    <>
      <PartyFields
        {...common}
        legend={t('fields.consignee')}
        hint={t('form.consigneeHint')}
        name="consignee"
        section="consignee"
        value={values.consignee}
        onChange={(next) => update('consignee', next)}
      />
      <PartyFields
        {...common}
        legend={t('fields.notifyParty')}
        name="notifyParty"
        section="notify"
        value={values.notifyParty}
        onChange={(next) => update('notifyParty', next)}
        open={!values.notifySame}
      >
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
      </PartyFields>
      <PartyFields
        errors={errors}
        fields={['name', 'email', 'phone'] as const}
        legend={t('fields.contact')}
        hint={t('form.contactHint')}
        name="contact"
        section="contact"
        value={values.contact}
        onChange={(next) => update('contact', next)}
      />
    </>
  );
}
