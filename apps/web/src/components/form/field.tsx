import { type ReactNode, useId } from 'react';
import './field.css';

/** What a field's control needs to be named, described and marked invalid. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type Props = {
  label: ReactNode;
  error?: string | undefined;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form control with its hint and its error underneath. The error is tied to the control with
 * aria-describedby and aria-invalid, so a screen reader says what is wrong when the field gets focus.
 */
export function Field({ label, error, hint, className, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
