import { createHash, randomBytes } from 'node:crypto';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';

/** How long a session cookie lives without a visit: 30 days. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A new random session token for the cookie (256 bits, URL-safe). */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 the database keeps instead of the token, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tells whether a cookie value can be a token we issued (cheap check before any query). */
export function isWellFormedToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
