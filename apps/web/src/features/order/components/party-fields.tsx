import type { OrderParty } from '@hive/domain';
import type { ReactNode } from 'react';
import { Field } from '../../../components/form/field';
import type { FieldErrors } from '../../../components/form/form-errors';
import { useTranslation } from '../../../i18n/react';

type Key = keyof OrderParty;
type Props<P extends Partial<OrderParty>> = {
  legend: string;
  /** Said under the legend: where the values came from. */
  hint?: string;
  /** The party's name in the request (`consignee`): its fields' messages are `consignee.name`… */
  name: string;
  value: P;
  fields: readonly (Key & keyof P)[];
  errors: FieldErrors;
  onChange: (next: P) => void;
  /** The browser's autofill section, so that two parties fill from different details. */
  section: string;
  /** Before the fields (the notify party's "same as the consignee" box). */
  children?: ReactNode;
  /** The fields are shown (not when the notify party is the consignee). */
  open?: boolean;
};

const INPUTS: Record<Key, { type: string; autoComplete: string; maxLength: number }> = {
  name: { type: 'text', autoComplete: 'name', maxLength: 200 },
  address: { type: 'text', autoComplete: 'street-address', maxLength: 500 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
};

/** A party of the order (the consignee, the notify party, the contact person), each field checked as the contract does. */
export function PartyFields<P extends Partial<OrderParty>>(props: Props<P>) {
  const { name, value, errors, onChange, section, open = true } = props;
  const { t } = useTranslation('order');
  return (
    <fieldset className="form-section">
      <legend>{props.legend}</legend>
      {props.hint && <p className="order-hint">{props.hint}</p>}
      {props.children}
      {open && (
        <div className="form-grid">
          {props.fields.map((field) => (
            <Field
              key={field}
              label={t(`party.${field as Key}`)}
              error={errors[`${name}.${field}`]}
              className={field === 'address' ? 'form-grid__wide' : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type={INPUTS[field].type}
                  autoComplete={`section-${section} ${INPUTS[field].autoComplete}`}
                  maxLength={INPUTS[field].maxLength}
                  value={value[field] ?? ''}
                  onChange={(event) => onChange({ ...value, [field]: event.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
      )}
    </fieldset>
  );
}
