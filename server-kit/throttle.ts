import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { throttleBuckets } from './db/schema';

/** Whether a hit is allowed, and if not, after how many seconds the window resets. */
export interface ThrottleResult {
  allowed: boolean;
  retryAfterS: number;
}

/** A limit: at most `limit` hits per fixed window of `windowMs`. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit on a key in a fixed window, atomically (one statement), and tells whether it stays
 * within the limit. A new window starts afresh: throttling never locks anyone out for good.
 */
export async function hitThrottle(db: Database, key: string, limit: number, windowMs: number, now: Date): Promise<ThrottleResult> {
  const windowStartedBefore = new Date(now.getTime() - windowMs);
  const windowPassed = sql`${throttleBuckets.windowStart} <= ${windowStartedBefore.toISOString()}`;
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, windowStart: now, count: 1, expiresAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        count: sql`case when ${windowPassed} then 1 else ${throttleBuckets.count} + 1 end`,
        windowStart: sql`case when ${windowPassed} then ${now.toISOString()}::timestamptz else ${throttleBuckets.windowStart} end`,
        expiresAt: sql`case when ${windowPassed} then ${now.toISOString()}::timestamptz else ${throttleBuckets.windowStart} end + ${windowMs} * interval '1 millisecond'`,
      },
    })
    .returning({ count: throttleBuckets.count, windowStart: throttleBuckets.windowStart });
  if (!row) throw new Error('throttle upsert returned no row');
  const retryAfterS = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: row.count <= limit, retryAfterS };
}

/** Takes back one hit of a window still running (a hit that turned out not to count, e.g. a successful login). */
export async function refundThrottle(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ count: sql`${throttleBuckets.count} - 1` })
    .where(and(eq(throttleBuckets.key, key), gt(throttleBuckets.count, 0), gt(throttleBuckets.expiresAt, now)));
}

/**
 * Counts one hit on each of several keys, each in its own window, before the thing they limit is done: resolves with
 * the function that takes all of them back (for what turns out not to count), or, past a limit, gives back what it
 * counted and rejects with `refuse(seconds until that window resets)`.
 */
export async function claimThrottles(db: Database, claims: readonly (readonly [string, WindowLimit])[], now: Date, refuse: (retryAfterS: number) => Error): Promise<() => Promise<void>> {
  const counted: string[] = [];
  const giveBack = async () => {
    for (const key of counted.splice(0)) await refundThrottle(db, key, now);
  };
  for (const [key, { limit, windowMs }] of claims) {
    const hit = await hitThrottle(db, key, limit, windowMs, now);
    counted.push(key);
    if (!hit.allowed) {
      await giveBack();
      throw refuse(hit.retryAfterS);
    }
  }
  return giveBack;
}
