import { CSRF_ERROR_STATUS } from '@schaufenster/shared/http/constants';

/** scrypt parameters of OWASP ASVS 5.0 / the OWASP password storage cheat sheet: N=2^17, r=8, p=1. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * Cheaper scrypt parameters for test servers only (the jest apps and the browser tests' fixture server): a hash costs about 18 ms of CPU
 * instead of 800 on a 2-core test machine, and a browser test registers and logs in many customers. Every hash records
 * its own parameters, so it verifies under either.
 */
export const FIXTURE_SCRYPT_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;

/** Length of the random salt and of the derived key, in bytes. */
export const SCRYPT_SALT_BYTES = 16;
export const SCRYPT_KEY_BYTES = 32;

/**
 * How many password hashes one server process runs at once: the cores left when every server process keeps one
 * for its event loop, shared among the processes, at least one. Hashing on every core (2 on a 2-core box) made
 * a search's p99 3.5x its idle figure while logins hashed; with one core left to the event loop it stays near idle
 * (`npm run bench`). Logins queue a little longer instead; a login is rare next to a page view.
 */
export function maxConcurrentHashes(cores: number, processes: number): number {
  return Math.max(1, Math.floor((cores - processes) / processes));
}

/** At most this many hashes wait for a turn; beyond that the server answers 503 at once instead of queueing without end. */
export const MAX_QUEUED_HASHES = 20;

/** The Retry-After of that 503: a full queue drains within a few seconds. */
export const HASH_QUEUE_RETRY_AFTER_S = 5;

/** One-time codes (OTP_CODE_LENGTH digits, resend after RESEND_COOLDOWN_MS, both shared): valid 10 minutes, at most 5 evaluated submissions. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

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

/**
 * A registration whose code was not confirmed is dropped a day after it was made: it holds a password hash and
 * names that nobody has proved to own the address, and its password would otherwise keep mailing codes.
 */
export const PENDING_REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Reset links: 256-bit secret, valid one hour, single use. */
export const RESET_TOKEN_BYTES = 32;
export const RESET_TTL_MS = 60 * 60 * 1000;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Login throttling counts failed logins only (a right password gives its claim back) and backs off instead
 * of locking out. Per network (client IP): 100 failures per 15 minutes, whatever the accounts. Per account and
 * network: 5 free failures, then a wait doubling from 1 s to 15 minutes: one network guesses ~100 times a day.
 * Per account across networks (a botnet): 10 free failures, then at most one guess per 30 s; a stranger can
 * make the owner wait no longer than that, and not at all on a network the owner logged in from within
 * 30 days (`knownNetworkMs`), so guessing never locks the owner out.
 */
export const LOGIN_LIMITS = {
  ip: { limit: 100, windowMs: 15 * MINUTE_MS },
  accountPerNetwork: { freeFailures: 5, baseDelayMs: SECOND_MS, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: DAY_MS },
  account: { freeFailures: 10, baseDelayMs: SECOND_MS, maxDelayMs: 30 * SECOND_MS, forgetAfterMs: HOUR_MS },
  knownNetworkMs: 30 * DAY_MS,
} as const;

/** Wrong current passwords at a password change, per account: a fixed window (the customer is logged in already). */
export const PASSWORD_CHANGE_LIMIT = { limit: 10, windowMs: 15 * MINUTE_MS } as const;

/** Status and code of a missing or stale CSRF flow id: a 4xx of its own, never the unverified-account 403. */
export const CSRF_ERROR = { status: CSRF_ERROR_STATUS, code: 'csrf_invalid' } as const;

/**
 * Mail limits (against mail bombing and mass sign-ups): requests that mail someone (register, forgot-password,
 * code requests) per network (client IP) and per recipient address. A request counts whether or not a mail
 * goes out, so the answers never tell which addresses have an account.
 */
export const MAIL_LIMITS = {
  // Generous enough for a shared office network (and for the test suites, which all come from 127.0.0.1).
  network: { limit: 60, windowMs: HOUR_MS },
  recipient: { limit: 6, windowMs: HOUR_MS },
} as const;

