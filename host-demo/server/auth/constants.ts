import { CSRF_ERROR_STATUS } from '@schaufenster/shared/http/constants';
import { AUTH_MESSAGES } from '@schaufenster/shared/validation';
import type { ServiceContact } from './auth-context';

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

/**
 * Failed code verifications, counted per address across all codes and types, and per client IP: at the
 * limit no code is accepted, not even the right one, until the window has passed. Five attempts per code
 * and a new code every 20 s would otherwise allow ~20,000 guesses a day at one address. The IP limit is
 * higher because many shoppers can share one address (carrier NAT); it caps one client's guesses across addresses.
 */
export const OTP_FAILURE_LIMITS = {
  address: { limit: 10, windowMs: 60 * 60 * 1000 },
  ip: { limit: 50, windowMs: 60 * 60 * 1000 },
} as const;

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
  tooManyInvalidCodes: (blocked: keyof typeof OTP_FAILURE_LIMITS, seconds: number, service: ServiceContact) =>
    `Zu viele ungültige Codes. Aus Sicherheitsgründen kannst du dich ${blocked === 'address' ? 'mit dieser E-Mail-Adresse ' : ''}` +
    `erst in ${minutes(seconds)} wieder mit einem Code anmelden. Hilfe bekommst du beim Kundenservice: ${serviceContactText(service)}.`,
} as const;

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? '1 Minute' : `${count} Minuten`;
}

/** The hotline with its hours if there is a phone (SPEC section 9), and the service address. */
function serviceContactText(service: ServiceContact): string {
  const phone = `${service.servicePhoneNumber} (werktags ${service.serviceHotlineStart} bis ${service.serviceHotlineEnd} Uhr)`;
  return service.isServicePhoneAvailable ? `${phone} oder ${service.serviceEmailAdress}` : service.serviceEmailAdress;
}
