import { object, size, string, type StructError, type Infer } from 'superstruct';
import { MAX_PRODUCT_ID_LENGTH } from '@schaufenster/shared/api';

/** Longest search text the API accepts. */
export const MAX_QUERY_LENGTH = 200;

/** Body of POST /api/search/: the text as typed, at most 200 characters. */
export const SearchRequest = object({ query: size(string(), 0, MAX_QUERY_LENGTH) });

/** A validated search request. */
export type SearchRequest = Infer<typeof SearchRequest>;

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
