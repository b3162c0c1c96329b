import type { ChangeEvent, ReactNode } from 'react';
import { Field } from '../../../components/form/field';

type Props = {
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
};

/** A labelled text box of a support form, with its hint and its problem. */
export function TextField({
  label,
  error,
  hint,
  value,
  onChange,
  maxLength,
  rows,
  type = 'text',
  autoComplete,
}: Props) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} maxLength={maxLength} value={value} onChange={handleChange} />
        ) : (
          <input
            {...control}
            type={type}
            autoComplete={autoComplete}
            maxLength={maxLength}
            value={value}
            onChange={handleChange}
          />
        )
      }
    </Field>
  );
}
