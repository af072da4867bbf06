import type { StructError } from 'superstruct';
import { MAX_PRODUCT_ID_LENGTH, MAX_QUERY_LENGTH } from '@schaufenster/shared/api';

/** German messages for the fields of a rejected search body, listing query or product id. */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  query: `Bitte gib einen Suchbegriff mit höchstens ${MAX_QUERY_LENGTH} Zeichen ein.`,
  id: `Eine Artikel-ID besteht aus 1 bis ${MAX_PRODUCT_ID_LENGTH} Buchstaben, Ziffern, - und _.`,
};

/** The 422 answer for a body that failed validation, with one German message per field. */
export function validationAnswer(error: StructError): { message: string; error: { code: 'validation' }; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? 'body');
    fieldErrors[field] ??= FIELD_MESSAGES[field] ?? 'Dieser Wert ist ungültig.';
  }
  return { message: 'Deine Eingabe ist ungültig.', error: { code: 'validation' }, fieldErrors };
}
