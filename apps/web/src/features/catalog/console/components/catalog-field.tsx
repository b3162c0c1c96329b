import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from '../../../../i18n/react';

/**
 * A labelled control of a catalogue form, with its problem said beneath it: these forms are long, so each field says
 * its own (the form's alert says the first too). `children` gets the control's id and its error's id.
 */
export function CatalogField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`console-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id, described)}
      {hint && (
        <p id={`${id}-hint`} className="console-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cc-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A yes/no of a catalogue form (hidden, top brand…), with what it means beside it. */
export function CatalogCheck({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="cc-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}
        {hint && (
          <span id={`${id}-hint`} className="console-field__hint">
            {hint}
          </span>
        )}
      </label>
    </div>
  );
}

/** Where a category or a pick stands among the others (a whole number): `{...form.bind('position')}` beside its error. */
export function PositionField({ error, ...input }: { error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('console-catalog');
  return (
    <CatalogField label={t('categories.position')} hint={t('categories.positionHint')} error={error}>
      {(id, describedBy) => (
        <input id={id} inputMode="numeric" maxLength={5} aria-describedby={describedBy} {...input} />
      )}
    </CatalogField>
  );
}
