import { SESSION_MAX_AGE_S } from './tokens';

/**
 * A session ends after 7 days without a visit (idle timeout) and 30 days after its token was handed out
 * (absolute lifetime; a login hands out a new one). ASVS 5.0 V7.3 leaves both to a risk decision: a shop
 * keeps carts and logins across a week's pause, and the absolute lifetime matches the cookie's Max-Age.
 */
export const SESSION_IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_LIFETIME_MS = SESSION_MAX_AGE_S * 1000;

/**
 * How long a token replaced at a login or password change is still recognised (session-store.ts): long enough for
 * the calls a page sent before the new cookie arrived, on a slow network or a loaded server (17 s seen under load).
 */
export const ROTATION_GRACE_MS = 30 * 1000;

/** The two moments a session's life is measured from. */
export interface SessionTimes {
  lastSeenAt: Date;
  tokenIssuedAt: Date;
}

/** Tells whether a session has passed its idle timeout or its absolute lifetime at `now`. */
export function isSessionExpired({ lastSeenAt, tokenIssuedAt }: SessionTimes, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS || now.getTime() - tokenIssuedAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS;
}
