import type { Session } from '@schaufenster/shared/api/session';
import { SESSION_CALL } from '@schaufenster/shared/api/session-call';
import { rememberSessionClickIds } from '@schaufenster/shared/attribution';
import { announceSession, bus } from '@schaufenster/shared/bus';
import { callApi, currentPageId, isAbortError, reportCookieNotReturned, withoutSecrets } from '@schaufenster/shared/http';
import { trackPageView } from '@schaufenster/shared/tracking';
import { SESSION_DEBOUNCE_MS, SESSION_RETRIES } from './constants';
import { onRouteChange } from './route-changes';

let first: Promise<Session | undefined> | undefined;
let current: Session | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopWatching: (() => void) | undefined;
/** A page view waits to be reported: the first load's, or a route change's. A login's reload owes none. */
let pageViewDue = false;

/** Reports the page view that is due, once a session exists (SPEC section 2). */
function reportDuePageView(): void {
  if (!pageViewDue || !current) return;
  pageViewDue = false;
  // The tag manager gets the address without a reset link's secret.
  trackPageView({ pageId: currentPageId(), url: withoutSecrets(location.href), title: document.title });
}

/**
 * Loads the session; on success keeps it and publishes `session:changed`. A due page view is reported
 * after the answer, and after a failure too once a session exists: the route changed all the same.
 */
async function loadSession(): Promise<Session | undefined> {
  try {
    const session = await callApi(SESSION_CALL, { maxRetries: SESSION_RETRIES, key: 'session' });
    // An anonymous session ends within a page only by a login (a logged-in one with a new id): another anonymous id
    // means the cookie of the first never came back.
    if (current && !current.aboutMe.isLogged && !session.aboutMe.isLogged && current.id !== session.id) {
      reportCookieNotReturned(`${SESSION_CALL.method} ${SESSION_CALL.path} answered another session than before`);
    }
    current = session;
    rememberSessionClickIds(session.clickIds);
    bus.emit('session:changed', session);
    announceSession();
  } catch (error) {
    // A superseded call is followed by a newer one, which reports the due page view.
    if (isAbortError(error)) return current;
    // A failed one leaves the widgets as they were (logged out on the first load), not broken.
    console.error('[schaufenster] the session could not be loaded', error);
  }
  reportDuePageView();
  return current;
}

function scheduleLoad(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void loadSession(), SESSION_DEBOUNCE_MS);
}

/** A route change: the session is asked again and the new page is viewed. */
function onNewRoute(): void {
  pageViewDue = true;
  scheduleLoad();
}

/**
 * Starts the page's session once, however many widgets ask: loads it now and again on every
 * route change (debounced), so `session:changed` and `page_view` follow the address.
 */
export function startSession(): Promise<Session | undefined> {
  if (!first) {
    pageViewDue = true;
    first = loadSession();
    stopWatching = onRouteChange(onNewRoute);
  }
  return first;
}

/**
 * Asks for the session again after SESSION_DEBOUNCE_MS (e.g. after a login in the popup); calls within that
 * time make one request. The page stays the same, so this reports no page view of its own.
 */
export function refreshSession(): void {
  if (!first) {
    void startSession();
    return;
  }
  scheduleLoad();
}

/** Stops following route changes and forgets the session (the runtime that stops, in tests). */
export function stopSession(): void {
  clearTimeout(timer);
  stopWatching?.();
  stopWatching = undefined;
  first = undefined;
  current = undefined;
  pageViewDue = false;
  rememberSessionClickIds(undefined);
}
