// The page's session: loaded once, shared by every widget, refreshed on route changes.
export { startSession, refreshSession, stopSession } from './session';
export { onRouteChange, replaceAddressQuietly } from './route-changes';
