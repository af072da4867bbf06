import { claimThrottles, type WindowLimit } from '../../server-kit/throttle';
import type { Database } from '../../server-kit/db/database';
import { ApiError } from '../../server-kit/http/api-error';
import { SERVER_TEXTS } from '../../server-kit/texts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Wrong voucher codes: at most 10 an hour per session and 30 an hour per network (client IP), so that codes cannot be
 * guessed by trying; a shopper who mistypes a code a few times never meets them. A code that is right does not count.
 */
export const VOUCHER_LIMITS = {
  session: { limit: 10, windowMs: HOUR_MS },
  network: { limit: 30, windowMs: HOUR_MS },
} as const satisfies Record<string, WindowLimit>;

/**
 * Counts a voucher attempt of a session from a network before its code is looked at: past a limit a 429
 * `too_many_attempts` with Retry-After (the code unread, the cart untouched). Resolves with the function that takes
 * the attempt back, for a code that turns out right.
 */
export function claimVoucherAttempt(db: Database, sessionId: string, ip: string, now: Date): Promise<() => Promise<void>> {
  const claims = [
    [`voucher:session:${sessionId}`, VOUCHER_LIMITS.session],
    [`voucher:ip:${ip}`, VOUCHER_LIMITS.network],
  ] as const;
  return claimThrottles(db, claims, now, (retryAfterS) => new ApiError(429, 'too_many_attempts', SERVER_TEXTS.too_many_attempts, { headers: { 'retry-after': String(retryAfterS) } }));
}
