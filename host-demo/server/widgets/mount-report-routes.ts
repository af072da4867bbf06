import type { FastifyInstance } from 'fastify';
import { array, enums, object, optional, pattern, refine, string } from 'superstruct';
import { sized } from '@schaufenster/shared/props';
import { API } from '@schaufenster/shared/api';
import { MOUNT_REPORTS_PER_BEACON, type MountReport } from '../../loader/mount-reports';
import { REMOTES, isRemoteName } from '../../../registry/remotes';
import { ENVIRONMENT_NAME } from '../../../registry/registry';
import type { WindowLimit } from '../auth/throttle';
import { type BeaconSources, guardBeacon } from '../http/beacon-guard';
import { KnownVersions } from './known-versions';
import { OUTCOMES, recordMounts } from './mount-stats';
import { routeOf } from '../http/api-route';

/** A tag name of an exposed module: `header`, `minicart/buy-button`. */
export const WidgetName = refine(string(), 'WidgetName', (value) => {
  const [remote = '', module = 'mount', ...rest] = value.split('/');
  return (rest.length === 0 && isRemoteName(remote) && Object.hasOwn(REMOTES[remote].exposes, `./${module}`)) || 'unknown widget';
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
export const MOUNT_BEACON_LIMIT = { limit: 300, windowMs: 10 * 60 * 1000 } as const satisfies WindowLimit;

/** What the beacon route needs: where counts go, whose pages may report, and what the registry knows. */
export interface MountReportOptions extends BeaconSources {
  widgetsDir: string;
  environment?: string;
}

/**
 * POST /api/widget-mounts/: the loader's beacons with mount outcomes per widget and version (no CSRF: counters only),
 * counted in the environment the page's registry names, else in the server's own (`WIDGETS_ENV`). Only pages of this shop or of ALLOWED_ORIGINS may report (a browser always sends `Origin` with a POST), at most
 * MOUNT_BEACON_LIMIT per network, and a version the registry does not know is counted as `unknown`, so the counters
 * stay as many as the releases, whatever is sent.
 */
export async function mountReportRoutes(app: FastifyInstance, { widgetsDir, environment, ...sources }: MountReportOptions): Promise<void> {
  const known = new KnownVersions(widgetsDir, environment);
  const rules = { body: MountReports, key: 'mount-beacon', limit: MOUNT_BEACON_LIMIT, tooMany: 'too_many_mount_reports' } as const;
  app.route({ ...routeOf(API.widgetMounts), config: { csrf: { ownOrigin: 'Zählmeldungen' } }, handler: async (request, reply) => {
    const { mounts, environment: pageEnvironment } = await guardBeacon(request, sources, rules);
    const counted: MountReport[] = [];
    for (const report of mounts) {
      const [remote = ''] = report.widget.split('/');
      counted.push({ ...report, version: await known.bucketOf(remote, report.version) });
    }
    await recordMounts(sources.db, counted, pageEnvironment ?? environment);
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}
