import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

type Props = {
  label: ReactNode;
  error: string | undefined;
  hint?: ReactNode;
  className?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'min' | 'max'>;

/** A labelled text box (or a textarea, with `rows`), with its hint and its problem: the fields of every form. */
export function TextField({ label, error, hint, className, value, onChange, rows, type = 'text', ...input }: Props) {
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} maxLength={input.maxLength} value={value} onChange={handleChange} />
        ) : (
          <input {...control} type={type} {...input} value={value} onChange={handleChange} />
        )
      }
    </Field>
  );
}
