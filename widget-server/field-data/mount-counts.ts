import type { MountOutcome, MountReport, ReportedOutcome } from '../../loader/mount-reports';

/** Counts of one widget version, by outcome: each page view's widget once. */
export type OutcomeCounts = Record<MountOutcome, number>;

/** Counts as stored, by reported outcome. */
export type ReportedCounts = Record<ReportedOutcome, number>;

/** No count of any outcome yet. */
export const noReportedCounts = (): ReportedCounts => ({ mounted: 0, failed: 0, timeout: 0, 'invalid-props': 0, 'failed-later': 0 });

/**
 * The counts of page views from the stored ones: a widget that mounted and failed later counts as failed, not as
 * mounted too (a forged `failed-later` takes back no more mounts than there are).
 */
export function perPageView({ 'failed-later': later, ...counts }: ReportedCounts): OutcomeCounts {
  const takenBack = Math.min(later, counts.mounted);
  return { ...counts, mounted: counts.mounted - takenBack, failed: counts.failed + takenBack };
}

/** One counter to add to: an outcome of a widget version in an environment, and by how much. */
export interface MountCount extends MountReport {
  environment: string;
  count: number;
}
