import { bus } from '@schaufenster/shared/bus';
import { isAbortError, isHttpError } from '@schaufenster/shared/http';

/** Errors of a form by field name, as final-form takes them from `validate` and from a submit. */
export type FormErrors = Record<string, string>;

/**
 * Raises the generic error modal for a failure no form handles (SPEC section 8); a cancelled
 * call (superseded, or its widget gone) is dropped silently.
 */
export function showGenericError(error: unknown): void {
  if (isAbortError(error)) return;
  const reason = isHttpError(error) ? error.describe() : error instanceof Error ? error.message : String(error);
  bus.emit('error:show', { reason });
}

/** The server's 422 field errors of the given fields, or undefined when the answer is not such an error. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FormErrors | undefined {
  if (!isHttpError(error) || error.status !== 422) return undefined;
  const known = Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field));
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}

/** 422 field errors if the answer has some for these fields; otherwise the generic error modal and no field errors. */
export function fieldErrorsOrGeneric(error: unknown, fields: readonly string[]): FormErrors | undefined {
  const fieldErrors = serverFieldErrors(error, fields);
  if (!fieldErrors) showGenericError(error);
  return fieldErrors;
}
