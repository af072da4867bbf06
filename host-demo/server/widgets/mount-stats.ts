import { sql } from 'drizzle-orm';
import type { MountOutcome, MountReport } from '../../loader/mount-reports';
import type { Database } from '../db/database';
import { widgetMounts } from '../db/schema';

/** The outcomes a mount report may name. */
export const OUTCOMES: readonly MountOutcome[] = ['mounted', 'failed', 'timeout', 'invalid-props'];

const isOutcome = (outcome: string): outcome is MountOutcome => (OUTCOMES as readonly string[]).includes(outcome);

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

/**
 * Every counter, by widget and version. A row of an outcome no report can name (written by hand, or by an older
 * server) is left out; its widget and version are shown as they are, whatever they say.
 */
export async function mountStats(db: Database): Promise<MountStats> {
  const stats: MountStats = Object.create(null) as MountStats;
  for (const row of await db.select().from(widgetMounts)) {
    if (!isOutcome(row.outcome)) continue;
    const versions = (stats[row.widget] ??= Object.create(null) as Record<string, OutcomeCounts>);
    const counts = (versions[row.version] ??= { mounted: 0, failed: 0, timeout: 0, 'invalid-props': 0 });
    counts[row.outcome] = row.count;
  }
  return stats;
}
