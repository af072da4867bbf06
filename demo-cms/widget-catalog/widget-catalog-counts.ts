import { PRODUCTION } from '../../registry/registry';
import { compareVersions, isReleaseVersion } from '../../registry/versions';
import type { OutcomeCounts } from '../../widget-server/field-data/mount-counts';
import type { MountWindows, WindowCounts } from '../../widget-server/field-data/mount-windows';

/** The catalog's windows, in the order of its rows, with their German labels. */
export const COUNT_WINDOWS = [
  { window: 'day', label: '24 Stunden' },
  { window: 'week', label: '7 Tage' },
  { window: 'total', label: 'Gesamt' },
] as const satisfies readonly { window: keyof WindowCounts; label: string }[];

/** One row of a counts table: a version's counts in one window. */
export interface CountRow extends OutcomeCounts {
  version: string;
  window: keyof WindowCounts;
  label: string;
}

/** A module's counts in one environment. */
export interface EnvironmentCounts {
  environment: string;
  rows: CountRow[];
}

/** Newest version first; anything that is no release version (a loader that knew none reports `unknown`) after them. */
function newestFirst(a: string, b: string): number {
  const [releaseA, releaseB] = [isReleaseVersion(a), isReleaseVersion(b)];
  if (releaseA && releaseB) return compareVersions(b, a);
  if (releaseA !== releaseB) return releaseA ? -1 : 1;
  return a.localeCompare(b);
}

/**
 * A module's mount counts per environment, the catalog's own environment first (then production, then the others
 * by name), each version newest first with its last 24 hours, last 7 days and lifetime.
 */
export function moduleCounts(windows: MountWindows, widget: string, ownEnvironment: string = PRODUCTION): EnvironmentCounts[] {
  const rank = (environment: string) => (environment === ownEnvironment ? 0 : environment === PRODUCTION ? 1 : 2);
  return Object.keys(windows)
    .filter((environment) => windows[environment]?.[widget] !== undefined)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((environment) => {
      const versions = windows[environment]?.[widget] ?? {};
      const rows = Object.keys(versions)
        .sort(newestFirst)
        .flatMap((version) => COUNT_WINDOWS.map(({ window, label }) => ({ version, window, label, ...(versions[version]?.[window] as OutcomeCounts) })));
      return { environment, rows };
    });
}
