// The page's session: loaded once, shared by every widget, refreshed on route changes.
export { startSession, refreshSession, stopSession, currentSession } from './session';
export { onRouteChange } from './route-changes';
export { SESSION_PATH, SESSION_RETRIES, SESSION_DEBOUNCE_MS, ROUTE_CHANGE_EVENT } from './constants';
