import { and, eq, sql } from 'drizzle-orm';
import type { MountReport } from '../../loader/mount-reports';
import type { Database } from '../../server-kit/db/database';
import { rolloutViews } from '../../server-kit/db/schema';
import type { BeaconSource } from './beacon-guard';
import { SESSION_SHARE } from './page-vitals-store';
import type { RolloutViews } from './rollout-vitals';

/** A rollout's version in one environment: what a halt judges and stops. */
export interface RolloutVersion {
  environment: string;
  remote: string;
  version: string;
}

/** What one beacon says of one remote's version: whether a page view of it began there, and whether it failed. */
export interface BeaconView {
  viewed: boolean;
  failed: boolean;
}

/**
 * What one beacon's reports say of each remote's version, once per remote however many of its tags or reports the
 * beacon carries (a page of buy buttons is one page view, and so is a forged beacon of 25 reports): a page view when
 * any of them is an attempt to mount, failed when any failed (`failed-later` alone: a view counted before that failed).
 */
export function beaconViews(reports: readonly MountReport[]): Map<string, BeaconView & { remote: string; version: string }> {
  const views = new Map<string, BeaconView & { remote: string; version: string }>();
  for (const { widget, version, outcome } of reports) {
    const [remote = ''] = widget.split('/');
    const key = JSON.stringify([remote, version]);
    const view = views.get(key) ?? { remote, version, viewed: false, failed: false };
    if (outcome !== 'failed-later') view.viewed = true;
    if (outcome === 'failed' || outcome === 'failed-later') view.failed = true;
    views.set(key, view);
  }
  return views;
}

/** Adds one beacon's page view of a rollout's version to its session's counts. */
export async function recordRolloutView(db: Database, rollout: RolloutVersion, view: BeaconView, source: BeaconSource): Promise<void> {
  const counts = { views: view.viewed ? 1 : 0, failed: view.failed ? 1 : 0 };
  await db
    .insert(rolloutViews)
    .values({ ...rollout, ...source, ...counts })
    .onConflictDoUpdate({
      target: [rolloutViews.environment, rolloutViews.remote, rolloutViews.version, rolloutViews.sessionKey],
      set: { views: sql`${rolloutViews.views} + excluded.views`, failed: sql`${rolloutViews.failed} + excluded.failed` },
    });
}

const ofVersion = ({ environment, remote, version }: RolloutVersion) =>
  and(eq(rolloutViews.environment, environment), eq(rolloutViews.remote, remote), eq(rolloutViews.version, version));

/**
 * A rollout's page views as a halt judges them: the earliest SESSION_SHARE views of each shopper session and no more failures than
 * those (a forged `failed-later` takes back no view that was not counted), and the networks its failures came from.
 */
export async function rolloutViewsOf(db: Database, rollout: RolloutVersion): Promise<RolloutViews> {
  const counted = sql`least(${rolloutViews.views}, ${SESSION_SHARE})`;
  const failed = sql`least(${rolloutViews.failed}, ${counted})`;
  const [row] = await db
    .select({
      views: sql<string>`coalesce(sum(${counted}), 0)`,
      failed: sql<string>`coalesce(sum(${failed}), 0)`,
      failingNetworks: sql<string>`count(distinct ${rolloutViews.networkKey}) filter (where ${failed} > 0)`,
    })
    .from(rolloutViews)
    .where(ofVersion(rollout));
  return { views: Number(row?.views ?? 0), failed: Number(row?.failed ?? 0), failingNetworks: Number(row?.failingNetworks ?? 0) };
}

/** Forgets a halted rollout's page views: rolled out again, its version starts from none. */
export async function forgetRolloutViews(db: Database, rollout: RolloutVersion): Promise<void> {
  await db.delete(rolloutViews).where(ofVersion(rollout));
}
