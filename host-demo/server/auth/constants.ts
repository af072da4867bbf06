import { CSRF_ERROR_STATUS } from '@schaufenster/shared/http/constants';
import { AUTH_MESSAGES } from '@schaufenster/shared/validation';

/** scrypt parameters of OWASP ASVS 5.0 / the OWASP password storage cheat sheet: N=2^17, r=8, p=1. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/** Length of the random salt and of the derived key, in bytes. */
export const SCRYPT_SALT_BYTES = 16;
export const SCRYPT_KEY_BYTES = 32;

/** At most this many password hashes run at once, so logins cannot starve other requests of the thread pool. */
export const MAX_CONCURRENT_HASHES = 2;

/** One-time codes: 6 digits, valid 10 minutes, at most 5 evaluated submissions, resend after 20 s. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 20 * 1000;

/** The three kinds of one-time code (SPEC section 3). */
export const OTP_TYPES = ['GUEST_LOGIN_REQUEST', 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

/** Reset links: 256-bit secret, valid one hour, single use. */
export const RESET_TOKEN_BYTES = 32;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** Login throttling windows: per account and per IP; a window passes, there is no permanent lockout. */
export const LOGIN_LIMITS = {
  account: { limit: 10, windowMs: 15 * 60 * 1000 },
  ip: { limit: 100, windowMs: 15 * 60 * 1000 },
} as const;

/** Status and code of a missing or stale CSRF flow id: a 4xx of its own, never the unverified-account 403. */
export const CSRF_ERROR = { status: CSRF_ERROR_STATUS, code: 'csrf_invalid' } as const;

/** German messages of the auth API (SPEC section 8 where it gives them). */
export const AUTH_API_MESSAGES = {
  wrongCredentials: AUTH_MESSAGES.wrongCredentials,
  conflictEmail: AUTH_MESSAGES.conflictEmail,
  invalidCode: AUTH_MESSAGES.invalidCode,
  unverified: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Code geschickt.',
  invalidResetLink: 'Der Link ist ungültig oder abgelaufen.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.',
  resendCooldown: AUTH_MESSAGES.resendCooldown,
  csrf: 'Die Sitzung ist abgelaufen. Bitte lade die Seite neu.',
} as const;
