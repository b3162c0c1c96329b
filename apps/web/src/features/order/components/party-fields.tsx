import type { OrderParty } from '@hive/domain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field';
import type { FieldErrors } from '../../../components/form/form-errors';

type Key = keyof OrderParty;
type Props<P extends Partial<OrderParty>> = {
  /** The party's name in the request (`consignee`): its fields' messages are `consignee.name`… */
  name: string;
  value: P;
  fields: readonly (Key & keyof P)[];
  errors: FieldErrors;
  onChange: (next: P) => void;
  /** The browser's autofill section, so a shipping and a billing party fill from different details. */
  section: string;
};

const INPUTS: Record<Key, { type: string; autoComplete: string; maxLength: number }> = {
  name: { type: 'text', autoComplete: 'name', maxLength: 200 },
  address: { type: 'text', autoComplete: 'street-address', maxLength: 500 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
};

/** A party's fields (the consignee, the notify party, the contact person), each checked as the contract checks it. */
export function PartyFields<P extends Partial<OrderParty>>({
  name,
  value,
  fields,
  errors,
  onChange,
  section,
}: Props<P>) {
  const { t } = useTranslation('order');
  return (
    <div className="form-grid">
      {fields.map((field) => (
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
  );
}
