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

/** German messages for the parameters of a rejected feed query. */
const FEED_MESSAGES: Readonly<Record<string, string>> = {
  after: `after ist die ID des letzten Artikels der vorigen Seite (1 bis ${MAX_PRODUCT_ID_LENGTH} Buchstaben, Ziffern, - und _).`,
  limit: 'limit ist eine Zahl von 1 bis 500.',
  updatedSince: 'updatedSince ist ein Zeitpunkt nach ISO 8601 mit Zeitzone, z. B. 2026-11-28T09:00:00Z.',
};

/** The 422 answer for a feed query that failed validation. */
export function feedValidationAnswer(error: StructError): ReturnType<typeof validationAnswer> {
  const fieldErrors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = String(failure.path[0] ?? 'query');
    fieldErrors[field] ??= FEED_MESSAGES[field] ?? 'Dieser Wert ist ungültig.';
  }
  return { message: 'Die Anfrage an den Artikel-Feed ist ungültig.', error: { code: 'validation' }, fieldErrors };
}
