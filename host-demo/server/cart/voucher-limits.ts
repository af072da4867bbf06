import { hitThrottle, refundThrottle, type WindowLimit } from '../auth/throttle';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { SERVER_TEXTS } from '../texts';

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
export async function claimVoucherAttempt(db: Database, sessionId: string, ip: string, now: Date): Promise<() => Promise<void>> {
  const keys = [`voucher:session:${sessionId}`, `voucher:ip:${ip}`];
  const limits = [VOUCHER_LIMITS.session, VOUCHER_LIMITS.network];
  const giveBack = async () => {
    for (const key of keys) await refundThrottle(db, key, now);
  };
  for (const [index, key] of keys.entries()) {
    const { limit, windowMs } = limits[index] ?? VOUCHER_LIMITS.session;
    const hit = await hitThrottle(db, key, limit, windowMs, now);
    if (!hit.allowed) {
      // The refused attempt counts in neither window: only codes that were looked at do.
      for (const counted of keys.slice(0, index + 1)) await refundThrottle(db, counted, now);
      throw new ApiError(429, 'too_many_attempts', SERVER_TEXTS.too_many_attempts, { headers: { 'retry-after': String(hit.retryAfterS) } });
    }
  }
  return giveBack;
}
