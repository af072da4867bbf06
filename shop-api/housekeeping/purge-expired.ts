import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { pendingSince } from '../auth/pending-registrations';
import { idempotencyKeys, oneTimeCodes, pendingRegistrations, resetTokens, sessions, throttleBuckets } from '../../server-kit/db/schema';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from '../server-session/lifetime';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Used and expired one-time codes and reset links stay a day after they expired (each expires within
 * an hour of being issued): counts of failed codes over the last hour and a support look-up still see them.
 */
export const EXPIRED_SECRET_RETENTION_MS = DAY_MS;

/** A throttle row without an end of its own (none is written so any more) goes a day after its window started. */
export const ENDLESS_THROTTLE_ROW_RETENTION_MS = DAY_MS;

/** How many rows one purge deleted, per table (counts only: nothing personal reaches a log). */
export interface PurgeCounts {
  sessions: number;
  oneTimeCodes: number;
  resetTokens: number;
  pendingRegistrations: number;
  idempotencyKeys: number;
  throttleRows: number;
}

/**
 * Deletes what has expired at `now`: sessions (their carts and idempotency keys with them), old codes and reset links,
 * pending registrations (their codes with them), idempotency keys past their lifetime, passed throttle rows.
 */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const purgedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.lastSeenAt, before(SESSION_IDLE_TIMEOUT_MS)), lt(sessions.tokenIssuedAt, before(SESSION_ABSOLUTE_LIFETIME_MS))))
    .returning({ id: sessions.id });
  const purgedCodes = await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before(EXPIRED_SECRET_RETENTION_MS))).returning({ id: oneTimeCodes.id });
  const purgedResetTokens = await db.delete(resetTokens).where(lt(resetTokens.expiresAt, before(EXPIRED_SECRET_RETENTION_MS))).returning({ id: resetTokens.id });
  const purgedRegistrations = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.createdAt, pendingSince(now)))
    .returning({ id: pendingRegistrations.id });
  const purgedKeys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key });
  const purgedThrottleRows = await db
    .delete(throttleBuckets)
    .where(or(lt(throttleBuckets.expiresAt, now), and(isNull(throttleBuckets.expiresAt), lt(throttleBuckets.windowStart, before(ENDLESS_THROTTLE_ROW_RETENTION_MS)))))
    .returning({ key: throttleBuckets.key });
  return {
    sessions: purgedSessions.length,
    oneTimeCodes: purgedCodes.length,
    resetTokens: purgedResetTokens.length,
    pendingRegistrations: purgedRegistrations.length,
    idempotencyKeys: purgedKeys.length,
    throttleRows: purgedThrottleRows.length,
  };
}
