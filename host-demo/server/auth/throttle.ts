import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { throttleBuckets } from '../db/schema';

/** Whether a hit is allowed, and if not, after how many seconds the window resets. */
export interface ThrottleResult {
  allowed: boolean;
  retryAfterS: number;
}

/**
 * Counts one hit on a key in a fixed window, atomically (one statement), and tells whether it stays
 * within the limit. A new window starts afresh: throttling never locks anyone out for good.
 */
export async function hitThrottle(db: Database, key: string, limit: number, windowMs: number, now: Date): Promise<ThrottleResult> {
  const windowStartedBefore = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        count: sql`case when ${throttleBuckets.windowStart} <= ${windowStartedBefore.toISOString()} then 1 else ${throttleBuckets.count} + 1 end`,
        windowStart: sql`case when ${throttleBuckets.windowStart} <= ${windowStartedBefore.toISOString()} then ${now.toISOString()}::timestamptz else ${throttleBuckets.windowStart} end`,
      },
    })
    .returning({ count: throttleBuckets.count, windowStart: throttleBuckets.windowStart });
  if (!row) throw new Error('throttle upsert returned no row');
  const retryAfterS = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: row.count <= limit, retryAfterS };
}
