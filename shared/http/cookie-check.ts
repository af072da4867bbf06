import { API_PREFIX } from '@schaufenster/shared/api/api-path';
import { NEW_SESSION_HEADER } from './constants';
import { resolveUrl } from './resolve-url';

/** Whether the page was told already: one console error per page is enough to point at the cause. */
let reported = false;
/** Calls this page has sent, and how many of them had been sent when the first answer said it started a session. */
let callsSent = 0;
let sentBeforeFirstSession: number | undefined;

/**
 * Says once, in the console, that the session cookie does not come back from the API, and why that usually
 * is: page and API on different sites (`127.0.0.1` and `localhost` count as two), where a `SameSite=Lax`
 * cookie never goes along. The shopper sees the symptoms (sign-in refused, an empty cart on the next page);
 * the CMS engineer needs the cause.
 */
export function reportCookieNotReturned(symptom: string): void {
  if (reported) return;
  reported = true;
  const api = new URL(resolveUrl(API_PREFIX)).origin;
  console.error(
    `[schaufenster] the session cookie does not come back from the API (${api}) to this page (${window.location.origin}): ${symptom}. ` +
      'Browsers send a SameSite=Lax cookie only to the same site (scheme and registrable domain; 127.0.0.1 and localhost are different sites): ' +
      'serve the page and the API on one site, or run the API with COOKIE_SAMESITE=none over HTTPS (cross-site cookies). ' +
      'See docs/cms/embedding.md, "Same origin, same site".',
  );
}

/** Counts a call as sent; the number it gets tells noteSessionStart whether it left after an answer had started the page's session. */
export function countCallSent(): number {
  callsSent += 1;
  return callsSent;
}

/**
 * Notes an answer of call number `call` (countCallSent). A call sent after an earlier answer had started the page's
 * session, that starts one again, went without the cookie: the cart and the sign-in are lost from call to call, which
 * the shopper sees only as an empty cart on the next page.
 */
export function noteSessionStart(headers: Headers, call: number, description: string): void {
  if (headers.get(NEW_SESSION_HEADER) === null) return;
  if (sentBeforeFirstSession === undefined) {
    sentBeforeFirstSession = callsSent;
    return;
  }
  if (call > sentBeforeFirstSession) {
    reportCookieNotReturned(`${description} started a new session, though an earlier call of this page had started one (the cart and the sign-in are lost from call to call)`);
  }
}

/** Whether the page was told that an API call got no answer it may read. */
let unreadReported = false;

/**
 * Says once, in the console, which origin the server must allow when a call to an API on another origin ends without
 * an answer the page may read: the browser says only "CORS" or "Failed to fetch", and the server's refusal (a 403 to
 * the preflight, no CORS headers) never reaches the page's script. Calls on the page's own origin need no CORS.
 */
export function reportUnreadableAnswer(description: string): void {
  if (unreadReported) return;
  const api = new URL(resolveUrl(API_PREFIX)).origin;
  const page = window.location.origin;
  if (api === page) return;
  unreadReported = true;
  console.error(
    `[schaufenster] ${description} to ${api} got no answer this page (${page}) may read. If the server's ALLOWED_ORIGINS does not list ${page} exactly ` +
      '(scheme, host and port), add it there (its log names every origin it refused); otherwise the API is not reachable from here.',
  );
}

/**
 * Forgets that the page was told (tests).
 * @internal for tests
 */
export function resetCookieCheck(): void {
  reported = false;
  unreadReported = false;
  callsSent = 0;
  sentBeforeFirstSession = undefined;
}
