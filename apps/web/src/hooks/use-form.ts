import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { type FieldErrors, focusFirstInvalid, serverErrorText, validate } from '../components/form/form-errors';
import type { TFunction } from '../i18n/i18n';
import type { Schemas } from '../lib/schemas';
import { submissionKey } from '../lib/submission-key';

/** The fields of the values that hold text, which a native control edits. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
/** The fields of the values that hold a yes or no, which a checkbox edits. */
type CheckField<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

type Options<S extends z.ZodType, V extends object> = {
  /** The form's starting values (a function: read once). */
  initial: V | (() => V);
  /** The request's schema from the shared contract: the form checks exactly what the API will. */
  schema: (schemas: Schemas) => S;
  /** The request body the values make, when it is not the values themselves. */
  body?: (values: V) => unknown;
  /** Rules beyond the contract (a password typed twice alike): the fields they find wrong. */
  refine?: (values: V, errors: FieldErrors) => FieldErrors;
  /** Why the form cannot be sent at all (nothing chosen): said in the form's alert, nothing checked. */
  block?: (values: V) => string | undefined;
  /** The form's own texts for a refusal's code (`<errorTexts>.errors.<CODE>`), before the shared `errors.<CODE>`. */
  errorTexts?: string;
  /**
   * A refusal said in the form's own words with what only the page knows (the products an order lacks stock for), or
   * undefined for the usual wording.
   */
  failureText?: (error: unknown) => string | undefined;
  /** A refusal that belongs to a field (a wrong current password): its message under that field. */
  fieldError?: (error: unknown) => FieldErrors | undefined;
  /** Whether a text field's message goes as soon as the person edits it (`text`); it stays until the next check else. */
  clearOnEdit?: boolean;
  /**
   * Sends the checked request; a thrown error is shown and the form stays as it was. A submission that creates
   * something sends `key` as its `Idempotency-Key`: the same for a double click or a retry of a lost answer.
   */
  submit: (data: z.output<S>, context: { key: string; values: V }) => Promise<unknown>;
  t: TFunction;
};

/**
 * Every form's state and submission: values, the first problem of each field in the reader's language, the server's
 * refusal, busy while sending. The values are checked with the contract's zod schema (loaded with the first check),
 * the focus moves to the first field to fix, and a submission that creates something is safe to retry and to
 * double-click. Chosen over react-hook-form: our controls are controlled components already, the schemas load lazily
 * (a resolver would pull zod into the first load), and the messages come from the issue codes in five languages.
 */
export function useForm<S extends z.ZodType, V extends object>(options: Options<S, V>) {
  const { t } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A second click can come before React has drawn the button disabled (the check is asynchronous): it is dropped.
  const sending = useRef(false);
  const [key] = useState(submissionKey);

  const showErrors = (found: FieldErrors) => {
    // Drawn now, so that the first invalid field is there to take the focus.
    flushSync(() => setErrors(found));
    focusFirstInvalid(formRef.current);
  };

  /** A field's setter: `set('email')(value)`. The field's message stays until the next check. */
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  /**
   * A native control (input, textarea, select) bound to a text field: its value, its setter and whether it is marked
   * invalid — `<input {...bind('email')} />`. Controls of their own (a password field, a country box) use `set`.
   */
  const bind = <K extends TextField<V>>(field: K) => ({
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field)(event.target.value as V[K]),
    'aria-invalid': errors[field as string] ? (true as const) : undefined,
  });

  /** A field's new value with its message cleared, for forms that drop a message once the person edits the field. */
  const update = <K extends keyof V>(field: K, value: V[K]) => {
    set(field)(value);
    setErrors(({ [field as string]: _fixed, ...rest }) => rest);
  };

  /** A checkbox bound to a yes-or-no field, its message cleared on a change: `<CatalogCheck {...checkbox('hidden')} />`. */
  const checkbox = <K extends CheckField<V>>(field: K) => ({
    checked: values[field] as boolean,
    onChange: (checked: boolean) => update(field, checked as V[K]),
  });

  /**
   * A text field's label, message, value and setter, for `components/form/text-field.tsx`:
   * `<TextField {...form.text('email', t('fields.email'))} kind="email" />`.
   */
  const text = <K extends TextField<V>>(field: K, label: string) => ({
    label,
    error: errors[field as string],
    value: values[field] as string,
    onChange: (value: string) => (options.clearOnEdit ? update(field, value as V[K]) : set(field)(value as V[K])),
  });

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await check();
    } finally {
      sending.current = false;
    }
  };

  const check = async () => {
    setFailure(undefined);
    const blocked = options.block?.(values);
    if (blocked) return setFailure(blocked);
    // The contract's schemas load with the first check: without a connection, the form says so.
    const checked = await validate(options.schema, options.body ? options.body(values) : values, t).catch(
      (error: unknown) => {
        setFailure(serverErrorText(error, t, options.errorTexts));
        return undefined;
      },
    );
    if (!checked) return;
    const base: FieldErrors = checked.ok ? {} : { ...checked.errors };
    const found = options.refine ? options.refine(values, base) : base;
    if (!checked.ok || Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setBusy(true);
    try {
      await options.submit(checked.data, { key: key.for(checked.data), values });
      key.settled();
    } catch (error) {
      key.settled(error);
      const onField = options.fieldError?.(error);
      if (onField) showErrors(onField);
      else setFailure(options.failureText?.(error) ?? serverErrorText(error, t, options.errorTexts));
    } finally {
      setBusy(false);
    }
  };

  return {
    formRef,
    values,
    setValues,
    set,
    update,
    bind,
    text,
    checkbox,
    errors,
    setErrors,
    failure,
    setFailure,
    busy,
    handleSubmit,
  };
}
