import { and, gte, lt, sql } from 'drizzle-orm';
import type { ReportedOutcome } from '../../loader/mount-reports';
import type { Database } from '../../server-kit/db/database';
import { widgetMountHours, widgetMounts } from '../../server-kit/db/schema';
import { addedCount, HOUR_MS, hourlyPruning, hourOf, HOURLY_WINDOWS } from './hourly-rows';
import { type MountCount, noReportedCounts, type OutcomeCounts, perPageView, type ReportedCounts } from './mount-counts';

/** A widget version's counts over the last 24 hours, the last 7 days and since ever. */
export interface WindowCounts {
  day: OutcomeCounts;
  week: OutcomeCounts;
  total: OutcomeCounts;
}

/** Counts per environment, widget (tag name) and version. */
export type MountWindows = Record<string, Record<string, Record<string, WindowCounts>>>;

const pruneMountHours = hourlyPruning(widgetMountHours);

/** Adds counts to the counters of the hour `at` falls in, and drops hourly counters no window reaches any more. */
export async function recordMountHours(db: Database, counts: readonly MountCount[], at: Date): Promise<void> {
  const hour = hourOf(at);
  await db
    .insert(widgetMountHours)
    .values(counts.map(({ environment, widget, version, outcome, count }) => ({ environment, widget, version, outcome, hour, count })))
    .onConflictDoUpdate({
      target: [widgetMountHours.environment, widgetMountHours.widget, widgetMountHours.version, widgetMountHours.outcome, widgetMountHours.hour],
      set: { count: addedCount(widgetMountHours.count) },
    });
  await pruneMountHours(db, hour);
}

/** A version's counts of each window as stored, before they are made counts of page views. */
type StoredWindows = Record<keyof WindowCounts, ReportedCounts>;

/** The stored counts of one environment, widget and version, made on first use (keyed as the windows are). */
function countsOf(stored: Map<string, StoredWindows>, environment: string, widget: string, version: string): StoredWindows {
  const key = JSON.stringify([environment, widget, version]);
  let counts = stored.get(key);
  if (!counts) stored.set(key, (counts = { day: noReportedCounts(), week: noReportedCounts(), total: noReportedCounts() }));
  return counts;
}

/**
 * Every counter by environment, widget and version: since ever, and over the hours that started within the last
 * 24 hours and 7 days before `now` (to the hour: the counters are hourly).
 */
export async function mountWindows(db: Database, now: Date = new Date()): Promise<MountWindows> {
  const stored = new Map<string, StoredWindows>();
  for (const row of await db.select().from(widgetMounts)) countsOf(stored, row.environment, row.widget, row.version).total[row.outcome as ReportedOutcome] = row.count;
  const since = (ms: number) => new Date(hourOf(now).getTime() - ms + HOUR_MS);
  const rows = await db
    .select({
      environment: widgetMountHours.environment,
      widget: widgetMountHours.widget,
      version: widgetMountHours.version,
      outcome: widgetMountHours.outcome,
      day: sql<string>`coalesce(sum(${widgetMountHours.count}) filter (where ${widgetMountHours.hour} >= ${since(HOURLY_WINDOWS.day)}), 0)`,
      week: sql<string>`sum(${widgetMountHours.count})`,
    })
    .from(widgetMountHours)
    .where(and(gte(widgetMountHours.hour, since(HOURLY_WINDOWS.week)), lt(widgetMountHours.hour, new Date(hourOf(now).getTime() + HOUR_MS))))
    .groupBy(widgetMountHours.environment, widgetMountHours.widget, widgetMountHours.version, widgetMountHours.outcome);
  for (const row of rows) {
    const counts = countsOf(stored, row.environment, row.widget, row.version);
    counts.day[row.outcome as ReportedOutcome] = Number(row.day);
    counts.week[row.outcome as ReportedOutcome] = Number(row.week);
  }
  const windows: MountWindows = Object.create(null) as MountWindows;
  for (const [key, { day, week, total }] of stored) {
    const [environment, widget, version] = JSON.parse(key) as [string, string, string];
    const versions = ((windows[environment] ??= Object.create(null) as MountWindows[string])[widget] ??= Object.create(null) as NonNullable<MountWindows[string]>[string]);
    versions[version] = { day: perPageView(day), week: perPageView(week), total: perPageView(total) };
  }
  return windows;
}
