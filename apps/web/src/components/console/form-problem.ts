import type { FieldErrors } from '../form/form-errors';

/**
 * What a console form's one alert says: the first field the contract (or the form's own rule) finds wrong, else the
 * server's refusal. The console's forms are small and dense, so their problems are said in one place rather than
 * under each field.
 */
export function formProblem(form: { errors: FieldErrors; failure: string | undefined }): string | undefined {
  return Object.values(form.errors).find(Boolean) ?? form.failure;
}
