import { eq, sql } from 'drizzle-orm';
import { DEV_ENVIRONMENT, DEV_VERSION, PRODUCTION } from '../../registry/registry';
import type { MountReport, ReportedOutcome } from '../../loader/mount-reports';
import type { Database } from '../../server-kit/db/database';
import { widgetMounts } from '../../server-kit/db/schema';
import { type MountCount, noReportedCounts, type OutcomeCounts, perPageView, type ReportedCounts } from './mount-counts';
import { recordMountHours } from './mount-windows';

/** The outcomes a mount report may name. */
export const OUTCOMES: readonly ReportedOutcome[] = ['mounted', 'failed', 'timeout', 'invalid-props', 'failed-later'];

const isOutcome = (outcome: string): outcome is ReportedOutcome => (OUTCOMES as readonly string[]).includes(outcome);

/** Counts per widget (tag name) and version. */
export type MountStats = Record<string, Record<string, OutcomeCounts>>;


/**
 * The environment a report counts in: the development version only ever runs on `npm run dev`'s pages, so it never
 * counts in production's (or any other environment's) figures, whichever registry the page named.
 */
function countedIn(report: MountReport, environment: string): string {
  return report.version === DEV_VERSION ? DEV_ENVIRONMENT : environment;
}

/** Adds reports to the counters of `environment` since ever and of the current hour, one upsert per distinct counter. */
export async function recordMounts(db: Database, reports: readonly MountReport[], environment: string = PRODUCTION, at: Date = new Date()): Promise<void> {
  const counts = new Map<string, MountCount>();
  for (const report of reports) {
    const counted = { ...report, environment: countedIn(report, environment) };
    const key = JSON.stringify([counted.environment, counted.widget, counted.version, counted.outcome]);
    const entry = counts.get(key) ?? { ...counted, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  await db
    .insert(widgetMounts)
    .values([...counts.values()])
    .onConflictDoUpdate({
      target: [widgetMounts.environment, widgetMounts.widget, widgetMounts.version, widgetMounts.outcome],
      set: { count: sql`${widgetMounts.count} + excluded.count`, updatedAt: sql`now()` },
    });
  await recordMountHours(db, [...counts.values()], at);
}

/**
 * Every counter of an environment since ever (production's by default), by widget and version; the catalog reads
 * mountWindows, the beacon route's tests read this. A row of an outcome no report can name (written by hand, or by
 * an older server) is left out; its widget and version are shown as they are, whatever they say.
 * @internal
 */
export async function mountStats(db: Database, environment: string = PRODUCTION): Promise<MountStats> {
  const stored: Record<string, Record<string, ReportedCounts>> = Object.create(null) as Record<string, Record<string, ReportedCounts>>;
  for (const row of await db.select().from(widgetMounts).where(eq(widgetMounts.environment, environment))) {
    if (!isOutcome(row.outcome)) continue;
    const versions = (stored[row.widget] ??= Object.create(null) as Record<string, ReportedCounts>);
    (versions[row.version] ??= noReportedCounts())[row.outcome] = row.count;
  }
  const stats: MountStats = Object.create(null) as MountStats;
  for (const [widget, versions] of Object.entries(stored)) {
    stats[widget] = Object.create(null) as Record<string, OutcomeCounts>;
    for (const [version, counts] of Object.entries(versions)) (stats[widget] as Record<string, OutcomeCounts>)[version] = perPageView(counts);
  }
  return stats;
}
