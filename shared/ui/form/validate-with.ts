import { validate, type Struct } from 'superstruct';
import type { FormErrors } from './generic-error';

/**
 * A final-form `validate` function from a superstruct schema: empty fields count as empty text, and
 * each field gets the message of its first failure (the spec's messages come from the schemas).
 */
export function validateWith<T>(schema: Struct<T, unknown>, emptyValues: Record<string, unknown>): (values: object) => FormErrors {
  return (values: object): FormErrors => {
    const [error] = validate({ ...emptyValues, ...stripUndefined(values) }, schema, { coerce: true });
    const errors: FormErrors = {};
    for (const failure of error?.failures() ?? []) {
      const field = String(failure.path[0] ?? '');
      if (field) errors[field] ??= failure.message;
    }
    return errors;
  };
}

function stripUndefined(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
