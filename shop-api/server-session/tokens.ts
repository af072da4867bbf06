import { createHash, randomBytes } from 'node:crypto';

/** Name of the session cookie on the plain-HTTP loopback demo. */
export const SESSION_COOKIE = 'sid';

/**
 * Name of the session cookie wherever it is Secure (HTTPS): browsers accept a `__Host-` cookie only with Secure,
 * Path=/ and no Domain, from a secure page, so neither a sibling subdomain nor a plain-HTTP answer can plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

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
