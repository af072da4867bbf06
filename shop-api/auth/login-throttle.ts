import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { throttleBuckets } from '../../server-kit/db/schema';
import { ApiError } from '../../server-kit/http/api-error';
import { claimBackoff, forgetBackoff, refundBackoff, type BackoffClaim } from './backoff';
import { LOGIN_LIMITS } from './constants';
import { hitThrottle, refundThrottle } from '../../server-kit/throttle';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** A login attempt that passed the limits; it counts as a failure unless settled otherwise. */
export interface LoginAttempt {
  /** The password was right: the attempt counts nothing, and the network becomes known to the account. */
  succeeded(): Promise<void>;
  /** The password was never checked (e.g. the server was busy): the attempt counts nothing. */
  abandoned(): Promise<void>;
}

/** Keys of an account and network pair: hashed, since together they tell where a customer logs in from. */
function pairKey(kind: string, email: string, ip: string): string {
  return `login:${kind}:${createHash('sha256').update(`${email}\u0000${ip}`).digest('hex')}`;
}

/** The key of an account's failures from anywhere. */
const accountKey = (email: string) => `login:account:${email}`;

function tooManyAttempts(retryAfterS: number): ApiError {
  return new ApiError(429, 'too_many_attempts', SERVER_TEXTS.too_many_attempts, { headers: { 'retry-after': String(retryAfterS) } });
}

async function isKnownNetwork(db: Database, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: throttleBuckets.key })
    .from(throttleBuckets)
    .where(and(eq(throttleBuckets.key, key), gt(throttleBuckets.expiresAt, now)));
  return row !== undefined;
}

async function rememberNetwork(db: Database, key: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + LOGIN_LIMITS.knownNetworkMs);
  await db
    .insert(throttleBuckets)
    .values({ key, windowStart: now, count: 1, expiresAt })
    .onConflictDoUpdate({ target: throttleBuckets.key, set: { windowStart: now, expiresAt } });
}

/**
 * The owner proved the address from `ip` (a one-time-code sign-in, a password reset): the account's failed
 * logins are forgotten, on every network, and `ip` counts as a network the owner logged in from. Otherwise a
 * shopper on a new network would share one guess per 30 s with the strangers guessing the account's password.
 */
export async function clearLoginBackoff(db: Database, email: string, ip: string, now: Date): Promise<void> {
  await forgetBackoff(db, accountKey(email));
  await forgetBackoff(db, pairKey('failures', email, ip));
  await rememberNetwork(db, pairKey('known', email, ip), now);
}

/**
 * Claims a login attempt of `email` from `ip` under LOGIN_LIMITS, before the password is checked: a 429
 * `too_many_attempts` with Retry-After when the network's failures are used up or a back-off runs.
 * Unknown addresses are throttled alike, so the answers never tell whether an account exists.
 */
export async function claimLoginAttempt(db: Database, email: string, ip: string, now: Date): Promise<LoginAttempt> {
  const ipKey = `login:ip:${ip}`;
  const pair = pairKey('failures', email, ip);
  const account = accountKey(email);

  const ipHit = await hitThrottle(db, ipKey, LOGIN_LIMITS.ip.limit, LOGIN_LIMITS.ip.windowMs, now);
  if (!ipHit.allowed) throw tooManyAttempts(ipHit.retryAfterS);
  const pairClaim = await claimBackoff(db, pair, LOGIN_LIMITS.accountPerNetwork, now);
  if (!pairClaim.allowed) {
    await refundThrottle(db, ipKey, now);
    throw tooManyAttempts(pairClaim.retryAfterS);
  }
  const known = await isKnownNetwork(db, pairKey('known', email, ip), now);
  const accountClaim: BackoffClaim | undefined = known ? undefined : await claimBackoff(db, account, LOGIN_LIMITS.account, now);
  const giveBack = async () => {
    await refundThrottle(db, ipKey, now);
    if (accountClaim?.allowed) await refundBackoff(db, account);
  };
  if (accountClaim && !accountClaim.allowed) {
    await giveBack();
    await refundBackoff(db, pair);
    throw tooManyAttempts(accountClaim.retryAfterS);
  }
  return {
    async succeeded() {
      await giveBack();
      await forgetBackoff(db, pair);
      await rememberNetwork(db, pairKey('known', email, ip), now);
    },
    async abandoned() {
      await giveBack();
      await refundBackoff(db, pair);
    },
  };
}
