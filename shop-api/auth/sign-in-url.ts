import { UNSAFE_URL_CHARACTERS } from '../../server-kit/http/unsafe-url-characters';

/** The demo's sign-in page, where SIGN_IN_URL points on PUBLIC_ORIGIN unless set. */
export const DEMO_SIGN_IN_PATH = '/authenticate/';

/** The query parameters a reset link adds to the sign-in page (SPEC section 2: `p=reset-password`, `cid`, `hash`). */
const RESET_PARAMETERS = ['p', 'cid', 'hash'] as const;

/** The sign-in page links in mails open when SIGN_IN_URL is unset: the demo's, on PUBLIC_ORIGIN. */
export function defaultSignInUrl(publicOrigin: string): string {
  return new URL(DEMO_SIGN_IN_PATH, publicOrigin).href;
}

/**
 * Why a sign-in page URL cannot be used in mails, or undefined when it can: it must be an absolute http(s) URL
 * (a mail has no page to resolve a path against), without credentials, and without the reset link's own parameters.
 */
export function signInUrlProblem(value: string): string | undefined {
  if (UNSAFE_URL_CHARACTERS.test(value)) return 'it must not contain spaces, control characters or backslashes';
  if (!/^https?:\/\//i.test(value)) return 'it must be an absolute http(s) URL';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a valid URL';
  }
  if (url.username !== '' || url.password !== '') return 'it must not carry credentials';
  const taken = RESET_PARAMETERS.filter((name) => url.searchParams.has(name));
  if (taken.length > 0) return `its query must leave ${taken.join(', ')} to the reset link (SPEC section 2: p, cid, hash)`;
  return undefined;
}

/**
 * The link of a password-reset mail: the sign-in page with `p=reset-password`, `cid` and `hash` after whatever
 * query it already has (`?lang=de` stays, untouched), before its fragment.
 */
export function resetLink(signInUrl: string, cid: string, hash: string): string {
  const url = new URL(signInUrl);
  const reset = `p=reset-password&cid=${encodeURIComponent(cid)}&hash=${encodeURIComponent(hash)}`;
  url.search = url.search.length > 1 ? `${url.search.slice(1)}&${reset}` : reset;
  return url.href;
}
