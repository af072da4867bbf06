import { nonempty, string } from 'superstruct';

/** givenName / familyName of the auth forms: required, non-empty after trimming. */
export const PersonName = nonempty(string());
