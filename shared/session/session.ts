import { boolean, object, optional, string, type Infer } from 'superstruct';
import { bus } from '@schaufenster/shared/bus';
import { currentPageId, isAbortError, request } from '@schaufenster/shared/http';
import { trackPageView } from '@schaufenster/shared/tracking';
import { SESSION_DEBOUNCE_MS, SESSION_PATH, SESSION_RETRIES } from './constants';
import { onRouteChange } from './route-changes';

/** The body of GET /api/s/. */
export const SessionResponse = object({
  id: string(),
  aboutMe: object({ isLogged: boolean(), givenName: optional(string()), familyName: optional(string()) }),
});

/** A loaded session: its public id and what it says about the visitor. */
export type Session = Infer<typeof SessionResponse>;

let first: Promise<Session | undefined> | undefined;
let current: Session | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopWatching: (() => void) | undefined;

/** Loads the session; on success keeps it, publishes `session:changed` and reports the page view. */
async function loadSession(): Promise<Session | undefined> {
  try {
    const session = await request(SESSION_PATH, { schema: SessionResponse, maxRetries: SESSION_RETRIES, key: 'session' });
    current = session;
    bus.emit('session:changed', session);
    trackPageView({ pageId: currentPageId(), url: location.href, title: document.title });
    return session;
  } catch (error) {
    // A superseded call is followed by a newer one; a failed one leaves the widgets logged out, not broken.
    if (!isAbortError(error)) console.error('[schaufenster] the session could not be loaded', error);
    return current;
  }
}

/**
 * Starts the page's session once, however many widgets ask: loads it now and again on every
 * route change (debounced), so `session:changed` and `page_view` follow the address.
 */
export function startSession(): Promise<Session | undefined> {
  if (!first) {
    first = loadSession();
    stopWatching = onRouteChange(refreshSession);
  }
  return first;
}

/** Asks for the session again after SESSION_DEBOUNCE_MS; calls within that time make one request. */
export function refreshSession(): void {
  if (!first) {
    void startSession();
    return;
  }
  clearTimeout(timer);
  timer = setTimeout(() => void loadSession(), SESSION_DEBOUNCE_MS);
}

/** The last session loaded, if any. */
export function currentSession(): Session | undefined {
  return current;
}

/** Stops following route changes and forgets the session (a page that tears its widgets down, and tests). */
export function stopSession(): void {
  clearTimeout(timer);
  stopWatching?.();
  stopWatching = undefined;
  first = undefined;
  current = undefined;
}
