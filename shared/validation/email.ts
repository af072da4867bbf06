import { string } from 'superstruct';
import { AUTH_MESSAGES } from './messages';
import { refineForShopper } from './shopper-refinement';

// Local part, @, then a bracketed IPv4 address or a dotted domain whose top-level part has 2+ letters.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/;

/** Tells whether a text is an email address; the pattern is applied to the lower-cased text. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim().toLowerCase());
}

/** An email address; fails with the spec's message. */
export const Email = refineForShopper(string(), 'Email', (value) => isEmail(value) || AUTH_MESSAGES.email);
