import type { FastifyInstance } from 'fastify';
import { array, enums, object, optional, pattern, refine, string } from 'superstruct';
import { sized } from '@schaufenster/shared/props';
import { API } from '@schaufenster/shared/api';
import { MOUNT_REPORTS_PER_BEACON, type MountReport } from '../../loader/mount-reports';
import { REMOTES, isRemoteName } from '../../../registry/remotes';
import { ENVIRONMENT_NAME } from '../../../registry/registry';
import { hitThrottle, type WindowLimit } from '../auth/throttle';
import { requestTime } from '../http/clock';
import type { Database } from '../db/database';
import { ApiError, parseBody } from '../http/api-error';
import { rateLimited } from '../http/rate-limited';
import { isOwnOrigin } from '../http/request-origin';
import { KnownVersions } from './known-versions';
import { OUTCOMES, recordMounts } from './mount-stats';
import { routeOf } from '../http/api-route';
import { SERVER_TEXTS } from '../texts';

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
export interface MountReportOptions {
  db: Database;
  /** The server's own origin (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** The origins of other pages that carry the widgets (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
  widgetsDir: string;
  environment?: string;
  /** Whether beacons are limited per network: not on a server only this machine reaches, whose every client is one network. */
  limitPerNetwork: boolean;
}

/**
 * POST /api/widget-mounts/: the loader's beacons with mount outcomes per widget and version (no CSRF: counters only),
 * counted in the environment the page's registry names, else in the server's own (`WIDGETS_ENV`). Only pages of this shop or of ALLOWED_ORIGINS may report (a browser always sends `Origin` with a POST), at most
 * MOUNT_BEACON_LIMIT per network, and a version the registry does not know is counted as `unknown`, so the counters
 * stay as many as the releases, whatever is sent.
 */
export async function mountReportRoutes(app: FastifyInstance, { db, publicOrigin, allowedOrigins, widgetsDir, environment, limitPerNetwork }: MountReportOptions): Promise<void> {
  const known = new KnownVersions(widgetsDir, environment);
  app.route({ ...routeOf(API.widgetMounts), handler: async (request, reply) => {
    const origin = request.headers.origin;
    if (!isOwnOrigin(origin, request, publicOrigin) && !(origin !== undefined && allowedOrigins.includes(origin))) {
      throw new ApiError(403, 'foreignOrigin', SERVER_TEXTS.foreignOrigin('Zählmeldungen'));
    }
    if (limitPerNetwork) {
      const { limit, windowMs } = MOUNT_BEACON_LIMIT;
      const hit = await hitThrottle(db, `mount-beacon:ip:${request.ip}`, limit, windowMs, requestTime(request));
      if (!hit.allowed) throw rateLimited('too_many_mount_reports', SERVER_TEXTS.too_many_mount_reports, hit.retryAfterS);
    }
    const { mounts, environment: pageEnvironment } = parseBody(MountReports, request.body);
    const counted: MountReport[] = [];
    for (const report of mounts) {
      const [remote = ''] = report.widget.split('/');
      counted.push({ ...report, version: await known.bucketOf(remote, report.version) });
    }
    await recordMounts(db, counted, pageEnvironment ?? environment);
    return reply.code(204).header('cache-control', 'no-store').send();
  } });
}
