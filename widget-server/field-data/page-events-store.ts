import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PageEvents } from '@schaufenster/shared/api/page-events';
import type { Database } from '../../server-kit/db/database';
import { pageEvents } from '../../server-kit/db/schema';
import { addedCount, HOUR_MS, hourlyPruning, hourOf, HOURLY_WINDOWS } from './hourly-rows';

/** The window the catalog shows event counts over: the last 7 days, like the vitals. */
const EVENTS_WINDOW_MS = HOURLY_WINDOWS.week;

/** How often one shop event was counted on one route over the last 7 days. */
export interface RouteEventCount {
  route: string;
  event: string;
  count: number;
}

const prunePageEvents = hourlyPruning(pageEvents);

/** Adds one batch's counts to its route's counters of the hour it arrived in, and drops hours no window reaches any more. */
export async function recordPageEvents(db: Database, { route, events }: PageEvents, environment: string, at: Date = new Date()): Promise<void> {
  const hour = hourOf(at);
  const rows = Object.entries(events).map(([event, count]) => ({ environment, route, event, hour, count }));
  await db
    .insert(pageEvents)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageEvents.environment, pageEvents.hour, pageEvents.route, pageEvents.event],
      set: { count: addedCount(pageEvents.count) },
    });
  await prunePageEvents(db, hour);
}

/** Per route and event: how often it was counted in the environment over the last 7 days (this hour included). */
export async function routeEvents(db: Database, environment: string, now: Date = new Date()): Promise<RouteEventCount[]> {
  const thisHour = hourOf(now).getTime();
  const rows = await db
    .select({ route: pageEvents.route, event: pageEvents.event, count: sql<string>`sum(${pageEvents.count})` })
    .from(pageEvents)
    .where(and(eq(pageEvents.environment, environment), gte(pageEvents.hour, new Date(thisHour - EVENTS_WINDOW_MS + HOUR_MS)), lt(pageEvents.hour, new Date(thisHour + HOUR_MS))))
    .groupBy(pageEvents.route, pageEvents.event)
    .orderBy(asc(pageEvents.route), asc(pageEvents.event));
  return rows.map((row) => ({ route: row.route, event: row.event, count: Number(row.count) }));
}
