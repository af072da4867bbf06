import { array, enums, object, optional, pattern, refine, string } from 'superstruct';
import { sized } from '@schaufenster/shared/props';
import { MOUNT_REPORTS_PER_BEACON, type MountReport } from '../../loader/mount-reports';
import { HOSTED_REMOTE_NAME, REMOTES, isRemoteName } from '../../registry/remotes';
import { ENVIRONMENT_NAME, PRODUCTION } from '../../registry/registry';
import { ApiError } from '../../server-kit/http/api-error';
import { beaconLimit, beaconPlugin } from './beacon-guard';
import { SERVER_TEXTS } from '../../server-kit/texts';
import type { VersionedBeaconOptions } from './known-versions';

import { OUTCOMES, recordMounts } from './mount-stats';
import type { RolloutHalts } from './rollout-halt';

/**
 * What the mount beacon is registered with: the beacon's sources, who else hears of the reports it counts (the
 * metrics), and the watch that halts a rollout whose failures climb.
 */
interface MountBeaconOptions extends VersionedBeaconOptions {
  onMounts?: (reports: readonly MountReport[]) => void;
  halts?: RolloutHalts;
}

/**
 * A tag name of an exposed module: `header`, `minicart/buy-button`; or the tag of a remote registered from another
 * origin (`newsletter`), which the route then counts only when the store knows that remote (KnownVersions.hasRemote).
 */
export const WidgetName = refine(string(), 'WidgetName', (value) => {
  const [remote = '', module = 'mount', ...rest] = value.split('/');
  if (rest.length > 0) return 'unknown widget';
  if (isRemoteName(remote)) return Object.hasOwn(REMOTES[remote].exposes, `./${module}`) || 'unknown widget';
  return (module === 'mount' && !value.includes('/') && HOSTED_REMOTE_NAME.test(remote)) || 'unknown widget';
});

const MountReports = object({
  /** The environment whose registry the page loaded (the loader reads it from the registry's file name). */
  environment: optional(pattern(string(), ENVIRONMENT_NAME)),
  mounts: sized(
    array(object({ widget: WidgetName, version: sized(string(), 1, 40), outcome: enums(OUTCOMES) })),
    1,
    MOUNT_REPORTS_PER_BEACON,
  ),
});

/**
 * Beacons per network (client IP) in ten minutes: a page view sends one to three, so a shopper never meets it, and a
 * script inflating the counts a rollout is judged by gets this far per address.
 */
export const MOUNT_BEACON_LIMIT = beaconLimit(300);

/** Beacons per session in the same ten minutes: three for each of sixty page views. */
export const MOUNT_BEACONS_PER_SESSION = 180;

/**
 * POST /api/widget-mounts/, a beacon (beaconPlugin): the loader's mount outcomes per widget and version, counted in
 * the environment the page's registry names (422 for one that has no registry here), else in the server's own
 * (`WIDGETS_ENV`); a version the registry does not know is counted as `unknown`, so the counters stay as many as the
 * releases, whatever is sent. A rollout's version is also counted per session for its automatic halt (RolloutHalts).
 */
export const mountReportRoutes = beaconPlugin('widgetMounts', ({ db, known, environment, onMounts, halts }: MountBeaconOptions) => ({
  body: MountReports,
  limit: MOUNT_BEACON_LIMIT,
  perSession: MOUNT_BEACONS_PER_SESSION,
  store: async ({ mounts, environment: pageEnvironment }, _request, source) => {
    // An environment without a registry here is none a page loaded: its counts would only be noise (or a forgery).
    if (pageEnvironment !== undefined && !(await known.hasEnvironment(pageEnvironment))) {
      throw new ApiError(422, 'validation', SERVER_TEXTS.validation, { fieldErrors: { environment: SERVER_TEXTS.validation } });
    }
    // A remote of no store folder is none a page loaded: its counters would only be noise (or a forgery).
    for (const { widget } of mounts) {
      if (!(await known.hasRemote(widget))) throw new ApiError(422, 'validation', SERVER_TEXTS.validation, { fieldErrors: { mounts: SERVER_TEXTS.validation } });
    }
    const counted: MountReport[] = [];
    for (const report of mounts) counted.push({ ...report, version: await known.bucketOfWidget(report.widget, report.version) });
    await recordMounts(db, counted, pageEnvironment ?? environment);
    onMounts?.(counted);
    // Once per page view and session's share, whatever the beacon carries: a forged beacon weighs what one page view does.
    await halts?.count(counted, pageEnvironment ?? environment ?? PRODUCTION, source);
  },
}));
