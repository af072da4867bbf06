import { UNSAFE_URL_CHARACTERS } from '../../server-kit/http/unsafe-url-characters';

/** Where GET /logout/ lands without a home it may use: the server's own home page, as before `home` existed. */
export const LOGOUT_FALLBACK = '/';

/** Longer than any home page's address; more is not worth parsing. */
const MAX_HOME_LENGTH = 2048;

/**
 * Where GET /logout/ sends the shopper: the page's home the widgets name (`home`, an absolute http(s) URL) when its
 * origin is exactly one of `trustedOrigins` (PUBLIC_ORIGIN and ALLOWED_ORIGINS); anything else lands on `/`, so the
 * logout link can never be made to send a shopper to a page of someone else's choosing (no open redirect).
 * Spellings a browser might read otherwise than the URL parser (backslashes, whitespace, control characters) and
 * URLs with credentials are refused outright rather than normalised.
 */
export function logoutTarget(home: unknown, trustedOrigins: ReadonlySet<string>): string {
  if (typeof home !== 'string' || home.length > MAX_HOME_LENGTH) return LOGOUT_FALLBACK;
  if (UNSAFE_URL_CHARACTERS.test(home) || !/^https?:\/\//i.test(home)) return LOGOUT_FALLBACK;
  let url: URL;
  try {
    url = new URL(home);
  } catch {
    return LOGOUT_FALLBACK;
  }
  if (url.username !== '' || url.password !== '') return LOGOUT_FALLBACK;
  // The serialised URL, not the text as sent: it is what the origin was checked on, and it is plain ASCII for the header.
  return trustedOrigins.has(url.origin) ? url.href : LOGOUT_FALLBACK;
}
