import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

/** What the browser and the contract know of a common kind of text: its type, its autofill and its longest value. */
const KINDS = {
  company: { autoComplete: 'organization', maxLength: 200 },
  name: { autoComplete: 'name', maxLength: 100 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  tel: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
  loginId: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, maxLength: 64 },
} as const;

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
  /** A common kind of text, whose type, autofill and length it sets (a prop given beside it wins). */
  kind?: keyof typeof KINDS;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'min' | 'max' | 'readOnly'
>;

/** A labelled text box (or a textarea, with `rows`), with its hint and its problem: the fields of every form. */
export function TextField({ label, error, hint, className, value, onChange, rows, kind, ...props }: Props) {
  const { type = 'text', ...input } = { ...(kind && KINDS[kind]), ...props };
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
