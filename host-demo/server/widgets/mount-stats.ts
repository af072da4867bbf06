import { sql } from 'drizzle-orm';
import type { MountOutcome, MountReport } from '../../loader/mount-reports';
import type { Database } from '../db/database';
import { widgetMounts } from '../db/schema';

/** Counts of one widget version, by outcome. */
export type OutcomeCounts = Record<MountOutcome, number>;

/** Counts per widget (tag name) and version. */
export type MountStats = Record<string, Record<string, OutcomeCounts>>;

/** Adds reports to the counters, one upsert per distinct widget, version and outcome. */
export async function recordMounts(db: Database, reports: readonly MountReport[]): Promise<void> {
  const counts = new Map<string, MountReport & { count: number }>();
  for (const report of reports) {
    const key = JSON.stringify([report.widget, report.version, report.outcome]);
    const counted = counts.get(key) ?? { ...report, count: 0 };
    counted.count += 1;
    counts.set(key, counted);
  }
  if (counts.size === 0) return;
  await db
    .insert(widgetMounts)
    .values([...counts.values()])
    .onConflictDoUpdate({
      target: [widgetMounts.widget, widgetMounts.version, widgetMounts.outcome],
      set: { count: sql`${widgetMounts.count} + excluded.count`, updatedAt: sql`now()` },
    });
}

/** Every counter, by widget and version. */
export async function mountStats(db: Database): Promise<MountStats> {
  const stats: MountStats = {};
  for (const row of await db.select().from(widgetMounts)) {
    const versions = (stats[row.widget] ??= {});
    const counts = (versions[row.version] ??= { mounted: 0, failed: 0, timeout: 0, 'invalid-props': 0 });
    counts[row.outcome as MountOutcome] = row.count;
  }
  return stats;
}
