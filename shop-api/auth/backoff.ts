import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { throttleBuckets } from '../../server-kit/db/schema';

/** A back-off: some free failures, then a wait that doubles per failure up to a cap; forgotten after a quiet spell. */
export interface BackoffPolicy {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

/** Whether an attempt may be evaluated now, and if not, how many seconds to wait. */
export type BackoffClaim = { allowed: true } | { allowed: false; retryAfterS: number };

/** Rivals that may claim the same key between our read and our write before we give up (and answer 429). */
const MAX_RACE_RETRIES = 5;

/** How long the next attempt must wait after `failures` failures (0 while the free ones last). */
export function backoffDelayMs(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/**
 * Claims one attempt on a key: allowed when the back-off of the failures so far has passed, and then
 * counted as a failure at once (compare-and-swap on the row), so concurrent attempts cannot slip
 * past the count. An attempt that turns out right gives its claim back with `refundBackoff`.
 * A refused attempt counts nothing: waiting out the delay is all it takes.
 */
export async function claimBackoff(db: Database, key: string, policy: BackoffPolicy, now: Date): Promise<BackoffClaim> {
  const expiresAt = new Date(now.getTime() + policy.forgetAfterMs);
  for (let race = 0; race < MAX_RACE_RETRIES; race += 1) {
    const [row] = await db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key));
    if (!row) {
      const [created] = await db.insert(throttleBuckets).values({ key, windowStart: now, count: 1, expiresAt }).onConflictDoNothing().returning();
      if (created) return { allowed: true };
      continue;
    }
    const forgotten = now.getTime() - row.windowStart.getTime() >= policy.forgetAfterMs;
    const failures = forgotten ? 0 : row.count;
    const waitMs = row.windowStart.getTime() + backoffDelayMs(failures, policy) - now.getTime();
    if (!forgotten && waitMs > 0) return { allowed: false, retryAfterS: Math.ceil(waitMs / 1000) };
    const claimed = await db
      .update(throttleBuckets)
      .set({ count: failures + 1, windowStart: now, expiresAt })
      .where(and(eq(throttleBuckets.key, key), eq(throttleBuckets.count, row.count), eq(throttleBuckets.windowStart, row.windowStart)))
      .returning({ key: throttleBuckets.key });
    if (claimed.length > 0) return { allowed: true };
  }
  return { allowed: false, retryAfterS: 1 };
}

/** Gives a claim back: the attempt was no failure. */
export async function refundBackoff(db: Database, key: string): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ count: sql`greatest(${throttleBuckets.count} - 1, 0)` })
    .where(eq(throttleBuckets.key, key));
}

/** Forgets every failure of a key (the right password came from there). */
export async function forgetBackoff(db: Database, key: string): Promise<void> {
  await db.delete(throttleBuckets).where(eq(throttleBuckets.key, key));
}
