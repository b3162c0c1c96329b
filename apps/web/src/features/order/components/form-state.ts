import type { FieldErrors } from '../../../components/form/form-errors';
import type { OrderFormValues } from '../order-form-values';

/** What a section of the order form reads and changes: the values, their messages, a field's setter. */
export type OrderFormState = {
  values: OrderFormValues;
  errors: FieldErrors;
  update: <K extends keyof OrderFormValues>(field: K, value: OrderFormValues[K]) => void;
};
