import { claimThrottles, type WindowLimit } from '../../server-kit/throttle';
import type { Database } from '../../server-kit/db/database';
import { rateLimited } from '../../server-kit/http/rate-limited';
import { SERVER_TEXTS } from '../../server-kit/texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Orders placed without a logged-in customer (invoice orders to a typed-in address take stock with nobody
 * behind them): at most 3 a day per session and 10 a day per network (client IP). The checkout widget
 * always logs in (account or guest code), so shoppers never meet these limits; scripts do.
 */
export const ANONYMOUS_ORDER_LIMITS = {
  session: { limit: 3, windowMs: DAY_MS },
  network: { limit: 10, windowMs: DAY_MS },
} as const satisfies Record<string, WindowLimit>;

/**
 * Claims one anonymous order of a session from a network before it is placed: a 429 `too_many_orders` with
 * Retry-After past a limit (nothing placed, the cart untouched). Resolves with the function that gives the
 * claim back when the order is not placed after all, so only placed orders count.
 */
export function claimAnonymousOrder(db: Database, sessionId: string, ip: string, now: Date): Promise<() => Promise<void>> {
  const claims = [
    [`order:session:${sessionId}`, ANONYMOUS_ORDER_LIMITS.session],
    [`order:ip:${ip}`, ANONYMOUS_ORDER_LIMITS.network],
  ] as const;
  return claimThrottles(db, claims, now, (retryAfterS) => rateLimited('too_many_orders', SERVER_TEXTS.too_many_orders, retryAfterS));
}
