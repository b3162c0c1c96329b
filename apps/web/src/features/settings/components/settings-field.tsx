import { type InputHTMLAttributes, useId } from 'react';

type Props = {
  label: string;
  hint?: string;
  /** What is wrong with the value, said under it and tied to the box. */
  error?: string;
  /** A unit before the box ($, ₩) or after it (%, days). */
  prefix?: string;
  suffix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'>;

/** A labelled box of the settings form, its hint and its problem read out with it. */
export function SettingsField({ label, hint, error, prefix, suffix, className, ...input }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`console-field settings-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="settings-field__box">
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input id={id} aria-describedby={described} aria-invalid={error ? true : undefined} {...input} />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="console-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="settings-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
