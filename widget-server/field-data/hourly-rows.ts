// The catalog's hourly rows (mount counts, shop events, page views): keyed by the hour they arrived in, read over
// the windows below, and dropped once no window reaches them.
import { lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server-kit/db/database';

export const HOUR_MS = 60 * 60 * 1000;

/** The windows the catalog shows (and promote judges vitals over) beside the counts since ever. */
export const HOURLY_WINDOWS = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS } as const;

/** How long hourly rows are kept: the longest window, and a day to spare. */
const HOURS_KEPT_MS = HOURLY_WINDOWS.week + 24 * HOUR_MS;

/** The start of the hour `at` falls in: the hourly rows' key. */
export function hourOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}

/** The value an upsert of an hourly counter sets: what the row had, and what this batch adds. */
export function addedCount(count: AnyPgColumn): SQL {
  return sql`${count} + excluded.count`;
}

/**
 * Drops the rows of `table` from hours no window reaches any more, after a write in `hour`: once per hour and process
 * (a later write in the same hour finds nothing to drop).
 */
export function hourlyPruning(table: PgTable & { hour: AnyPgColumn }): (db: Database, hour: Date) => Promise<void> {
  let prunedInHour = 0;
  return async (db, hour) => {
    if (hour.getTime() === prunedInHour) return;
    prunedInHour = hour.getTime();
    await db.delete(table).where(lt(table.hour, new Date(hour.getTime() - HOURS_KEPT_MS)));
  };
}
