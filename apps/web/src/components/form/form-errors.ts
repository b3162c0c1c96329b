import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hive/domain/rules';
import type { z } from 'zod';
import type { TFunction } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/query-client';
import { loadSchemas, type Schemas } from '../../lib/schemas';

/** One message per field, keyed by the field's name in the request body. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A zod issue in the reader's language. The contract's schemas carry English messages for the API's own callers;
 * the form says the same thing from the issue's code and limits instead. A field may have its own wording for a
 * format (`validation.format.<field>`), such as the login id's allowed characters.
 */
export function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  const field = String(issue.path[0] ?? '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int') return t('validation.choose');
      if (issue.origin === 'array') return t('validation.chooseAtLeast', { count: Number(issue.minimum) });
      if (Number(issue.minimum) <= 1 || issue.input === '') return t('validation.required');
      return t('validation.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'array') return t('validation.chooseAtMost', { count: Number(issue.maximum) });
      return t('validation.tooLong', { count: Number(issue.maximum) });
    case 'invalid_format':
      // An empty box is missing, not malformed (the schemas trim before they match a pattern).
      if (issue.input === '') return t('validation.required');
      return t([`validation.format.${field}`, `validation.format.${issue.format}`, 'validation.format.default']);
    case 'invalid_type':
      // Ids (a country, a brand) come from lists: nothing chosen yet.
      return issue.expected === 'number' ? t('validation.choose') : t('validation.required');
    case 'invalid_value':
      return t('validation.mustAgree');
    case 'custom': {
      const problem = issue.params?.problem;
      if (typeof problem !== 'string') return t('validation.format.default');
      return t(`validation.password.${problem}`, {
        count: problem === 'tooLong' ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH,
      });
    }
    default:
      return t('validation.format.default');
  }
}

/**
 * The first issue of each field, translated: a field shows one thing to fix at a time. A field inside an object (the
 * order's consignee name) is also named by its whole path, `consignee.name`, for the control that edits it.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const message = issueMessage(issue, t);
    errors[String(issue.path[0] ?? 'form')] ??= message;
    if (issue.path.length > 1) errors[issue.path.join('.')] ??= message;
  }
  return errors;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form's values with the very schema the API checks the request with. The schemas (and zod) load with the
 * first check, not with the page.
 */
export async function validate<T extends z.ZodType>(
  pick: (schemas: Schemas) => T,
  values: unknown,
  t: TFunction,
): Promise<Validated<z.output<T>>> {
  // The input goes into the issues so that an empty box can be told from a malformed one.
  const result = pick(await loadSchemas()).safeParse(values, { reportInput: true });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error.issues, t) };
}

/**
 * A failed request in the reader's language: the form's own wording for the code (`<form>.errors.<CODE>`), else the
 * shared one (`errors.<CODE>`), else the server's text or the spec's fallbacks.
 */
export function serverErrorText(error: unknown, t: TFunction, form?: string): string {
  if (error instanceof ApiError) {
    const keys = [`errors.${error.code}`];
    if (form) keys.unshift(`${form}.errors.${error.code}`);
    const text = t(keys, { defaultValue: '' });
    if (text) return text;
  }
  return errorMessage(error);
}

/** The error code of a failed request, when it came from the server. */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** Moves focus to the first field marked invalid once React has drawn the messages, so the reader lands on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
