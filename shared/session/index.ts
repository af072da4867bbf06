// The page's session: loaded once, shared by every widget.
export { startSession, SessionResponse, SESSION_PATH } from './session';
export type { Session } from './session';
