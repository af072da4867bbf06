/** The sub-pages of the auth widget that `auth:open` can ask for. */
export type AuthPage = 'login' | 'register' | 'guest' | 'forgot-password' | 'reset-password' | 'otp-verify';

/** What the session endpoint says about the visitor. */
export interface AboutMe {
  isLogged: boolean;
  givenName?: string;
  familyName?: string;
}

/** Every event widgets exchange, with its payload. */
export interface BusEvents {
  /** Asks the auth widget to open the Anmelden modal on a sub-page. */
  'auth:open': { page: AuthPage };
  /** The mini-cart's item count changed. */
  'cart:changed': { itemCount: number };
  /** The session was (re)loaded. */
  'session:changed': { id: string; aboutMe: AboutMe };
  /** The page address changed without a reload. */
  'route:changed': { url: string };
  /** Asks for the generic error modal (shown once, however many ask at the same time). */
  'error:show': { reason: string };
  /** Asks for a toast. */
  'toast:show': { kind: 'info' | 'error' | 'success'; message: string; durationMs?: number };
}

/** Name of one bus event. */
export type BusEventName = keyof BusEvents;

/** State events: a late subscriber gets the last value at once. Commands (auth:open, error:show) are never replayed. */
export const REPLAYED_EVENTS: ReadonlySet<BusEventName> = new Set(['cart:changed', 'session:changed', 'route:changed']);
