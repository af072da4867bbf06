import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { throttleBuckets } from '../../server-kit/db/schema';
import { ApiError } from '../../server-kit/http/api-error';
import type { AuthContext } from './auth-context';
import { OTP_FAILURE_LIMITS } from './constants';
import { hasOpenCode } from './one-time-codes';
import { SERVER_TEXTS } from '../../server-kit/texts';

type Counter = keyof typeof OTP_FAILURE_LIMITS;

/** A verification attempt that holds a failure slot of its address and its IP until it turns out right. */
export interface CodeAttempt {
  /** The code was right: the attempt was no failure and gives its slots back. */
  succeeded(): Promise<void>;
}

const counterKey = (counter: Counter, value: string) => `otp-fail:${counter}:${value}`;

/**
 * Takes a slot of a fixed-window counter in one statement, unless the window is full: an upsert whose
 * update only happens below the limit (or in a new window), so concurrent attempts never overshoot.
 * Returns undefined when taken, else the seconds until the window passes.
 */
async function takeSlot(db: Database, key: string, { limit, windowMs }: { limit: number; windowMs: number }, now: Date): Promise<number | undefined> {
  const windowStartedBefore = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`${throttleBuckets.windowStart} <= ${windowStartedBefore}`;
  const [taken] = await db
    .insert(throttleBuckets)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${throttleBuckets.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${throttleBuckets.windowStart} end`,
      },
      setWhere: sql`${expired} or ${throttleBuckets.count} < ${limit}`,
    })
    .returning({ key: throttleBuckets.key });
  if (taken) return undefined;
  const [full] = await db.select({ windowStart: throttleBuckets.windowStart }).from(throttleBuckets).where(eq(throttleBuckets.key, key));
  return Math.max(1, Math.ceil(((full?.windowStart.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
}

async function giveBack(db: Database, key: string): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ count: sql`greatest(${throttleBuckets.count} - 1, 0)` })
    .where(eq(throttleBuckets.key, key));
}

function tooManyInvalidCodes(counter: Counter, retryAfterS: number, { service }: AuthContext): ApiError {
  const message = SERVER_TEXTS.too_many_invalid_codes(counter, retryAfterS, service);
  return new ApiError(429, 'too_many_invalid_codes', message, { headers: { 'retry-after': String(retryAfterS) } });
}

/**
 * Claims a code verification for an address from a client IP. Every attempt counts as a failure of the IP
 * until it succeeds, and of the address too while the address has an open code (of any type): only then is
 * there a code to guess, and counting guesses at nothing would let anyone lock the owner out of code sign-in.
 * At OTP_FAILURE_LIMITS failures within the window no code is checked at all (429 with Retry-After), not even
 * the right one. Unknown addresses are counted alike.
 */
export async function claimCodeAttempt(context: AuthContext, email: string, ip: string): Promise<CodeAttempt> {
  const { db } = context;
  const now = context.now();
  const ipKey = counterKey('ip', ip);
  // Checked before the code is: a code issued in between is guessed once uncounted, still within its own attempts.
  const addressKey = (await hasOpenCode(db, email, now)) ? counterKey('address', email) : undefined;
  if (addressKey) {
    const addressWait = await takeSlot(db, addressKey, OTP_FAILURE_LIMITS.address, now);
    if (addressWait !== undefined) throw tooManyInvalidCodes('address', addressWait, context);
  }
  const ipWait = await takeSlot(db, ipKey, OTP_FAILURE_LIMITS.ip, now);
  if (ipWait !== undefined) {
    if (addressKey) await giveBack(db, addressKey);
    throw tooManyInvalidCodes('ip', ipWait, context);
  }
  return {
    async succeeded() {
      if (addressKey) await giveBack(db, addressKey);
      await giveBack(db, ipKey);
    },
  };
}
